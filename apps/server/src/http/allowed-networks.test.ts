import ipaddr from 'ipaddr.js';
import { describe, expect, it } from 'vitest';
import { isAllowed } from './allowed-networks';

const ranges = [ipaddr.parseCIDR('10.8.0.0/16'), ipaddr.parseCIDR('fd00::/8')];

describe('isAllowed', () => {
  it.each([
    ['10.8.255.1', true],
    ['10.9.0.1', false],
    ['::ffff:10.8.0.7', true],
    ['fd12::1', true],
    ['2001:db8::1', false],
    ['garbage', false],
  ])('%s → %s', (ip, expected) => {
    expect(isAllowed(ip, ranges)).toBe(expected);
  });
});

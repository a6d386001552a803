import { describe, expect, it } from 'vitest';
import { isApiPath, normalisedPath } from './api-request';

describe('normalisedPath', () => {
  it.each([
    ['/api/health', '/api/health'],
    ['/api/health?x=/y', '/api/health'],
    ['/%61pi/health', '/api/health'],
    ['/%2561pi/health', '/api/health'],
    ['/API/Health', '/api/health'],
    ['//api//health/', '/api/health'],
    ['\\api\\health', '/api/health'],
    ['/%5Capi%2Fhealth', '/api/health'],
    ['/x/../api/./health', '/api/health'],
    ['/../../api/health', '/api/health'],
    ['/assets/%E6%8A%95.js', '/assets/投.js'],
    ['/bad%zz/%E6', '/bad%zz/%e6'],
    ['/', '/'],
  ])('%s → %s', (raw, expected) => {
    expect(normalisedPath(raw)).toBe(expected);
  });
});

describe('isApiPath', () => {
  it.each([
    ['/api', true],
    ['/api/health', true],
    ['/api/docs/json', true],
    ['/apis', false],
    ['/', false],
    ['/sandbox/*', false],
  ])('%s → %s', (path, expected) => {
    expect(isApiPath(path)).toBe(expected);
  });
});

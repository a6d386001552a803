import { describe, expect, it } from 'vitest';
import { AppError } from '../../lib/app-error';
import { publicOrigin } from './public-origin';

const http = (host: string) => ({ protocol: 'http', host });

describe('publicOrigin', () => {
  it('takes PUBLIC_URL when configured, whatever the request says', () => {
    expect(publicOrigin(http('evil.example'), 'https://ads.example.com/app/')).toBe(
      'https://ads.example.com',
    );
  });

  it.each([
    ['ads.example.com', 'http://ads.example.com'],
    ['ADS.example.com:8080', 'http://ads.example.com:8080'],
    ['10.0.0.5:8080', 'http://10.0.0.5:8080'],
    ['localhost', 'http://localhost'],
    ['[::1]:8080', 'http://[::1]:8080'],
  ])('builds the origin from a well-formed Host %s', (host, origin) => {
    expect(publicOrigin(http(host), undefined)).toBe(origin);
  });

  it.each([
    'evil.example/path',
    'evil.example?x=1',
    'evil.example#x',
    'user@evil.example',
    'evil.example:8080@good.example',
    'evil.example\\@good.example',
    'evil example',
    'evil.example:99999',
    'evil.example:',
    '-evil.example',
    '',
    'a'.repeat(64) + '.example',
    '"><script>',
  ])('refuses the Host %j', (host) => {
    expect(() => publicOrigin(http(host), undefined)).toThrow(AppError);
  });

  it('refuses a protocol other than http and https', () => {
    expect(() => publicOrigin({ protocol: 'javascript', host: 'x.example' }, undefined)).toThrow(
      AppError,
    );
  });
});

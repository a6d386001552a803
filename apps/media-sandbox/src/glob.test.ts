import { describe, expect, it } from 'vitest';
import { compileEndpointPattern } from './glob';

describe('endpoint patterns', () => {
  it.each([
    {
      pattern: '/kuaishou/**',
      method: 'POST',
      path: '/kuaishou/rest/openapi/v1/advertiser/info',
      want: true,
    },
    { pattern: '/kuaishou/**', method: 'GET', path: '/tencent/v3.0/funds/get', want: false },
    {
      pattern: 'POST /oceanengine/open_api/v3.0/*/status/update/',
      method: 'POST',
      path: '/oceanengine/open_api/v3.0/project/status/update/',
      want: true,
    },
    {
      pattern: 'POST /oceanengine/open_api/v3.0/*/status/update/',
      method: 'GET',
      path: '/oceanengine/open_api/v3.0/project/status/update/',
      want: false,
    },
    {
      pattern: 'post /oceanengine/open_api/v3.0/*/status/update/',
      method: 'POST',
      path: '/oceanengine/open_api/v3.0/a/b/status/update/',
      want: false,
    },
    {
      pattern: '/tencent/v3.0/funds/get',
      method: 'GET',
      path: '/tencent/v3.0/funds/get',
      want: true,
    },
    {
      pattern: '/tencent/v3.0/funds.get',
      method: 'GET',
      path: '/tencent/v3.0/funds/get',
      want: false,
    },
  ])('$pattern vs $method $path → $want', ({ pattern, method, path, want }) => {
    expect(compileEndpointPattern(pattern)(method, path)).toBe(want);
  });
});

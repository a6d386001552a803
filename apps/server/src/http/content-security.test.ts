import { describe, expect, it } from 'vitest';
import { loadConfig } from '../config';
import { contentSecurityDirectives } from './content-security';

// Where the web app takes images and videos from: its own origin, and the media's files — the
// sandbox's origin only, or the live media's CDNs.

const directivesOf = (env: Record<string, string>) =>
  contentSecurityDirectives(loadConfig({ NODE_ENV: 'test', ...env }));

describe('the content security policy', () => {
  it('lets the embedded sandbox’s files come through the platform’s own address', () => {
    const own = directivesOf({ PUBLIC_URL: 'https://ads.example.com/' });
    expect(own.mediaSrc).toEqual(["'self'", 'blob:', 'https://ads.example.com']);
    expect(own.imgSrc).toContain('https://ads.example.com');
    const listening = directivesOf({ HOST: '0.0.0.0', PORT: '8123' });
    expect(listening.mediaSrc).toEqual(["'self'", 'blob:', 'http://localhost:8123']);
  });

  it('lets a standalone sandbox’s files come from its origin, and no other http origin', () => {
    const standalone = directivesOf({
      MEDIA_MODE: 'sandbox',
      SANDBOX_URL: 'http://10.1.2.3:9090/',
      PUBLIC_URL: 'http://ads.lan:8080',
    });
    expect(standalone.mediaSrc).toEqual(["'self'", 'blob:', 'http://10.1.2.3:9090']);
    expect(standalone.imgSrc).toEqual([
      "'self'",
      'data:',
      'blob:',
      'https:',
      'http://10.1.2.3:9090',
    ]);
  });

  it('lets the live media’s videos come from their CDNs over https', () => {
    const live = directivesOf({
      MEDIA_MODE: 'live',
      PUBLIC_URL: 'https://ads.example.com',
      TENCENT_APP_ID: '1',
      TENCENT_APP_SECRET: 'secret',
    });
    expect(live.mediaSrc).toEqual(["'self'", 'blob:', 'https:']);
    expect(live.imgSrc).toEqual(["'self'", 'data:', 'blob:', 'https:']);
  });
});

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Medium } from '../lib/media-mirror';
import { MediaCallError, ReauthorizeRequired } from './http/media-errors';
import { refreshingTokens } from './http/token-provider';
import type { TokenGrant, TokenSet } from './media-adapter';
import { WIRE_MEDIUM } from './media-endpoints';
import {
  authorizeOnPage,
  createTestMedia,
  expireTokens,
  REDIRECT_URI,
  startSandbox,
  type RunningSandbox,
  type TestMedia,
} from './testing/sandbox-fixture';

// The OAuth round trip of each medium over real HTTP against the media sandbox (spec 000 §2 ad-account authorization).

let running: RunningSandbox;
beforeAll(async () => {
  running = await startSandbox();
});
afterAll(async () => {
  await running.close();
});

/** Balance in 分 as the sandbox keeps it (OE 分, KS 厘, TX 分), for comparison. */
function sandboxBalanceFen(medium: Medium, id: string): number {
  const record = running.sandbox.state[WIRE_MEDIUM[medium]].advertisers.get(Number(id));
  return medium === 'kuaishou' ? Math.round(record.balance / 10) : record.balance;
}

function sandboxChildren(medium: Medium, parentId: string): string[] {
  return running.sandbox.state[WIRE_MEDIUM[medium]].advertisers
    .filter((a) => a.parentId === Number(parentId))
    .map((a) => String(a.id));
}

describe.each(['bytedance', 'kuaishou', 'tencent'] as const)('%s adapter', (medium) => {
  let media: TestMedia;
  let grant: TokenGrant;
  let granted: string[];
  const secrets: string[] = [];

  beforeAll(() => {
    media = createTestMedia(running);
    secrets.push(running.endpoints[medium]?.secret ?? '');
  });

  it('authorizes on the page, exchanges the code and lists advertisers with children', async () => {
    const adapter = media.adapters[medium];
    const page = await authorizeOnPage(adapter, `state-${medium}`);
    expect(page.callback.searchParams.get('state')).toBe(`state-${medium}`);
    granted = page.granted;
    expect(granted).toHaveLength(2);
    secrets.push(page.code);

    grant = await adapter.exchangeCode(page.code, REDIRECT_URI);
    secrets.push(grant.accessToken, grant.refreshToken);
    expect(grant.accessExpiresAt.getTime()).toBeGreaterThan(Date.now() + 23 * 3600_000);
    expect(grant.refreshExpiresAt.getTime()).toBeGreaterThan(grant.accessExpiresAt.getTime());
    expect(grant.grantedAdvertiserIds.length).toBeGreaterThan(0);
    for (const id of grant.grantedAdvertiserIds) expect(granted).toContain(id);

    // The code is single use.
    await expect(adapter.exchangeCode(page.code, REDIRECT_URI)).rejects.toMatchObject({
      kind: 'business',
    });

    const listed = await adapter.listAuthorizedAdvertisers(grant.accessToken);
    const ids = listed.map((a) => a.id);
    for (const id of granted) expect(ids).toContain(id);
    const parent = granted.find((id) => sandboxChildren(medium, id).length > 0);
    expect(parent).toBeDefined();
    const children = sandboxChildren(medium, parent ?? '');
    for (const child of children) expect(ids).toContain(child);
    for (const a of listed) {
      expect(a.name).not.toBe('');
      expect(a.company).not.toBeNull();
    }
    if (medium !== 'kuaishou') {
      // Kuaishou answers no role or parent for the accounts a grant reaches.
      expect(listed.find((a) => a.id === parent)?.role).not.toBe('advertiser');
      expect(listed.find((a) => a.id === children[0])?.parentId).toBe(parent);
    }
  });

  it('reads balances in 分', async () => {
    const funds = await media.adapters[medium].getAccountFunds(grant.accessToken, granted);
    expect(funds.map((f) => f.advertiserId)).toEqual(granted);
    for (const f of funds) {
      expect(Number.isInteger(f.balanceFen)).toBe(true);
      expect(f.balanceFen).toBe(sandboxBalanceFen(medium, f.advertiserId));
    }
  });

  it('refreshes an expired access token once and completes the call', async () => {
    const adapter = media.adapters[medium];
    const saved: TokenSet[] = [];
    const tokens = refreshingTokens({
      tokens: grant,
      refresh: (rt) => adapter.refresh(rt),
      onRefreshed: (next) => void saved.push(next),
    });
    await expireTokens(running, medium);
    const plain = adapter.getAccountFunds(grant.accessToken, granted.slice(0, 1));
    await expect(plain).rejects.toBeInstanceOf(ReauthorizeRequired);

    const funds = await adapter.getAccountFunds(tokens, granted);
    expect(funds).toHaveLength(2);
    expect(saved).toHaveLength(1);
    expect(tokens.current().accessToken).not.toBe(grant.accessToken);
    secrets.push(tokens.current().accessToken, tokens.current().refreshToken);
    grant = { ...grant, ...tokens.current() };
  });

  it('asks for re-authorization when the refresh token is refused', async () => {
    const adapter = media.adapters[medium];
    await expect(adapter.refresh('no-such-refresh-token-123')).rejects.toBeInstanceOf(
      ReauthorizeRequired,
    );
    const tokens = refreshingTokens({
      tokens: { ...grant, refreshToken: 'revoked-refresh-token-456' },
      refresh: (rt) => adapter.refresh(rt),
    });
    await expireTokens(running, medium);
    const error: unknown = await adapter
      .getAccountFunds(tokens, granted.slice(0, 1))
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ReauthorizeRequired);
    expect((error as ReauthorizeRequired).cause).toBeInstanceOf(MediaCallError);
  });

  it('never writes tokens, secrets or codes to the logs', () => {
    expect(media.logs.length).toBeGreaterThan(10);
    const text = media.logs.join('\n');
    for (const secret of secrets) {
      expect(secret.length).toBeGreaterThan(5);
      expect(text).not.toContain(secret);
    }
  });
});

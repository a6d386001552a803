import { CREATION_READS, ERROR_CODES, type CreationRead, type Paged } from '@toufang/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUser } from '../../test/factories';
import { startCreationWorld, type CreationWorld } from './creation-test-world';

// The creation wizards' supporting reads through HTTP against the media sandbox (spec 002 §7, §9):
// the defaults the wizards rely on reach the medium, the answers are mapped, and the account
// scope, the ability and the medium's refusals are answered in Chinese with nothing changed.

let w: CreationWorld;
beforeAll(async () => {
  w = await startCreationWorld();
}, 120_000);
afterAll(() => w.close());

function read<T>(name: CreationRead, query: Record<string, string>, token = w.rootToken) {
  const { path } = CREATION_READS[name];
  return w.t.call<T>({
    method: 'GET',
    url: `/api${path}?${new URLSearchParams(query).toString()}`,
    token,
  });
}

describe('creation reads', () => {
  const account = () => w.accounts.bytedance[0] ?? '';

  it('lists approved promotion cards by default, paged by the medium', async () => {
    const answer = await read<Paged<{ component_type: string; status: string }>>('componentList', {
      advertiser_id: account(),
    });
    expect(answer.code, JSON.stringify(answer)).toBe(0);
    expect(answer.data.page_info.per_page).toBe(100);
    for (const c of answer.data.list)
      expect(c).toMatchObject({ component_type: 'PROMOTION_CARD', status: 'PASS' });
    const rejected = await read<Paged<{ status: string }>>('componentList', {
      advertiser_id: account(),
      type: 'PROMOTION_CARD',
      status: 'REJECT',
    });
    expect(rejected.data.list.every((c) => c.status === 'REJECT')).toBe(true);
  });

  it('lists approved playables 500 a page and selling points 1000 a page by default', async () => {
    const playables = await read<Paged<{ status: string }>>('playableList', {
      advertiser_id: account(),
    });
    expect(playables.code, JSON.stringify(playables)).toBe(0);
    expect(playables.data.page_info.per_page).toBe(500);
    expect(playables.data.list.length).toBeGreaterThan(0);
    expect(playables.data.list.every((p) => p.status === 'AUDIT_SUCCESS')).toBe(true);
    const points = await read<Paged<string>>('sellingPoints', { advertiser_id: account() });
    expect(points.data.page_info.per_page).toBe(1000);
    expect(points.data.list.every((p) => typeof p === 'string')).toBe(true);
  });

  it('reads a 抖音号’s videos and a suggested bid', async () => {
    const awemes = await read<Paged<{ aweme_id: string }>>('awemeAccounts', {
      advertiser_id: account(),
    });
    expect(awemes.code, JSON.stringify(awemes)).toBe(0);
    const awemeId = awemes.data.list[0]?.aweme_id ?? '';
    const videos = await read<{ list: unknown[]; cursor: number; has_more: boolean }>(
      'awemeVideos',
      { advertiser_id: account(), aweme_id: awemeId, count: '5' },
    );
    expect(videos.code, JSON.stringify(videos)).toBe(0);
    expect(videos.data.list.length).toBeLessThanOrEqual(5);
    expect(videos.data.cursor).toBe(videos.data.list.length);
    const bid = await read<{ min: number; max: number }>('bidSuggest', {
      advertiser_id: account(),
      pricing: 'OCPM',
    });
    expect(bid.code, JSON.stringify(bid)).toBe(0);
    expect(bid.data.max).toBeGreaterThan(bid.data.min);
  });

  it('answers the medium’s refusal in Chinese', async () => {
    const answer = await read('awemeVideos', { advertiser_id: account(), aweme_id: '42' });
    expect(answer.code).toBe(ERROR_CODES.MEDIUM_UNAVAILABLE.code);
    expect(answer.message_cn).toContain('抖音号 42 未授权');
  });

  it('answers a Kuaishou unit that does not exist as missing', async () => {
    const answer = await read('unitDetail', {
      advertiser_id: w.accounts.kuaishou[0] ?? '',
      unit_id: '999999999',
    });
    expect(answer.code).toBe(ERROR_CODES.NOT_FOUND.code);
    expect(answer.message_cn).toContain('广告组');
  });

  it('refuses bad input, an account outside the scope and a caller without the ability', async () => {
    const bad = await read('playableList', { advertiser_id: account(), per_page: '501' });
    expect(bad.code).not.toBe(0);
    expect(JSON.stringify(bad)).toContain('每页最多 500 条');
    const outside = await read('siteList', { advertiser_id: '123456789' });
    expect(outside.code).toBe(ERROR_CODES.ADVERTISERS_OUT_OF_SCOPE.code);
    const user = await createUser(w.t.database.db, { abilities: ['dashboard:index'] });
    const token = await w.t.login(user.username, user.password);
    const refused = await read('siteList', { advertiser_id: account() }, token);
    expect(refused.code).toBe(ERROR_CODES.ABILITY_REQUIRED.code);
  });
});

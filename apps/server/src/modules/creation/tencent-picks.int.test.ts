import { randomUUID } from 'node:crypto';
import {
  CREATION_READS,
  ERROR_CODES,
  type CreationCounts,
  type CreationItemRow,
  type CreationMedium,
  type CreationRead,
  type CreationSubmitAnswer,
  type Paged,
} from '@toufang/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTencentConversions } from '../../media/tencent/conversions';
import { createUser } from '../../test/factories';
import { draftFor, namedAs, startCreationWorld, type CreationWorld } from './creation-test-world';

// Tencent's pickers through HTTP against the media sandbox (docs/architecture/creation.md
// "Per-account picks"): each account's landing pages, brand images, conversions, targeting
// packages and custom audiences read from the medium with the wizards' defaults; a draft whose
// accounts each picked their own reaches the medium with every account's picks on its objects;
// a missing pick is refused before anything is sent; a pick of another account is the medium's
// refusal of that row.

let w: CreationWorld;
/** Each account's conversion of the activation goal. */
const conversionOf = new Map<string, number>();

beforeAll(async () => {
  w = await startCreationWorld();
  const conversions = createTencentConversions({ client: w.t.services.mediaClient });
  for (const [i, account] of w.accounts.tencent.entries()) {
    const token = await w.t.services.tokenSourceFor('tencent', account);
    const set = await conversions.addAppSet(
      token,
      account,
      String(1_000_000 + i),
      'android',
      '测试应用',
    );
    const id = await conversions.addConversion(token, account, {
      name: `激活转化${i + 1}`,
      userActionSetId: set,
      platform: 'android',
      goal: 'OPTIMIZATIONGOAL_APP_ACTIVATE',
      clickUrl: 'https://track.example.com/click',
      impressionUrl: null,
    });
    conversionOf.set(account, Number(id));
  }
}, 300_000);
afterAll(() => w.close());

function read<T>(name: CreationRead, query: Record<string, string>, token = w.rootToken) {
  return w.t.call<Paged<T>>({
    method: 'GET',
    url: `/api${CREATION_READS[name].path}?${new URLSearchParams(query).toString()}`,
    token,
  });
}

interface Page {
  page_id: number;
  page_name: string;
  page_type: string;
  page_status: string;
}
interface Brand {
  image_id: string;
  name: string;
}
interface Targeting {
  targeting_id: number;
  targeting_name: string;
  targeting?: {
    age?: { min: number; max: number }[];
    custom_audience?: number[];
    geo_location?: { regions?: number[] };
  };
}
interface Audience {
  audience_id: number;
  status: string;
}

/** What the wizard's pickers would choose for one account: the first of each. */
async function picksOf(account: string) {
  const pages = await read<Page>('tencentPages', { advertiser_id: account });
  const brands = await read<Brand>('tencentBrands', { advertiser_id: account });
  const targetings = await read<Targeting>('tencentTargetings', { advertiser_id: account });
  const audiences = await read<Audience>('tencentAudiences', { advertiser_id: account });
  const page = pages.data.list[0];
  const brand = brands.data.list[0];
  const targeting = targetings.data.list[0];
  const usable = audiences.data.list.filter((a) => a.status === 'SUCCESS');
  if (!page || !brand || !targeting || usable.length < 2) throw new Error('catalogue too small');
  return {
    page_id: page.page_id,
    page_name: page.page_name,
    brand_image_id: brand.image_id,
    brand_name: brand.name,
    conversion_id: conversionOf.get(account) ?? 0,
    conversion_name: '激活转化',
    conversion_goal: 'OPTIMIZATIONGOAL_APP_ACTIVATE',
    targeting_id: targeting.targeting_id,
    targeting_name: targeting.targeting_name,
    custom_audience: [usable[0]?.audience_id ?? 0],
    excluded_custom_audience: [usable[1]?.audience_id ?? 0],
    targeting,
  };
}

describe('Tencent pickers: the reads', { timeout: 240_000 }, () => {
  const account = () => w.accounts.tencent[0] ?? '';

  it('lists the account’s approved 官方落地页 by default, and its other pages on request', async () => {
    const official = await read<Page>('tencentPages', { advertiser_id: account() });
    expect(official.code, JSON.stringify(official)).toBe(0);
    expect(official.data.page_info.per_page).toBe(100);
    expect(official.data.list.length).toBeGreaterThan(0);
    for (const p of official.data.list) {
      expect(p).toMatchObject({ page_type: 'PAGE_TYPE_OFFICIAL', page_status: 'NORMAL' });
    }
    const first = official.data.list[0];
    const named = await read<Page>('tencentPages', {
      advertiser_id: account(),
      keyword: first?.page_name ?? '',
    });
    expect(named.data.list.map((p) => p.page_id)).toContain(first?.page_id);
    const xj = await read<Page>('tencentPages', {
      advertiser_id: account(),
      page_type: 'PAGE_TYPE_XJ_ANDROID_APP_H5',
    });
    expect(xj.data.list.every((p) => p.page_type === 'PAGE_TYPE_XJ_ANDROID_APP_H5')).toBe(true);
    // Another account has pages of its own.
    const other = await read<Page>('tencentPages', { advertiser_id: w.accounts.tencent[1] ?? '' });
    const ids = new Set(official.data.list.map((p) => p.page_id));
    expect(other.data.list.some((p) => ids.has(p.page_id))).toBe(false);
  });

  it('lists brand images, targeting packages and custom audiences as the medium names them', async () => {
    const brands = await read<Brand & { image_url: string }>('tencentBrands', {
      advertiser_id: account(),
    });
    expect(brands.code, JSON.stringify(brands)).toBe(0);
    expect(brands.data.list[0]).toMatchObject({
      image_id: expect.any(String),
      name: expect.any(String),
    });
    const targetings = await read<Targeting>('tencentTargetings', { advertiser_id: account() });
    expect(targetings.data.list[0]?.targeting?.age?.length).toBeGreaterThan(0);
    const audiences = await read<Audience & { name: string; type: string }>('tencentAudiences', {
      advertiser_id: account(),
      per_page: '2',
    });
    expect(audiences.data.list).toHaveLength(2);
    expect(audiences.data.page_info.per_page).toBe(2);
    expect(audiences.data.page_info.total_number).toBeGreaterThanOrEqual(3);
  });

  it('lists the account’s conversions of the adgroup’s goal only', async () => {
    const activate = await read<{ conversion_id: number; optimization_goal: string }>(
      'tencentConversions',
      { advertiser_id: account(), optimization_goal: 'OPTIMIZATIONGOAL_APP_ACTIVATE' },
    );
    expect(activate.code, JSON.stringify(activate)).toBe(0);
    expect(activate.data.list.map((c) => c.conversion_id)).toEqual([conversionOf.get(account())]);
    const purchase = await read('tencentConversions', {
      advertiser_id: account(),
      optimization_goal: 'OPTIMIZATIONGOAL_APP_PURCHASE',
    });
    expect(purchase.data.list).toEqual([]);
    // By a part of the name, within the goal.
    const named = await read<{ conversion_id: number }>('tencentConversions', {
      advertiser_id: account(),
      optimization_goal: 'OPTIMIZATIONGOAL_APP_ACTIVATE',
      keyword: '激活转化1',
    });
    expect(named.data.list.map((c) => c.conversion_id)).toEqual([conversionOf.get(account())]);
    const none = await read('tencentConversions', {
      advertiser_id: account(),
      keyword: '无此转化',
    });
    expect(none.data.list).toEqual([]);
  });

  it('searches targeting packages by a part of the name and pages every list', async () => {
    const all = await read<Targeting>('tencentTargetings', { advertiser_id: account() });
    const last = all.data.list.at(-1);
    const named = await read<Targeting>('tencentTargetings', {
      advertiser_id: account(),
      keyword: last?.targeting_name ?? '',
    });
    expect(named.data.list.map((t) => t.targeting_name)).toContain(last?.targeting_name);
    expect(
      named.data.list.every((t) => t.targeting_name.includes(last?.targeting_name ?? '')),
    ).toBe(true);
    const first = await read<Audience>('tencentAudiences', {
      advertiser_id: account(),
      per_page: '1',
    });
    const second = await read<Audience>('tencentAudiences', {
      advertiser_id: account(),
      per_page: '1',
      page: '2',
    });
    expect(second.data.page_info.page).toBe(2);
    expect(second.data.list[0]?.audience_id).not.toBe(first.data.list[0]?.audience_id);
  });

  it('refuses bad input, an account outside the scope and a caller without the ability', async () => {
    const bad = await read('tencentPages', { advertiser_id: account(), page_type: 'PAGE_TYPE_X' });
    expect(bad.code).not.toBe(0);
    expect(JSON.stringify(bad)).toContain('落地页类型不正确');
    const goal = await read('tencentConversions', {
      advertiser_id: account(),
      optimization_goal: 'X',
    });
    expect(JSON.stringify(goal)).toContain('优化目标不正确');
    const outside = await read('tencentBrands', { advertiser_id: '123456789' });
    expect(outside.code).toBe(ERROR_CODES.ADVERTISERS_OUT_OF_SCOPE.code);
    const user = await createUser(w.t.database.db, { abilities: ['dashboard:index'] });
    const token = await w.t.login(user.username, user.password);
    const refused = await read('tencentAudiences', { advertiser_id: account() }, token);
    expect(refused.code).toBe(ERROR_CODES.ABILITY_REQUIRED.code);
  });
});

describe('Tencent pickers: creation with each account’s picks', { timeout: 240_000 }, () => {
  const fileIds = () => w.videos.map((v) => v.fid);
  const state = () => w.running.sandbox.state.tencent;

  async function submitAndRun(medium: CreationMedium, draft: unknown) {
    const answer = await w.call<CreationSubmitAnswer>(medium, 'submit', {
      config_id: randomUUID(),
      preview_data: draft,
    });
    expect(answer.code, JSON.stringify(answer)).toBe(0);
    await w.runner.drain();
    const items = await w.call<Paged<CreationItemRow>>(medium, 'taskList', {
      task_id: String(answer.data.task_id),
      per_page: '100',
    });
    return items.data.list;
  }

  it('refuses a draft where an account has no landing page, naming it', async () => {
    const accounts = w.accounts.tencent.slice(0, 2);
    const first = await picksOf(accounts[0] ?? '');
    const draft = draftFor('tencent', accounts, fileIds(), {
      creative: { page_url: '' },
      account_picks: { [accounts[0] ?? '']: { page_id: first.page_id } },
    });
    const counts = await w.call<CreationCounts>('tencent', 'count', { preview_data: draft });
    expect(counts.data.errors).toEqual([`以下账户未选择落地页：${accounts[1]}`]);
    const refused = await w.call('tencent', 'submit', {
      config_id: randomUUID(),
      preview_data: draft,
    });
    expect(refused.code).not.toBe(0);
  });

  it('creates adgroups and creatives carrying every account’s own picks (v3)', async () => {
    const accounts = w.accounts.tencent.slice(0, 2);
    const picks = await Promise.all(accounts.map((a) => picksOf(a)));
    const account_picks = Object.fromEntries(
      accounts.map((a, i) => {
        const { targeting: _t, ...pick } = picks[i] ?? ({} as never);
        return [a, pick];
      }),
    );
    const prefix = '腾讯选取';
    const list = await submitAndRun(
      'tencent',
      draftFor('tencent', accounts, fileIds().slice(0, 1), {
        ...namedAs('tencent', prefix),
        creative: { page_url: '' },
        adgroup: {
          adgroup_name: `${prefix}_组[序号]`,
          automatic_site_enabled: false,
          site_set: ['SITE_SET_WECHAT'],
          targeting: {
            gender: 'GENDER_FEMALE',
            region: { district: 'CITY', city: [32], location_type: 'HOME' },
          },
        },
        account_picks,
      }),
    );
    expect(
      list.map((i) => i.status),
      JSON.stringify(list),
    ).toEqual(['succeeded', 'succeeded']);
    for (const [i, account] of accounts.entries()) {
      const pick = picks[i];
      if (!pick) throw new Error('no picks');
      const adgroup = state()
        .adgroups.listByAdvertiser(Number(account))
        .find((a) => a.wire.adgroup_name === `${prefix}_组1`);
      expect(adgroup?.wire).toMatchObject({
        conversion_id: pick.conversion_id,
        targeting: {
          // The package's ages, the draft's gender and regions, the picked audiences.
          age: pick.targeting.targeting?.age,
          gender: ['FEMALE'],
          geo_location: { regions: [320000], location_types: ['LIVE_IN'] },
          custom_audience: pick.custom_audience,
          excluded_custom_audience: pick.excluded_custom_audience,
        },
      });
      const creative = state()
        .dynamicCreatives.listByAdvertiser(Number(account))
        .find((c) => c.parentId === adgroup?.id);
      const components = creative?.wire.creative_components as Record<
        string,
        { value: Record<string, unknown> }[]
      >;
      expect(components.jump_info?.[0]?.value).toEqual({
        page_type: 'PAGE_TYPE_OFFICIAL',
        page_spec: { official_spec: { page_id: pick.page_id } },
      });
      expect(components.brand?.[0]?.value).toEqual({
        brand_name: pick.brand_name,
        brand_image_id: pick.brand_image_id,
      });
    }
  });

  it('fails the row with the medium’s reason when a pick is another account’s', async () => {
    const [mine, theirs] = w.accounts.tencent;
    const other = await picksOf(theirs ?? '');
    const list = await submitAndRun(
      'tencent',
      draftFor('tencent', [mine ?? ''], fileIds().slice(0, 1), {
        ...namedAs('tencent', '腾讯他人落地页'),
        creative: { page_url: '' },
        account_picks: { [mine ?? '']: { page_id: other.page_id, page_name: other.page_name } },
      }),
    );
    expect(list[0]?.status).toBe('failed');
    expect(list[0]?.error_message).toContain('不是该账户的官方落地页');
  });

  it('creates v1.3 adgroups with the account’s targeting package, audiences and conversion', async () => {
    const account = w.accounts.tencent_v2[0] ?? '';
    const { targeting, ...pick } = await picksOf(account);
    const prefix = '腾讯旧版选取';
    expect(targeting.targeting?.geo_location?.regions?.length).toBeGreaterThan(0);
    const list = await submitAndRun(
      'tencent_v2',
      draftFor('tencent_v2', [account], fileIds().slice(0, 1), {
        ...namedAs('tencent_v2', prefix),
        account_picks: { [account]: pick },
      }),
    );
    expect(
      list.map((i) => i.status),
      JSON.stringify(list),
    ).toEqual(['succeeded']);
    const adgroup = state()
      .adgroups.listByAdvertiser(Number(account))
      .find((a) => a.wire.adgroup_name === `${prefix}_春节_1`);
    expect(adgroup?.wire).toMatchObject({
      conversion_id: pick.conversion_id,
      targeting: {
        age: targeting.targeting?.age,
        // 不限 in the draft keeps the package's regions.
        geo_location: targeting.targeting?.geo_location,
        custom_audience: pick.custom_audience,
        excluded_custom_audience: pick.excluded_custom_audience,
      },
    });
  });
});

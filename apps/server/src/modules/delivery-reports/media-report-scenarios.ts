import type { Db } from '../../db/client';
import { ManualClock } from '../../lib/clock';
import { createUser } from '../../test/factories';
import { createTestApp, ROOT_USER, type TestApp } from '../../test/test-app';
import { createGame } from '../media-accounts/test-fixtures';
import {
  seedAdvertiser,
  seedCreative,
  seedProject,
  seedPromotion,
  seedStat,
} from './test-fixtures';

// The Kuaishou and Tencent v3 mirrors the report tests read, as their adapters leave them
// (media/kuaishou|tencent/object-mapping.ts): codes as text, the listed object in `raw`, money in
// 分, stats on 2026-11-01/02.

export const RANGE = { report_start_date: '2026-11-01', report_end_date: '2026-11-02' };

export interface MediumScenario {
  t: TestApp;
  root: string;
  /** Holds the medium's list ability; the game of the first account only. */
  operator: string;
  /** Holds the feed abilities only. */
  feedOnly: string;
  id: Record<string, string>;
}

async function start(listAbility: string) {
  const t = await createTestApp({ clock: new ManualClock(new Date('2026-11-10T04:00:00Z')) });
  const db = t.database.db;
  const root = await t.login(ROOT_USER.username, ROOT_USER.password);
  const op = await createUser(db, { abilities: ['advertiser:list', listAbility] });
  const feed = await createUser(db, {
    abilities: ['advertiser:list', 'bytedance:v3:project:reports'],
  });
  const operator = await t.login(op.username, op.password);
  const feedOnly = await t.login(feed.username, feed.password);
  const game = await createGame(db, [op.id]);
  return { t, db, root, operator, feedOnly, game };
}

const created = new Date('2026-10-01T02:00:00Z');

function get(id: Record<string, string>, key: string): string {
  const value = id[key];
  if (value === undefined) throw new Error(`${key} is not seeded yet`);
  return value;
}

/**
 * Two accounts; campaigns C1 (type 2), C2 (type 7, 21 paging units) and C3 (the other account);
 * units U1 (自定义, 180, scenes 1 and 6), U2 (程序化, 190/92, denied), U3 (774) in C1 and U5 (2)
 * in C3; creatives CR1 (52), CR2 (42 denied) of U1 and CR3 (41) of U2.
 */
export async function kuaishouScenario(): Promise<MediumScenario> {
  const { t, db, root, operator, feedOnly, game } = await start('kuaishou:unit:reports');
  const medium = 'kuaishou' as const;
  const id: Record<string, string> = {};
  id.K1 = await seedAdvertiser(db, { medium, name: '快手账户一', gameId: game });
  id.K2 = await seedAdvertiser(db, { medium, name: '快手账户二' });
  const campaign = async (key: string, advertiser: string, type: number) => {
    id[key] = await seedProject(db, {
      medium,
      advertiserId: advertiser,
      name: `计划${key}`,
      optStatus: 'ENABLE',
      rawStatus: '4',
      status: 'delivering',
      marketingGoal: String(type),
      budgetMode: 'BUDGET_MODE_DAY',
      budget: 100000,
      mediumCreatedAt: created,
      raw: { put_status: 1, campaign_type: type },
    });
  };
  await campaign('C1', get(id, 'K1'), 2);
  await campaign('C2', get(id, 'K1'), 7);
  await campaign('C3', get(id, 'K2'), 2);
  const unit = async (
    key: string,
    campaignKey: string,
    values: { unitType: number; ocpx: number; deep?: number; scenes: number[]; status?: string },
  ) => {
    const denied = values.status === '12';
    id[key] = await seedPromotion(db, {
      medium,
      advertiserId: campaignKey === 'C3' ? get(id, 'K2') : get(id, 'K1'),
      campaignId: get(id, campaignKey),
      name: `组${key}`,
      optStatus: denied ? 'DISABLE' : 'ENABLE',
      rawStatus: values.status ?? '20',
      status: denied ? 'audit_denied' : 'delivering',
      budgetMode: 'BUDGET_MODE_DAY',
      budget: 50000,
      cpaBid: 1230,
      pricing: '10',
      convertType: String(values.ocpx),
      deepExternalAction: values.deep === undefined ? null : String(values.deep),
      mediumCreatedAt: created,
      raw: {
        put_status: denied ? 2 : 1,
        unit_type: values.unitType,
        ocpx_action_type: values.ocpx,
        scene_id: values.scenes,
        ...(denied ? { review_detail: '素材含有违规内容' } : {}),
      },
    });
  };
  await unit('U1', 'C1', { unitType: 4, ocpx: 180, scenes: [1, 6] });
  await unit('U2', 'C1', { unitType: 7, ocpx: 190, deep: 92, scenes: [24], status: '12' });
  await unit('U3', 'C1', { unitType: 4, ocpx: 774, scenes: [1] });
  await unit('U5', 'C3', { unitType: 4, ocpx: 2, scenes: [1] });
  for (let i = 1; i <= 21; i++) {
    await unit(`P${String(i).padStart(2, '0')}`, 'C2', { unitType: 4, ocpx: 739, scenes: [7] });
  }
  const creative = async (key: string, unitKey: string, rawStatus: string) => {
    id[key] = await seedCreative(db, {
      medium,
      advertiserId: get(id, 'K1'),
      campaignId: get(id, 'C1'),
      adId: get(id, unitKey),
      name: `创意${key}`,
      optStatus: 'ENABLE',
      rawStatus,
      status: rawStatus === '42' ? 'audit_denied' : rawStatus === '41' ? 'in_audit' : 'delivering',
      materialId: `photo-${key}`,
      materialType: 'video',
      mediumCreatedAt: created,
      raw: { put_status: 1, creative_material_type: 1 },
    });
  };
  await creative('CR1', 'U1', '52');
  await creative('CR2', 'U1', '42');
  await creative('CR3', 'U2', '41');

  const stat = (
    level: 'advertiser' | 'campaign' | 'ad' | 'creative',
    key: string,
    cost: number,
    parents: { campaign?: string; ad?: string } = {},
  ) =>
    seedStat(db, level, get(id, key), '2026-11-01', {
      medium,
      advertiserId: key === 'K2' || key === 'C3' || key === 'U5' ? get(id, 'K2') : get(id, 'K1'),
      campaignId: parents.campaign === undefined ? null : id[parents.campaign],
      adId: parents.ad === undefined ? null : id[parents.ad],
      cost,
      impressions: cost * 10,
      clicks: cost,
      conversions: 1,
    });
  await stat('advertiser', 'K1', 9000);
  await stat('advertiser', 'K2', 500);
  await stat('campaign', 'C1', 6000);
  await stat('campaign', 'C2', 3000);
  await stat('campaign', 'C3', 500);
  await stat('ad', 'U1', 1000, { campaign: 'C1' });
  await stat('ad', 'U2', 3000, { campaign: 'C1' });
  await stat('ad', 'U3', 2000, { campaign: 'C1' });
  await stat('ad', 'U5', 500, { campaign: 'C3' });
  await stat('creative', 'CR1', 400, { campaign: 'C1', ad: 'U1' });
  await stat('creative', 'CR2', 600, { campaign: 'C1', ad: 'U1' });
  await stat('creative', 'CR3', 3000, { campaign: 'C1', ad: 'U2' });
  return { t, root, operator, feedOnly, id };
}

/**
 * Two accounts; adgroups G1 (normal, active, activation, Android), G2 (suspended, purchase, iOS)
 * of T1 and G3 of T2 (no campaign level); dynamic creatives D1, D2 of G1 and D3 of G2.
 */
export async function tencentScenario(): Promise<MediumScenario> {
  const { t, db, root, operator, feedOnly, game } = await start('tencent:v3:adgroup:reports');
  const medium = 'tencent' as const;
  const id: Record<string, string> = {};
  id.T1 = await seedAdvertiser(db, { medium, name: '腾讯账户一', gameId: game });
  id.T2 = await seedAdvertiser(db, { medium, name: '腾讯账户二' });
  const adgroup = async (
    key: string,
    advertiser: string,
    values: { on: boolean; system: string; goal: string; platform: string },
  ) => {
    id[key] = await seedPromotion(db, {
      medium,
      advertiserId: advertiser,
      campaignId: null,
      name: `广告${key}`,
      optStatus: values.on ? 'ENABLE' : 'DISABLE',
      rawStatus: values.system,
      status: values.on ? 'delivering' : 'paused',
      budgetMode: 'BUDGET_MODE_DAY',
      budget: 80000,
      cpaBid: 2500,
      pricing: 'BID_MODE_OCPM',
      convertType: values.goal,
      platform: values.platform,
      mediumCreatedAt: created,
      raw: {
        configured_status: values.on ? 'AD_STATUS_NORMAL' : 'AD_STATUS_SUSPEND',
        system_status: values.system,
        site_set: ['SITE_SET_MOMENTS'],
      },
    });
  };
  await adgroup('G1', get(id, 'T1'), {
    on: true,
    system: 'ADGROUP_STATUS_ACTIVE',
    goal: 'OPTIMIZATIONGOAL_APP_ACTIVATE',
    platform: 'APP_ANDROID',
  });
  await adgroup('G2', get(id, 'T1'), {
    on: false,
    system: 'ADGROUP_STATUS_SUSPEND',
    goal: 'OPTIMIZATIONGOAL_APP_PURCHASE',
    platform: 'APP_IOS',
  });
  await adgroup('G3', get(id, 'T2'), {
    on: true,
    system: 'ADGROUP_STATUS_ACTIVE',
    goal: 'OPTIMIZATIONGOAL_APP_ACTIVATE',
    platform: 'APP_ANDROID',
  });
  const creative = async (key: string, adgroupKey: string, approval: string) => {
    id[key] = await seedCreative(db, {
      medium,
      advertiserId: get(id, 'T1'),
      campaignId: null,
      adId: get(id, adgroupKey),
      name: `创意${key}`,
      optStatus: 'ENABLE',
      rawStatus: approval,
      status: approval.endsWith('_DENIED') ? 'audit_denied' : 'delivering',
      materialId: `v-${key}`,
      materialType: 'video',
      mediumCreatedAt: created,
      raw: { configured_status: 'AD_STATUS_NORMAL', delivery_mode: 'DELIVERY_MODE_COMPONENT' },
    });
  };
  await creative('D1', 'G1', 'CREATIVE_SET_APPROVAL_STATUS_NORMAL');
  await creative('D2', 'G1', 'CREATIVE_SET_APPROVAL_STATUS_DENIED');
  await creative('D3', 'G2', 'CREATIVE_SET_APPROVAL_STATUS_NORMAL');
  const stat = (level: 'advertiser' | 'ad' | 'creative', key: string, cost: number, ad?: string) =>
    seedStat(db, level, get(id, key), '2026-11-02', {
      medium,
      advertiserId: key === 'T2' || key === 'G3' ? get(id, 'T2') : get(id, 'T1'),
      adId: ad === undefined ? null : id[ad],
      cost,
      impressions: cost * 20,
      clicks: cost / 10,
    });
  await stat('advertiser', 'T1', 7000);
  await stat('advertiser', 'T2', 1000);
  await stat('ad', 'G1', 2000);
  await stat('ad', 'G2', 5000);
  await stat('ad', 'G3', 1000);
  await stat('creative', 'D1', 1500, 'G1');
  await stat('creative', 'D2', 500, 'G1');
  await stat('creative', 'D3', 5000, 'G2');
  await seedLegacy(db, id);
  return { t, root, operator, feedOnly, id };
}

/**
 * The legacy levels as their sync keeps them (media/bytedance|tencent legacy-object-mapping.ts): Tencent v1.3
 * campaign LC1 with adgroups LG1 (normal) and LG2 (suspended) and ad LA1 (denied) of LG1, under
 * `tencent_v2`; Ocean Engine v2 campaign BC1 (APP) with ads BA1 (OCPM) and BA2 (CPC) and creative
 * BCR1 of BA1, under `bytedance_v2`.
 */
async function seedLegacy(db: Db, id: Record<string, string>) {
  const tx = 'tencent_v2' as const;
  const T1 = get(id, 'T1');
  const on = (yes: boolean) => ({
    optStatus: yes ? ('ENABLE' as const) : ('DISABLE' as const),
    status: yes ? ('delivering' as const) : ('paused' as const),
    raw: { configured_status: yes ? 'AD_STATUS_NORMAL' : 'AD_STATUS_SUSPEND' },
  });
  id.LC1 = await seedProject(db, { medium: tx, advertiserId: T1, name: '推广计划一', ...on(true) });
  const adgroup = async (key: string, name: string, yes: boolean, cost: number) => {
    id[key] = await seedPromotion(db, {
      medium: tx,
      advertiserId: T1,
      campaignId: get(id, 'LC1'),
      name,
      rawStatus: yes ? 'AD_STATUS_NORMAL' : 'AD_STATUS_SUSPEND',
      ...on(yes),
    });
    await seedStat(db, 'ad', get(id, key), '2026-11-01', {
      medium: tx,
      advertiserId: T1,
      campaignId: get(id, 'LC1'),
      cost,
    });
  };
  await adgroup('LG1', '旧广告一', true, 300);
  await adgroup('LG2', '旧广告二', false, 100);
  id.LA1 = await seedCreative(db, {
    medium: tx,
    advertiserId: T1,
    campaignId: get(id, 'LC1'),
    adId: get(id, 'LG1'),
    name: '旧创意一',
    rawStatus: 'AD_STATUS_DENIED',
    status: 'audit_denied',
    optStatus: 'ENABLE',
  });

  const oe = 'bytedance_v2' as const;
  const B1 = await seedAdvertiser(db, { name: '巨量账户' });
  id.BC1 = await seedProject(db, {
    medium: oe,
    advertiserId: B1,
    name: '广告组一',
    landingType: 'APP',
    rawStatus: 'CAMPAIGN_STATUS_ENABLE',
  });
  const ad = async (key: string, name: string, pricing: string) => {
    id[key] = await seedPromotion(db, {
      medium: oe,
      advertiserId: B1,
      campaignId: get(id, 'BC1'),
      name,
      pricing,
      rawStatus: 'AD_STATUS_DELIVERY_OK',
    });
  };
  await ad('BA1', '计划一', 'PRICING_OCPM');
  await ad('BA2', '计划二', 'PRICING_CPC');
  id.BCR1 = await seedCreative(db, {
    medium: oe,
    advertiserId: B1,
    campaignId: get(id, 'BC1'),
    adId: get(id, 'BA1'),
    name: '创意一',
    rawStatus: 'CREATIVE_STATUS_DELIVERY_OK',
  });
}

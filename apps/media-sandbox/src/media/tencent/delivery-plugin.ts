import { isUnrestrictedSchedule, type tencent } from '@toufang/media-wire';
import type { Pricing } from '../../sim/model';
import type { LevelSettings } from '../../sim/model';
import type { MaterializedIds, MediumSimPlugin } from '../../sim/plugin';
import { parseDayKey } from '../../sim/time';
import type { TencentAdgroupRecord, TencentCampaignRecord } from '../../state/records';
import type { SandboxState } from '../../state/state';
import { adgroupWire, campaignWire, creativeWires } from './seeded-objects';

// Tencent on the delivery engine (reference §3.5, §3.6, §3.9): v3 has no level 1 — an adgroup
// has a budget, bid and schedule of its own, a dynamic creative is level 3. Level 1 is the legacy
// v1.x campaign (§3.9), which v3 reads do not show: seeded adgroups belong to one, adgroups added
// through v3 to none; a legacy campaign's switch and daily budget hold its adgroups back. Review runs on the adgroup through its creatives: adding or changing a creative
// submits the adgroup (creative-routes.ts), whose verdict the creative then shows.

/**
 * The bid modes the engine simulates; the others the SDK lists (CPA, CPS, CPT, CPO, OCPA,
 * YUNXUAN_CPS) are accepted and deliver as OCPM, the medium's default.
 */
export const BID_MODE_PRICING: Partial<Record<tencent.BidMode, Pricing>> = {
  BID_MODE_OCPM: 'OCPM',
  BID_MODE_OCPC: 'OCPC',
  BID_MODE_CPM: 'CPM',
  BID_MODE_CPC: 'CPC',
};

/** Tencent's "let the system bid" smart bid type; SMART_BID_TYPE_CUSTOM bids `bid_amount`. */
export const SMART_BID_SYSTEMATIC = 'SMART_BID_TYPE_SYSTEMATIC';

export function campaignSettings(record: Readonly<TencentCampaignRecord>): LevelSettings {
  const w = record.wire;
  return {
    enabled: w.configured_status === 'AD_STATUS_NORMAL',
    deleted: record.sim?.deletedAt !== undefined,
    budget: w.daily_budget > 0 ? { mode: 'daily', fen: w.daily_budget } : null,
    schedule: null,
    bid: null,
  };
}

export function adgroupSettings(record: Readonly<TencentAdgroupRecord>): LevelSettings {
  const w = record.wire;
  return {
    enabled: w.configured_status === 'AD_STATUS_NORMAL',
    deleted: record.sim?.deletedAt !== undefined,
    budget: w.daily_budget > 0 ? { mode: 'daily', fen: w.daily_budget } : null,
    schedule: {
      startDay: parseDayKey(w.begin_date),
      endDay: w.end_date ? parseDayKey(w.end_date) : null,
      mask: isUnrestrictedSchedule(w.time_series) ? null : w.time_series,
    },
    bid: {
      pricing: BID_MODE_PRICING[w.bid_mode ?? 'BID_MODE_OCPM'] ?? 'OCPM',
      smart: w.smart_bid_type === SMART_BID_SYSTEMATIC,
      bidFen: w.bid_amount,
      deepBidFen: w.deep_conversion_behavior_bid ?? 0,
      roiGoal: w.deep_conversion_worth_rate ?? 0,
    },
  };
}

export const tencentPlugin: MediumSimPlugin = {
  medium: 'tencent',
  level1: (state: SandboxState) => state.tencent.campaigns,
  level2: (state: SandboxState) => state.tencent.adgroups,
  settings1: (record) => campaignSettings(record as TencentCampaignRecord),
  settings2: (record) => adgroupSettings(record as TencentAdgroupRecord),
  // The reviewable parts are the adgroup's dynamic creatives, kept in their own collection; a
  // denial names the adgroup as a whole and shows on the creatives submitted with it.
  elements: () => [],
  materialize({ state, advertiser, blueprint, random }) {
    const made: MaterializedIds = { level1: [], level2: [] };
    const game = advertiser.name.split('-')[0] ?? advertiser.name;
    for (const parent of blueprint.level1) {
      const campaignId = state.nextId('tencent.campaign');
      state.tencent.campaigns.insert({
        id: campaignId,
        advertiserId: advertiser.id,
        parentId: null,
        createdAt: parent.createdAt,
        updatedAt: parent.createdAt,
        wire: campaignWire(campaignId, advertiser, game, parent),
      });
      made.level1.push({ blueprint: parent, id: campaignId });
      for (const b of parent.children) {
        const id = state.nextId('tencent.adgroup');
        state.tencent.adgroups.insert({
          id,
          advertiserId: advertiser.id,
          parentId: campaignId,
          createdAt: b.createdAt,
          updatedAt: b.createdAt,
          wire: adgroupWire(id, advertiser, game, parent, b, random),
        });
        made.level2.push({ blueprint: b, id });
        for (const wire of creativeWires(state, id, advertiser, game, b, random)) {
          state.tencent.dynamicCreatives.insert({
            id: wire.dynamic_creative_id,
            advertiserId: advertiser.id,
            parentId: id,
            createdAt: b.createdAt,
            updatedAt: b.createdAt,
            wire,
          });
        }
      }
    }
    return made;
  },
};

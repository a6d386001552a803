import {
  hourToHalfHourMask,
  isUnrestrictedSchedule,
  liToFen,
  type kuaishou,
} from '@toufang/media-wire';
import type { BidSetting, Element, LevelSettings, Pricing } from '../../sim/model';
import type { MaterializedIds, MediumSimPlugin } from '../../sim/plugin';
import { parseDayKey } from '../../sim/time';
import type {
  KuaishouCampaignRecord,
  KuaishouUnitRecord,
  KuaishouUnitWire,
} from '../../state/records';
import type { SandboxState } from '../../state/state';
import { seedCampaign } from './seeded-objects';

// Kuaishou on the delivery engine: campaign = level 1, unit = level 2, creative = level 3
// (reference §2.7). The campaign carries the switch and a day budget; bid, bid type, dates and
// the 168-hour schedule live on the unit. Money on the wire is 厘, in the engine 分.

const PRICING: Record<kuaishou.UnitBidType, Pricing> = {
  1: 'CPM',
  2: 'CPC',
  6: 'OCPC',
  10: 'OCPM',
  // eCPC is charged per click.
  20: 'CPC',
};

const fen = (li: number | undefined): number => (li ? liToFen(li, 'half-up') : 0);

export function campaignSettings(record: Readonly<KuaishouCampaignRecord>): LevelSettings {
  const wire = record.wire;
  return {
    enabled: wire.put_status === 1,
    deleted: wire.put_status === 3 || record.sim?.deletedAt !== undefined,
    budget: wire.day_budget > 0 ? { mode: 'daily', fen: fen(wire.day_budget) } : null,
    schedule: null,
    bid: null,
  };
}

/** Only an all-1 Kuaishou schedule means "all day"; empty means not set (reference §2.7). */
export function unitMask(schedule: string | undefined): string | null {
  if (!schedule || isUnrestrictedSchedule(schedule)) return null;
  return hourToHalfHourMask(schedule);
}

export function unitSettings(
  record: Readonly<KuaishouUnitRecord>,
  campaign: Readonly<KuaishouCampaignRecord> | undefined,
): LevelSettings {
  const wire = record.wire;
  const pricing = PRICING[wire.bid_type];
  const bid: BidSetting = {
    pricing,
    smart: campaign?.wire.bid_type === 1,
    bidFen: pricing === 'CPC' || pricing === 'CPM' ? fen(wire.bid) : fen(wire.cpa_bid),
    deepBidFen: fen(wire.deep_conversion_bid),
    roiGoal: wire.roi_ratio ?? 0,
  };
  return {
    enabled: wire.put_status === 1,
    deleted: wire.put_status === 3 || record.sim?.deletedAt !== undefined,
    budget: wire.day_budget ? { mode: 'daily', fen: fen(wire.day_budget) } : null,
    schedule: {
      startDay: wire.begin_time ? parseDayKey(wire.begin_time) : null,
      endDay: wire.end_time ? parseDayKey(wire.end_time) : null,
      mask: unitMask(wire.schedule_time),
    },
    bid,
  };
}

/** A unit is reviewed as a whole (its landing page); creatives are reviewed on their own. */
export function unitElements(wire: KuaishouUnitWire): Element[] {
  return wire.url ? [{ kind: 'url', item: wire.url }] : [];
}

export const kuaishouPlugin: MediumSimPlugin = {
  medium: 'kuaishou',
  level1: (state: SandboxState) => state.kuaishou.campaigns,
  level2: (state: SandboxState) => state.kuaishou.units,
  settings1: (record) => campaignSettings(record as KuaishouCampaignRecord),
  settings2: (record, parent) =>
    unitSettings(record as KuaishouUnitRecord, parent as KuaishouCampaignRecord | undefined),
  elements: (record) => unitElements((record as KuaishouUnitRecord).wire),
  materialize(input): MaterializedIds {
    return seedCampaign(input);
  },
};

import type { Published, tencent } from '@toufang/media-wire';
import { auditPhase } from '../../sim/audit';
import type { Level2State } from '../../sim/model';
import { dayFirstHour, hourOf, localDay } from '../../sim/time';
import type {
  TencentAdgroupRecord,
  TencentCampaignRecord,
  TencentDynamicCreativeRecord,
} from '../../state/records';
import type { SandboxState } from '../../state/state';
import { componentValue } from './creative-review';
import type { TencentView } from './object-views';
import { reasonText } from './review-text';

// The legacy v1.x objects (reference §3.9) as the API answers them, read from the same world as
// v3: a campaign is the adgroups' level-1 parent, a legacy adgroup is an adgroup that belongs to a
// campaign, an ad is one of its dynamic creatives and that ad's adcreative its content
// (ad_id = adcreative_id = dynamic_creative_id, is_dynamic_creative true). Delivery state of an
// adgroup is `status` (CalcStatus); review states are `system_status`.

const CALC_STATUS: Record<Level2State, tencent.LegacyCalcStatus> = {
  deleted: 'STATUS_DELETED',
  auditPending: 'STATUS_PENDING',
  // An approved adgroup keeps delivering its approved creatives while a changed one is reviewed.
  reauditPending: 'STATUS_PART_ACTIVE',
  auditDenied: 'STATUS_DENIED',
  paused: 'STATUS_SUSPEND',
  parentDeleted: 'STATUS_DELETED',
  parentPaused: 'STATUS_ACTIVE_CAMPAIGN_SUSPEND',
  ended: 'STATUS_STOP',
  notStarted: 'STATUS_READY',
  outOfSchedule: 'STATUS_READY',
  noBalance: 'STATUS_ACTIVE_ACCOUNT_EMPTY',
  accountBudgetExhausted: 'STATUS_ACTIVE_ACCOUNT_LIMIT',
  parentBudgetExhausted: 'STATUS_ACTIVE_CAMPAIGN_LIMIT',
  budgetExhausted: 'STATUS_ACTIVE_AD_LIMIT',
  delivering: 'STATUS_ACTIVE',
};

const AD_REVIEW: Record<tencent.CreativeSetApprovalStatus, tencent.LegacyAdSystemStatus> = {
  CREATIVE_SET_APPROVAL_STATUS_UNKNOWN: 'AD_STATUS_INVALID',
  CREATIVE_SET_APPROVAL_STATUS_PENDING: 'AD_STATUS_PENDING',
  CREATIVE_SET_APPROVAL_STATUS_NORMAL: 'AD_STATUS_NORMAL',
  CREATIVE_SET_APPROVAL_STATUS_DENIED: 'AD_STATUS_DENIED',
  CREATIVE_SET_APPROVAL_STATUS_PARTIAL_NORMAL: 'AD_STATUS_PARTIALLY_NORMAL',
};

const unix = (ms: number): number => Math.floor(ms / 1000);

type LegacyCampaign = Published<tencent.LegacyCampaign>;
type LegacyAdgroup = Published<tencent.LegacyAdgroup>;
type LegacyAd = Published<tencent.LegacyAd>;
type Adcreative = Published<tencent.Adcreative>;

export class LegacyView {
  constructor(
    private readonly view: TencentView,
    private readonly state: SandboxState,
    private readonly now: number,
  ) {}

  campaign(record: Readonly<TencentCampaignRecord>): LegacyCampaign {
    const reached = this.view.status.level1State(record) === 'budgetExhausted';
    return {
      ...record.wire,
      budget_reach_date: reached ? unix(dayFirstHour(localDay(hourOf(this.now))) * 3_600_000) : 0,
      last_modified_time: unix(record.updatedAt),
      is_deleted: record.sim?.deletedAt !== undefined,
    };
  }

  /** A legacy adgroup, or null for one added through v3 (it belongs to no campaign). */
  adgroup(record: Readonly<TencentAdgroupRecord>): LegacyAdgroup | null {
    if (record.parentId === null) return null;
    const a = this.view.adgroup(record);
    const state = this.view.status.level2State(record);
    const empty =
      state !== 'deleted' && state !== 'paused' && this.view.liveCreatives(record.id).length === 0;
    return {
      campaign_id: record.parentId,
      adgroup_id: a.adgroup_id,
      adgroup_name: a.adgroup_name,
      ...(a.site_set ? { site_set: a.site_set } : {}),
      ...(a.optimization_goal ? { optimization_goal: a.optimization_goal } : {}),
      billing_event:
        a.bid_mode === 'BID_MODE_CPC' ? 'BILLINGEVENT_CLICK' : 'BILLINGEVENT_IMPRESSION',
      bid_amount: a.bid_amount,
      daily_budget: a.daily_budget,
      begin_date: a.begin_date,
      end_date: a.end_date,
      time_series: a.time_series,
      ...(a.targeting
        ? {
            targeting: {
              ...(a.targeting.age ? { age: a.targeting.age } : {}),
              ...(a.targeting.gender ? { gender: a.targeting.gender } : {}),
              ...(a.targeting.geo_location ? { geo_location: a.targeting.geo_location } : {}),
            },
          }
        : {}),
      configured_status: a.configured_status,
      system_status: this.adgroupReview(record),
      status: empty ? 'STATUS_PREPARE' : CALC_STATUS[state],
      ...(a.bid_mode ? { bid_mode: a.bid_mode } : {}),
      ...(a.smart_bid_type ? { smart_bid_type: a.smart_bid_type } : {}),
      created_time: a.created_time,
      last_modified_time: a.last_modified_time,
      is_deleted: a.is_deleted,
    };
  }

  /** An ad of a legacy adgroup, or null. */
  ad(record: Readonly<TencentDynamicCreativeRecord>): LegacyAd | null {
    const adgroup = this.state.tencent.adgroups.find(record.wire.adgroup_id);
    if (!adgroup || adgroup.parentId === null) return null;
    const c = this.view.creative(record);
    const reasons = this.rejectMessage(record);
    return {
      campaign_id: adgroup.parentId,
      adgroup_id: adgroup.id,
      ad_id: record.id,
      ad_name: c.dynamic_creative_name,
      adcreative_id: record.id,
      configured_status: c.configured_status,
      system_status: c.is_deleted
        ? 'AD_STATUS_DELETED'
        : AD_REVIEW[c.creative_set_approval_status ?? 'CREATIVE_SET_APPROVAL_STATUS_NORMAL'],
      ...(reasons ? { reject_message: reasons } : {}),
      is_dynamic_creative: true,
      created_time: c.created_time,
      last_modified_time: c.last_modified_time,
      is_deleted: c.is_deleted,
    };
  }

  /** The adcreative of an ad of a legacy adgroup, or null. */
  adcreative(record: Readonly<TencentDynamicCreativeRecord>): Adcreative | null {
    const adgroup = this.state.tencent.adgroups.find(record.wire.adgroup_id);
    if (!adgroup || adgroup.parentId === null) return null;
    const campaign = this.state.tencent.campaigns.find(adgroup.parentId);
    const c = this.view.creative(record);
    const first = (key: string): string | undefined => {
      const item = (c.creative_components as Record<string, tencent.Component[] | undefined>)[
        key
      ]?.[0];
      return item ? componentValue(key, item.value) : undefined;
    };
    const elements: Record<string, string | string[]> = {};
    for (const key of ['title', 'description', 'image', 'video']) {
      const value = first(key);
      if (value !== undefined) elements[key] = value;
    }
    // A 组图: its images' ids in order.
    const list = (c.creative_components.image_list?.[0]?.value as { list?: unknown } | undefined)
      ?.list;
    if (Array.isArray(list)) {
      elements.image_list = list.map((item) => String((item as { image_id?: unknown }).image_id));
    }
    return {
      campaign_id: adgroup.parentId,
      adcreative_id: record.id,
      adcreative_name: c.dynamic_creative_name,
      ...(c.creative_template_id === undefined
        ? {}
        : { adcreative_template_id: c.creative_template_id }),
      adcreative_elements: elements,
      ...(adgroup.wire.site_set ? { site_set: adgroup.wire.site_set } : {}),
      ...(campaign?.wire.promoted_object_type
        ? { promoted_object_type: campaign.wire.promoted_object_type }
        : {}),
      is_dynamic_creative: true,
      created_time: c.created_time,
      last_modified_time: c.last_modified_time,
      is_deleted: c.is_deleted,
    };
  }

  private adgroupReview(record: Readonly<TencentAdgroupRecord>): tencent.LegacyAdgroupSystemStatus {
    if (record.sim?.deletedAt !== undefined) return 'AD_GROUP_STATUS_DELETED';
    const audit = record.sim?.audit;
    switch (auditPhase(audit, this.now)) {
      case 'pending':
        return audit?.deliveredBefore
          ? 'AD_GROUP_STATUS_PARTIALLY_PENDING'
          : 'AD_GROUP_STATUS_PENDING';
      case 'deny':
        return 'AD_GROUP_STATUS_DENIED';
      case 'pass':
        return 'AD_GROUP_STATUS_NORMAL';
    }
  }

  /** The reasons of a denied (or partly denied) ad, as one message. */
  private rejectMessage(record: Readonly<TencentDynamicCreativeRecord>): string | undefined {
    const audit = this.view.creativeAudit(record);
    if (!audit || auditPhase(audit, this.now) !== 'deny') return undefined;
    const texts = audit.rejects.map(reasonText);
    return texts.length > 0 ? [...new Set(texts)].join('；') : undefined;
  }
}

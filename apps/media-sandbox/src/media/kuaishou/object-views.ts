import type { kuaishou } from '@toufang/media-wire';
import { formatDateTime } from '../../clock';
import { auditPhase } from '../../sim/audit';
import type { Level1State, Level2State } from '../../sim/model';
import { StatusView } from '../../sim/status';
import type { DeliveryWorld } from '../../sim/world';
import type {
  AdvertiserRecord,
  KuaishouCampaignRecord,
  KuaishouCampaignWire,
  KuaishouCreativeRecord,
  KuaishouCreativeWire,
  KuaishouUnitRecord,
  KuaishouUnitWire,
} from '../../state/records';
import type { SandboxState } from '../../state/state';
import { reviewDetail } from './creative-review';

// Kuaishou objects as the API answers them: the stored wire plus the numeric `status` derived from
// switch, review, dates, schedule, balance and budgets (reference §2.7), `review_detail` of a
// denied review, and create/update times from the record (a verdict counts as an update).

const CAMPAIGN_STATUS: Record<Level1State, kuaishou.CampaignStatus> = {
  deleted: 5,
  paused: 1,
  // A campaign has no dates or schedule of its own; its units say why they wait.
  ended: 4,
  notStarted: 4,
  outOfSchedule: 4,
  budgetExhausted: 3,
  delivering: 4,
};

// Kuaishou has no deleted unit status: put_status 3 says it. The account's daily budget has no
// code of its own either; 3 计划超预算 is the nearest "a budget above the unit ran out".
const UNIT_STATUS: Record<Level2State, kuaishou.UnitStatus> = {
  deleted: 15,
  auditPending: 11,
  reauditPending: 11,
  auditDenied: 12,
  paused: 15,
  parentDeleted: 1,
  parentPaused: 1,
  ended: 14,
  notStarted: 19,
  outOfSchedule: 22,
  noBalance: 6,
  accountBudgetExhausted: 3,
  parentBudgetExhausted: 3,
  budgetExhausted: 17,
  delivering: 20,
};

const CREATIVE_STATUS: Record<Level2State, kuaishou.CreativeStatus> = {
  deleted: 40,
  auditPending: 11,
  reauditPending: 11,
  auditDenied: 12,
  paused: 15,
  parentDeleted: 1,
  parentPaused: 1,
  ended: 14,
  notStarted: 19,
  // The creative vocabulary has no out-of-schedule code; the unit's status 22 carries it.
  outOfSchedule: 52,
  noBalance: 6,
  accountBudgetExhausted: 3,
  parentBudgetExhausted: 3,
  budgetExhausted: 17,
  delivering: 52,
};

const times = (record: { createdAt: number; updatedAt: number }, verdictAt?: number) => ({
  create_time: formatDateTime(record.createdAt),
  update_time: formatDateTime(Math.max(record.updatedAt, verdictAt ?? 0)),
});

/** Derives statuses for one advertiser's objects; call `world.touch()` first. */
export class KuaishouViews {
  private readonly status: StatusView;
  private readonly units = new Map<number, Readonly<KuaishouUnitRecord>>();

  constructor(
    world: DeliveryWorld,
    state: SandboxState,
    private readonly advertiser: Readonly<AdvertiserRecord>,
    private readonly now: number,
  ) {
    const campaigns = state.kuaishou.campaigns.listByAdvertiser(advertiser.id);
    const units = state.kuaishou.units.listByAdvertiser(advertiser.id);
    for (const unit of units) this.units.set(unit.id, unit);
    this.status = new StatusView(world, advertiser, now, campaigns, units);
  }

  /** Today's spend of a campaign's units, in 厘. */
  campaignSpentToday(id: number): number {
    return this.status.parentSpentToday(id) * 10;
  }

  /** Today's spend of the account, in 厘. */
  accountSpentToday(): number {
    return this.status.accountSpentToday() * 10;
  }

  /** Today's spend of a unit, in 厘. */
  unitSpentToday(id: number): number {
    return this.status.spentToday(id) * 10;
  }

  campaign(record: Readonly<KuaishouCampaignRecord>): KuaishouCampaignWire {
    let status = CAMPAIGN_STATUS[this.status.level1State(record)];
    if (status === 4 && this.advertiser.balance <= 0) status = 6;
    return { ...record.wire, status, ...times(record) };
  }

  unit(record: Readonly<KuaishouUnitRecord>): KuaishouUnitWire {
    const audit = record.sim?.audit;
    const detail = reviewDetail(audit, this.now);
    const verdictAt = audit && auditPhase(audit, this.now) !== 'pending' ? audit.dueAt : 0;
    const { review_detail: _old, ...wire } = record.wire;
    return {
      ...wire,
      status: UNIT_STATUS[this.status.level2State(record)],
      ...(detail ? { review_detail: detail } : {}),
      ...times(record, verdictAt),
    };
  }

  creative(record: Readonly<KuaishouCreativeRecord>): KuaishouCreativeWire {
    const audit = record.sim?.audit;
    const phase = auditPhase(audit, this.now);
    const verdictAt = audit && phase !== 'pending' ? audit.dueAt : 0;
    const { review_detail: _old, ...wire } = record.wire;
    const unit = this.units.get(record.parentId ?? 0);
    const unitState = unit ? this.status.level2State(unit) : 'parentDeleted';
    let status: kuaishou.CreativeStatus;
    if (wire.put_status === 3 || record.sim?.deletedAt !== undefined) status = 40;
    else if (unitState === 'deleted') status = 40;
    else if (phase === 'pending') status = 41;
    else if (phase === 'deny') status = 42;
    else if (wire.put_status === 2) status = 46;
    else status = CREATIVE_STATUS[unitState];
    const detail = reviewDetail(audit, this.now);
    return {
      ...wire,
      status,
      ...(detail ? { review_detail: detail } : {}),
      ...times(record, verdictAt),
    };
  }
}

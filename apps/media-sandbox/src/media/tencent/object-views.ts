import type { tencent } from '@toufang/media-wire';
import type { AuditState, Level2State } from '../../sim/model';
import { StatusView } from '../../sim/status';
import type { DeliveryWorld } from '../../sim/world';
import type {
  AdvertiserRecord,
  TencentAdgroupRecord,
  TencentAdgroupWire,
  TencentDynamicCreativeRecord,
  TencentDynamicCreativeWire,
} from '../../state/records';
import type { SandboxState } from '../../state/state';
import { approvalStatus, derivedAudit } from './creative-review';

// Tencent objects as the API answers them: stored wire fields plus what is derived at read time —
// the adgroup's system_status (reference §3.5 CalcAdGroupStatus), a creative's
// creative_set_approval_status (its reasons: review-results-routes.ts), is_deleted and
// last_modified_time (a verdict counts as a modification).

const SYSTEM_STATUS: Record<Level2State, tencent.AdgroupSystemStatus> = {
  deleted: 'ADGROUP_STATUS_DELETED',
  auditPending: 'ADGROUP_STATUS_CREATIVE_STATUS_PENDING',
  // An approved adgroup keeps delivering its approved creatives while a changed one is reviewed.
  reauditPending: 'ADGROUP_STATUS_PARTIAL_ACTIVE',
  // No creative may deliver; the reasons are the creatives' review results.
  auditDenied: 'ADGROUP_STATUS_STOP',
  paused: 'ADGROUP_STATUS_SUSPEND',
  parentDeleted: 'ADGROUP_STATUS_DELETED',
  parentPaused: 'ADGROUP_STATUS_SUSPEND',
  ended: 'ADGROUP_STATUS_NOT_IN_DELIVERY_TIME',
  notStarted: 'ADGROUP_STATUS_NOT_IN_DELIVERY_TIME',
  outOfSchedule: 'ADGROUP_STATUS_NOT_IN_DELIVERY_TIME',
  noBalance: 'ADGROUP_STATUS_ACCOUNT_BALANCE_NOT_ENOUGH',
  accountBudgetExhausted: 'ADGROUP_STATUS_DAILY_BUDGET_REACHED',
  parentBudgetExhausted: 'ADGROUP_STATUS_DAILY_BUDGET_REACHED',
  budgetExhausted: 'ADGROUP_STATUS_DAILY_BUDGET_REACHED',
  delivering: 'ADGROUP_STATUS_ACTIVE',
};

const unix = (ms: number): number => Math.floor(ms / 1000);

/** An adgroup without creatives waits for one: review is pending until a creative is added. */
export function awaitingCreative(at: number): AuditState {
  return {
    kind: 'create',
    round: 0,
    submittedAt: at,
    dueAt: Number.MAX_SAFE_INTEGER,
    outcome: 'pass',
    rejects: [],
    deliveredBefore: false,
  };
}

/**
 * The review a creative shows: its own submission, else (seeded creatives) one drawn for it from
 * its adgroup's submission.
 */
export function creativeAudit(
  seed: number,
  creative: Readonly<TencentDynamicCreativeRecord>,
  adgroup: Readonly<TencentAdgroupRecord> | undefined,
): AuditState | undefined {
  if (creative.sim?.audit) return creative.sim.audit;
  const adgroupAudit = adgroup?.sim?.audit;
  return adgroupAudit
    ? derivedAudit(seed, creative.id, creative.wire.creative_components, adgroupAudit)
    : undefined;
}

/** One advertiser's Tencent objects as of `now` (touches the advertiser first). */
export class TencentView {
  readonly status: StatusView;

  constructor(
    private readonly world: DeliveryWorld,
    private readonly state: SandboxState,
    readonly advertiser: Readonly<AdvertiserRecord>,
    private readonly now: number,
  ) {
    world.touch(advertiser.id, now);
    this.status = new StatusView(
      world,
      advertiser,
      now,
      state.tencent.campaigns.listByAdvertiser(advertiser.id),
      state.tencent.adgroups.listByAdvertiser(advertiser.id),
    );
  }

  liveCreatives(adgroupId: number): Readonly<TencentDynamicCreativeRecord>[] {
    return this.state.tencent.dynamicCreatives
      .listByParent(adgroupId)
      .filter((c) => c.sim?.deletedAt === undefined);
  }

  adgroup(record: Readonly<TencentAdgroupRecord>): TencentAdgroupWire {
    const state = this.status.level2State(record);
    const empty =
      state !== 'deleted' && state !== 'paused' && this.liveCreatives(record.id).length === 0;
    return {
      ...record.wire,
      system_status: empty ? 'ADGROUP_STATUS_CREATIVE_EMPTY' : SYSTEM_STATUS[state],
      last_modified_time: unix(this.modifiedAt(record, record.sim?.audit)),
      is_deleted: record.sim?.deletedAt !== undefined,
    };
  }

  /** The review a creative shows now (see `creativeAudit`). */
  creativeAudit(record: Readonly<TencentDynamicCreativeRecord>): AuditState | undefined {
    const adgroup = this.state.tencent.adgroups.find(record.wire.adgroup_id);
    return creativeAudit(this.world.seed, record, adgroup);
  }

  creative(record: Readonly<TencentDynamicCreativeRecord>): TencentDynamicCreativeWire {
    const audit = this.creativeAudit(record);
    const components = record.wire.creative_components;
    return {
      ...record.wire,
      creative_set_approval_status: approvalStatus(audit, components, this.now),
      last_modified_time: unix(this.modifiedAt(record, audit)),
      is_deleted: record.sim?.deletedAt !== undefined,
    };
  }

  private modifiedAt(record: { updatedAt: number }, audit: AuditState | undefined): number {
    const verdictAt = audit && audit.dueAt <= this.now ? audit.dueAt : 0;
    return Math.max(record.updatedAt, verdictAt);
  }
}

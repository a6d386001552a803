import { bigintId } from '../../state/collection';
import type { Published, oceanengine } from '@toufang/media-wire';
import { formatDateTime } from '../../clock';
import type { Level1State, Level2State } from '../../sim/model';
import { StatusView } from '../../sim/status';
import type { DeliveryWorld } from '../../sim/world';
import type {
  AdvertiserRecord,
  OceanEngineProjectRecord,
  OceanEnginePromotionRecord,
} from '../../state/records';
import type { SandboxState } from '../../state/state';

// Ocean Engine objects as the API answers them: the stored wire fields plus what is derived at
// read time — status / status_first / status_second (reference §1.7, §1.8), material statuses,
// create and modify times. A review verdict counts as a modification, so incremental syncs by
// modify time see it.

type ProjectDerived = Pick<
  Published<oceanengine.Project>,
  'status' | 'status_first' | 'status_second'
>;

const PROJECT_STATUS: Record<Level1State, ProjectDerived> = {
  deleted: { status: 'PROJECT_STATUS_DELETE', status_first: 'PROJECT_STATUS_DELETE' },
  paused: d('PROJECT_STATUS_DISABLE', 'PROJECT_STATUS_STOP'),
  ended: { status: 'PROJECT_STATUS_DONE', status_first: 'PROJECT_STATUS_DONE' },
  notStarted: d('PROJECT_STATUS_NOT_START', 'PROJECT_STATUS_NOT_START'),
  outOfSchedule: d('PROJECT_STATUS_NO_SCHEDULE', 'PROJECT_STATUS_NO_SCHEDULE'),
  budgetExhausted: d('PROJECT_STATUS_BUDGET_EXCEED', 'PROJECT_STATUS_BUDGET_EXCEED'),
  delivering: { status: 'PROJECT_STATUS_ENABLE', status_first: 'PROJECT_STATUS_ENABLE' },
};

function d(
  status: oceanengine.ProjectStatus,
  second: oceanengine.ProjectStatusSecond,
): ProjectDerived {
  return { status, status_first: 'PROJECT_STATUS_DISABLE', status_second: [second] };
}

const PROMOTION_STATUS: Record<
  Level2State,
  [
    oceanengine.PromotionStatus,
    oceanengine.PromotionStatusSecond | null,
    oceanengine.MaterialStatus,
  ]
> = {
  deleted: ['DELETED', null, 'MATERIAL_STATUS_DELETE'],
  auditPending: ['AUDIT', 'AUDIT', 'MATERIAL_STATUS_AUDIT'],
  reauditPending: ['REAUDIT', 'REAUDIT', 'MATERIAL_STATUS_REAUDIT'],
  auditDenied: ['AUDIT_DENY', 'AUDIT_DENY', 'MATERIAL_STATUS_OK'],
  paused: ['DISABLED', 'DISABLED', 'MATERIAL_STATUS_PROMOTION_DISABLE'],
  parentDeleted: ['PROJECT_DISABLED', 'PROJECT_DISABLED', 'MATERIAL_STATUS_PROJECT_DISABLE'],
  parentPaused: ['PROJECT_DISABLED', 'PROJECT_DISABLED', 'MATERIAL_STATUS_PROJECT_DISABLE'],
  ended: ['TIME_DONE', null, 'MATERIAL_STATUS_TIME_DONE'],
  notStarted: ['TIME_NO_REACH', 'TIME_NO_REACH', 'MATERIAL_STATUS_TIME_NO_REACH'],
  outOfSchedule: ['NO_SCHEDULE', 'NO_SCHEDULE', 'MATERIAL_STATUS_NO_SCHEDULE'],
  noBalance: ['OFFLINE_BALANCE', 'OFFLINE_BALANCE', 'MATERIAL_STATUS_OFFLINE_BALANCE'],
  accountBudgetExhausted: [
    'ADVERTISER_OFFLINE_BUDGET',
    'BALANCE_OFFLINE_BUDGET',
    'MATERIAL_STATUS_OFFLINE_BUDGET',
  ],
  parentBudgetExhausted: [
    'PROJECT_OFFLINE_BUDGET',
    'PROJECT_OFFLINE_BUDGET',
    'MATERIAL_STATUS_PROJECT_OFFLINE_BUDGET',
  ],
  budgetExhausted: ['OFFLINE_BUDGET', 'PROMOTION_OFFLINE_BUDGET', 'MATERIAL_STATUS_OFFLINE_BUDGET'],
  delivering: ['OK', null, 'MATERIAL_STATUS_OK'],
};

/** A material list with the removed files after the live ones; absent when both are empty. */
function listed<T>(live: T[] | undefined, removed: T[]): T[] | undefined {
  return removed.length === 0 ? live : [...(live ?? []), ...removed];
}

/** One advertiser's objects as of `now` (touches the advertiser first). */
export class OceanEngineView {
  readonly status: StatusView;

  constructor(
    private readonly world: DeliveryWorld,
    private readonly state: SandboxState,
    readonly advertiser: Readonly<AdvertiserRecord>,
    private readonly now: number,
  ) {
    world.touch(advertiser.id, now);
    const fresh = state.oceanengine.advertisers.get(advertiser.id);
    this.status = new StatusView(
      world,
      fresh,
      now,
      state.oceanengine.projects.listByAdvertiser(advertiser.id),
      state.oceanengine.promotions.listByAdvertiser(advertiser.id),
    );
  }

  project(record: Readonly<OceanEngineProjectRecord>): Published<oceanengine.Project> {
    return {
      ...record.wire,
      ...PROJECT_STATUS[this.status.level1State(record)],
      project_create_time: formatDateTime(record.createdAt),
      project_modify_time: formatDateTime(record.updatedAt),
    };
  }

  promotionState(record: Readonly<OceanEnginePromotionRecord>): Level2State {
    return this.status.level2State(record);
  }

  promotion(record: Readonly<OceanEnginePromotionRecord>): Published<oceanengine.Promotion> {
    const state = this.promotionState(record);
    const [status, second, materialStatus] = PROMOTION_STATUS[state];
    const audit = record.sim?.audit;
    const rejected = new Set(
      state === 'auditDenied'
        ? (audit?.rejects ?? []).flatMap((r) =>
            r.element?.materialId ? [bigintId(r.element.materialId)] : [],
          )
        : [],
    );
    const disabled = new Set(record.sim?.disabledMaterials ?? []);
    const statusOf = (materialId: bigint | undefined): oceanengine.MaterialStatus =>
      materialId !== undefined && rejected.has(materialId)
        ? 'MATERIAL_STATUS_OFFLINE_AUDIT'
        : materialId !== undefined && disabled.has(materialId) && state !== 'deleted'
          ? 'MATERIAL_STATUS_DISABLE'
          : materialStatus;
    const m = record.wire.promotion_materials;
    // Files an update took out stay listed, deleted (MATERIAL_STATUS_DELETE, reference §1.8).
    const removed = record.sim?.removedMaterials ?? [];
    const removedVideos = removed.flatMap((f) =>
      f.kind === 'video'
        ? [
            {
              image_mode: f.imageMode,
              video_id: f.fileId,
              ...(f.coverId ? { video_cover_id: f.coverId } : {}),
              material_id: f.materialId,
              material_status: 'MATERIAL_STATUS_DELETE' as const,
            },
          ]
        : [],
    );
    const removedImages = removed.flatMap((f) =>
      f.kind === 'image'
        ? [
            {
              image_mode: f.imageMode,
              images: [
                {
                  image_id: f.fileId,
                  material_id: f.materialId,
                  material_status: 'MATERIAL_STATUS_DELETE' as const,
                },
              ],
            },
          ]
        : [],
    );
    const modified = Math.max(record.updatedAt, audit && audit.dueAt <= this.now ? audit.dueAt : 0);
    const first: oceanengine.PromotionStatusFirst =
      state === 'deleted'
        ? 'PROMOTION_STATUS_DELETED'
        : state === 'ended'
          ? 'PROMOTION_STATUS_DONE'
          : state === 'delivering'
            ? 'PROMOTION_STATUS_ENABLE'
            : 'PROMOTION_STATUS_DISABLE';
    return {
      ...record.wire,
      ...this.promotionBid(record),
      promotion_materials: {
        ...m,
        video_material_list: listed(
          m.video_material_list?.map((v) => ({
            ...v,
            material_status: statusOf(v.material_id),
          })),
          removedVideos,
        ),
        image_material_list: listed(
          m.image_material_list?.map((g) => ({
            ...g,
            images: g.images.map((i) => ({ ...i, material_status: statusOf(i.material_id) })),
          })),
          removedImages,
        ),
        title_material_list: m.title_material_list?.map((t) => ({
          ...t,
          material_status: statusOf(t.material_id),
        })),
      },
      status,
      status_first: first,
      ...(second ? { status_second: [second] } : {}),
      learning_phase: this.learningPhase(record, state),
      modify_time: formatDateTime(modified),
      promotion_create_time: formatDateTime(record.createdAt),
      promotion_modify_time: formatDateTime(modified),
    };
  }

  /**
   * A promotion's budget is a day budget unless a write set BUDGET_MODE_TOTAL; under a CPC/CPM
   * project its price is `bid`, under an oCPX one the target cost `cpa_bid` (ad_open_sdk_go
   * PromotionListV30ResponseDataListInner).
   */
  private promotionBid(record: Readonly<OceanEnginePromotionRecord>) {
    const { budget, budget_mode, cpa_bid } = record.wire;
    const pricing = this.state.oceanengine.projects.find(record.parentId ?? 0n)?.wire
      .delivery_setting.pricing;
    const manual = pricing === 'PRICING_CPC' || pricing === 'PRICING_CPM';
    return {
      ...(budget === undefined ? {} : { budget_mode: budget_mode ?? 'BUDGET_MODE_DAY' }),
      ...(manual && cpa_bid !== undefined ? { bid: cpa_bid, cpa_bid: undefined } : {}),
    } as const;
  }

  private learningPhase(
    record: Readonly<OceanEnginePromotionRecord>,
    state: Level2State,
  ): oceanengine.LearningPhase {
    if (state !== 'delivering') return 'DEFAULT';
    const ageDays = (this.now - record.createdAt) / 86_400_000;
    return ageDays >= 3 ? 'LEARNED' : 'LEARNING';
  }
}

import type { ObjectId } from '../state/collection';

// The delivery engine's medium-neutral vocabulary. Every medium maps its wire objects onto three
// levels (advertiser → level 1 → level 2 → level 3): Ocean Engine project → promotion → promotion
// material, Kuaishou campaign → unit → creative, Tencent adgroup → dynamic creative. Delivery
// accrues on level 2; level 1 adds a switch, a budget and (when level 2 has none) bid and
// schedule. Money is integer 分 inside the engine; each medium converts at its wire.

export type Pricing = 'CPM' | 'CPC' | 'OCPM' | 'OCPC';

export interface BudgetSetting {
  mode: 'daily' | 'total';
  fen: number;
}

export interface ScheduleSetting {
  /** Local day numbers (see time.ts), inclusive; null = open. */
  startDay: number | null;
  endDay: number | null;
  /** Weekly mask (336 half-hours or 168 hours, Monday 00:00 first); null = all day. */
  mask: string | null;
}

export interface BidSetting {
  pricing: Pricing;
  /** Maximise conversions within budget (Ocean Engine NO_BID, Kuaishou 最大转化). */
  smart: boolean;
  /** Target cost per conversion (oCPx) or the CPC/CPM price, in 分. */
  bidFen: number;
  deepBidFen: number;
  roiGoal: number;
}

/** What the engine needs of a level-1 or level-2 object, read from its wire record. */
export interface LevelSettings {
  enabled: boolean;
  deleted: boolean;
  /** null = no cap at this level. */
  budget: BudgetSetting | null;
  /** null = the level above decides. */
  schedule: ScheduleSetting | null;
  /** null = the level above decides. */
  bid: BidSetting | null;
}

/** Parts of a level-2 object an audit can reject (spec 001 §3 reject advice types). */
export type ElementKind =
  | 'url'
  | 'title'
  | 'image'
  | 'video'
  | 'callToAction'
  | 'productImage'
  | 'sellingPoints'
  | 'productDescription';

/** One element of a level-2 object: the thing a reject names (an image id, a title text …). */
export interface Element {
  kind: ElementKind;
  item: string;
  /** The medium's level-3 id of the element, when it has one (Ocean Engine material_id). */
  materialId?: ObjectId;
}

export interface RejectItem {
  /** null = the object as a whole (Ocean Engine promotion_reject). */
  element: Element | null;
  /** Index into the reason catalogue of that element kind (audit.ts). */
  reason: number;
}

/**
 * One pass through review. The outcome is decided at submission (deterministic by id and
 * submission count) and becomes visible at `dueAt`: the state is a function of time, so the
 * engine can evaluate it for any past hour.
 */
export interface AuditState {
  kind: 'create' | 'edit';
  /** How many times this object was submitted (0 = creation). */
  round: number;
  submittedAt: number;
  dueAt: number;
  outcome: 'pass' | 'deny';
  rejects: RejectItem[];
  /** An edited object keeps delivering its approved version while it is re-reviewed. */
  deliveredBefore: boolean;
}

export type AuditPhase = 'pending' | 'pass' | 'deny';

/** A file taken out of its object, as it was listed there. */
export interface RemovedMaterial {
  materialId: bigint;
  kind: 'video' | 'image';
  imageMode: string;
  /** video_id or image_id. */
  fileId: string;
  coverId?: string;
}

/** The engine's bookkeeping on an object record (beside the medium's wire fields). */
export interface SimMeta {
  audit?: AuditState;
  /** Settings at the world's origin: seeded history is regenerated from them after a restart. */
  seeded?: LevelSettings & { audit?: AuditState };
  deletedAt?: number;
  /** Budget changes on the local day `day` (Ocean Engine: ≤ 20 a day, reference §1.4). */
  budgetChanges?: { day: number; count: number };
  /** Level-3 ids switched off (Ocean Engine material/status/update). */
  disabledMaterials?: bigint[];
  /**
   * Level-3 files an update took out of the object (Ocean Engine: a promotion/update without
   * them). The medium goes on listing them, as deleted, so readers learn of the removal.
   */
  removedMaterials?: RemovedMaterial[];
  /**
   * Titles of single level-3 objects that differ from their parent's first title (Ocean Engine v2
   * custom creatives, written through 2/creative/custom_creative/update/).
   */
  creativeTitles?: { creativeId: bigint; title: string }[];
  /**
   * An Ocean Engine v2 ad's own targeting and dates (2/ad/create/, 2/ad/update/), answered by
   * 2/ad/get/ over those of its campaign (the project the world keeps its pricing on).
   */
  v2Ad?: {
    gender?: string;
    age?: string[];
    /** Its regions (district, city ids, location_type) as 2/ad/create/ or 2/ad/update/ set them. */
    region?: { district?: string; city?: number[]; location_type?: string };
    scheduleType?: 'SCHEDULE_FROM_NOW' | 'SCHEDULE_START_END';
    /** yyyy-MM-dd. */
    startTime?: string;
    endTime?: string;
  };
}

/** Why a level-2 object does or does not deliver now, in precedence order. */
export type Level2State =
  | 'deleted'
  | 'auditPending'
  | 'reauditPending'
  | 'auditDenied'
  | 'paused'
  | 'parentDeleted'
  | 'parentPaused'
  | 'ended'
  | 'notStarted'
  | 'outOfSchedule'
  | 'noBalance'
  | 'accountBudgetExhausted'
  | 'parentBudgetExhausted'
  | 'budgetExhausted'
  | 'delivering';

export type Level1State =
  | 'deleted'
  | 'paused'
  | 'ended'
  | 'notStarted'
  | 'outOfSchedule'
  | 'budgetExhausted'
  | 'delivering';

/** One hour of one level-2 object. Money in 分. */
export interface HourRow {
  show: number;
  click: number;
  cost: number;
  conv: number;
  deep: number;
}

export const emptyRow = (): HourRow => ({ show: 0, click: 0, cost: 0, conv: 0, deep: 0 });

/** The engine's per-advertiser clock-keeping (collection `sim.accounts`). */
export interface SimAccount {
  /** `${medium}:${advertiserId}` */
  key: string;
  medium: string;
  advertiserId: number;
  /** The hour the world was generated: history before it, live accrual after. */
  originHour: number;
  historyStartHour: number;
  /** Seeded accounts with no balance ran dry at this hour before the origin. */
  dryHour: number | null;
  /** First hour not yet accrued. */
  materialisedUntil: number;
}

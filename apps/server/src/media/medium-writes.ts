import type { EditAudience } from '@toufang/domain';
import type { DomainStatus, MirrorSource, OptStatus } from '../lib/media-mirror';
import type { TokenSource } from './http/token-provider';
import type { ObjectResource, ObjectRowsOf } from './media-mirror-types';

// The write side of every medium in domain terms (ARCHITECTURE §2 "Three media as data"): one
// interface, keyed by medium, that the write task types call. Levels are the medium's own names
// (`project`, `unit`, `adgroup` …: the write table's and the task names' `${medium}.${level}.…`),
// money is integer 分, ids are strings. Each adapter maps a (level, field) onto its wire call, its
// batch limit and its money unit; the task types know none of that.

export type BudgetModeValue = 'BUDGET_MODE_DAY' | 'BUDGET_MODE_INFINITE';

/**
 * A file of a creative as the medium references it: Ocean Engine video_id / image id, Kuaishou
 * photo_id / image token, Tencent video_id / image_id; a video's cover where one was chosen, and
 * whether it is upright (the creative types and image modes that say so).
 */
export interface MediumFile {
  kind: 'video' | 'image';
  id: string;
  coverId?: string;
  vertical?: boolean;
}

/** One field change of one object; money in 分. */
export type ValueChange =
  | { field: 'budget'; budgetMode: BudgetModeValue; budgetFen: number | null }
  | { field: 'cpaBid'; fen: number }
  | { field: 'deepBid'; fen: number }
  | { field: 'roiGoal'; roiGoal: number }
  | { field: 'weekSchedule'; scheduleTime: string; scene: 'REALTIME' | 'NEXT_DAY' }
  | {
      field: 'endTime';
      scheduleType: 'SCHEDULE_FROM_NOW' | 'SCHEDULE_START_END';
      endDate: string | null;
    }
  | { field: 'autoExtend'; autoExtendTraffic: 'ON' | 'OFF' }
  | { field: 'title'; title: string }
  | { field: 'name'; name: string }
  /** The audience of the wizards (gender, age bands). */
  | { field: 'audience'; audience: EditAudience }
  /** The placements as the medium names them (Kuaishou scene ids as text). */
  | { field: 'placements'; placements: string[] }
  /** A creative's files on the medium, in the order shown (pushed to the account first). */
  | { field: 'materials'; materials: MediumFile[] }
  /** A creative's titles, in the order shown. */
  | { field: 'titles'; titles: string[] };
export type ValueField = ValueChange['field'];

/** What a write changes: the switch, the deletion, or one value field. */
export type WriteField = 'status' | 'delete' | ValueField;

/** A write field as task names spell it (`bytedance.project.cpa_bid`). */
export const TASK_FIELD: Record<WriteField, string> = {
  status: 'status',
  delete: 'delete',
  budget: 'budget',
  cpaBid: 'cpa_bid',
  deepBid: 'deep_bid',
  roiGoal: 'roi_goal',
  weekSchedule: 'week_schedule',
  endTime: 'end_time',
  autoExtend: 'auto_extend',
  title: 'title',
  name: 'name',
  audience: 'audience',
  placements: 'placements',
  materials: 'materials',
  titles: 'titles',
};

/** The task type of a write: `${medium}.${level}.${field}`. */
export const writeTaskName = (medium: MirrorSource, level: string, field: WriteField): string =>
  `${medium}.${level}.${TASK_FIELD[field]}`;

/** The level a medium's account budget is written at (`bytedance.advertiser.budget`). */
export const ACCOUNT_LEVEL = 'advertiser';

/** What became of one id of a batch write. */
export type BatchItemResult =
  { id: string; ok: true } | { id: string; ok: false; code: string; message: string };

export interface SwitchChange {
  id: string;
  optStatus: OptStatus;
}

/** A mirror row as the medium's object listing gives it, to refresh the mirror after a write. */
export type MirrorRowOf = {
  [R in ObjectResource]: { resource: R; row: ObjectRowsOf[R] };
}[ObjectResource];

/** An object's switch, status and values as the medium has them now; money in 分. */
export interface ObjectState {
  id: string;
  optStatus: OptStatus | null;
  deleted: boolean;
  /** The status as the mirror keeps it, for the read-after-write update. */
  rawStatus: string | null;
  status: DomainStatus;
  budgetMode: string | null;
  budgetFen: number | null;
  /** The bid the bid field writes (the conversion target, or the manual CPC/CPM price). */
  cpaBidFen: number | null;
  deepBidFen: number | null;
  roiGoal: number | null;
  scheduleTime: string | null;
  scheduleType: string | null;
  startDate: string | null;
  endDate: string | null;
  /** 智能放量 (Ocean Engine promotions); null elsewhere. */
  autoExtendTraffic: string | null;
  /** The object's name as the mirror keeps it (an Ocean Engine v2 creative's title). */
  name?: string | null;
  /** The audience and placements, where the level carries them and the medium's read gives them. */
  audience?: EditAudience | null;
  placements?: string[] | null;
  /** A creative's files and titles, where the level carries them and the read gives them. */
  materials?: MediumFile[] | null;
  titles?: string[] | null;
  /** The whole mirror row, where the medium's state is read through its object listing. */
  mirror?: MirrorRowOf;
  /**
   * What the object carries that its edit page shows but does not change (an Ocean Engine
   * promotion's 品牌 and 衍生创意), in the page's words.
   */
  shown?: { label: string; value: string }[];
}

export interface AccountBudgetState {
  budgetMode: string;
  budgetFen: number | null;
}

/** The writes of one medium, in domain terms (the task types' side of the adapter). */
export interface MediumWrites {
  readonly medium: MirrorSource;
  /**
   * The rate-limit keys one call writing `field` of `level` for `advertiserId` draws from, named as
   * the shared client names them: per (medium, app, endpoint) and per advertiser.
   */
  limiterKeys(level: string, field: WriteField, advertiserId: string): string[];
  /** Ids one call of that write takes (the medium's batch limit). */
  batchMax(level: string, field: WriteField): number;
  /**
   * Items whose changes must share one call: the medium sets one value for all ids of a call
   * (Kuaishou) — the same key for changes that may go together. Absent: each id has its own value.
   */
  callKey?(level: string, change: ValueChange): string;
  /** Switches objects of one advertiser; one result per id (none: the outcome is unknown). */
  setStatus(
    level: string,
    token: TokenSource,
    advertiserId: string,
    changes: readonly SwitchChange[],
  ): Promise<BatchItemResult[]>;
  /** Deletes objects of one advertiser, where the level can be deleted. */
  remove?(
    level: string,
    token: TokenSource,
    advertiserId: string,
    ids: readonly string[],
  ): Promise<BatchItemResult[]>;
  /** Changes one field of objects of one advertiser; one result per id. */
  update(
    level: string,
    token: TokenSource,
    advertiserId: string,
    changes: readonly { id: string; change: ValueChange }[],
  ): Promise<BatchItemResult[]>;
  /** The objects among `ids` as the medium has them now, deleted ones included. */
  readStates(
    level: string,
    token: TokenSource,
    advertiserId: string,
    ids: readonly string[],
  ): Promise<ObjectState[]>;
  readAccountBudget(token: TokenSource, advertiserId: string): Promise<AccountBudgetState | null>;
  /**
   * How one ad's creative list is made, where the medium's ads hold a list made with them (Ocean
   * Engine v2): the edit pages tell the user to change a custom or live list where it was made.
   */
  creativeListOf?(
    token: TokenSource,
    advertiserId: string,
    adId: string,
  ): Promise<CreativeListKind>;
  /** The account's day budget; its result (a medium may refuse it as one item of a batch). */
  updateAccountBudget(
    token: TokenSource,
    advertiserId: string,
    budget: { budgetMode: BudgetModeValue; budgetFen: number | null },
  ): Promise<BatchItemResult>;
}

/** How an ad's creatives are made: 自定义创意, 直播创意, 程序化创意, or it has none. */
export type CreativeListKind = 'custom' | 'live' | 'programmatic' | 'none';

/** A write the medium has no call for (a table names it, the adapter does not take it). */
export function unsupportedWrite(medium: MirrorSource, level: string, field: WriteField): never {
  throw new RangeError(`${medium} takes no ${field} write of ${level}`);
}

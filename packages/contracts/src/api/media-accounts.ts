import { z } from 'zod';
import { IdSchema, PageQuerySchema, StatusSchema, type Paged } from './common';
import { MediumKeySchema, type MediumKey } from './media-auth';

// ---- authorized ad accounts (spec 000 §2 /userList, §7 /auth/advertisers …; ability auth:transfer) ----

/** A grant's health: 正常 / 即将过期 / 已过期 / 已撤销 (the last two need a new authorization). */
export const AUTHORIZATION_HEALTHS = ['active', 'expiring', 'expired', 'revoked'] as const;
export type AuthorizationHealth = (typeof AUTHORIZATION_HEALTHS)[number];

/** How an account sits on its medium: agencies and managers (账号管家) have child accounts. */
export const ADVERTISER_ROLE_KEYS = ['advertiser', 'agency', 'manager'] as const;
export type AdvertiserRoleKey = (typeof ADVERTISER_ROLE_KEYS)[number];

export const ALIAS_MAX_LENGTH = 50;
export const NOTE_MAX_LENGTH = 500;
/** Accounts one batch call may change. */
export const ADVERTISER_BATCH_MAX = 500;
/** Rows one note spreadsheet may hold, and its size. */
export const NOTE_SHEET_MAX_ROWS = 5000;
export const NOTE_SHEET_MAX_BYTES = 2 * 1024 * 1024;
/** The columns a note spreadsheet must have (spec 000 §7 `update_note`). */
export const NOTE_SHEET_COLUMNS = { advertiserId: '广告主ID', note: '备注' } as const;

/** `ids` as a query takes `1,2,3` or repeated `ids=1&ids=2`. */
const IdListQuerySchema = z.preprocess(
  (value: unknown): unknown[] =>
    (Array.isArray(value) ? (value as unknown[]) : [value])
      .flatMap((item): unknown[] => (typeof item === 'string' ? item.split(',') : [item]))
      .map((item) => (typeof item === 'string' ? item.trim() : item))
      .filter((item) => item !== ''),
  z
    .array(IdSchema)
    .min(1, '请选择广告主')
    .max(ADVERTISER_BATCH_MAX, `一次最多 ${ADVERTISER_BATCH_MAX} 个广告主`),
);

const IdListBodySchema = z
  .array(IdSchema)
  .min(1, '请选择广告主')
  .max(ADVERTISER_BATCH_MAX, `一次最多 ${ADVERTISER_BATCH_MAX} 个广告主`);

export const AdvertiserListQuerySchema = PageQuerySchema.extend({
  /** Name or alias (contains) or the medium's account id (exact). */
  keyword: z.string().trim().max(64).optional(),
  game_id: IdSchema.optional(),
  /** 1 enabled, 0 disabled. */
  status: z.coerce.number().pipe(StatusSchema).optional(),
  health: z.enum(AUTHORIZATION_HEALTHS, '授权状态不正确').optional(),
});
export type AdvertiserListQuery = z.infer<typeof AdvertiserListQuerySchema>;

export const AdvertiserIdQuerySchema = z.object({ id: IdSchema });

export const SetAliasQuerySchema = z.object({
  id: IdSchema,
  /** Empty clears the alias. */
  alias: z.string().max(200).default(''),
});

export const SetNoteBodySchema = z.object({
  id: IdSchema,
  /** Empty clears the note. */
  note: z.string().max(2000).default(''),
});

export const AdvertiserSetStatusQuerySchema = z.object({
  ids: IdListQuerySchema,
  status: z.coerce.number().pipe(StatusSchema),
});

export const AdvertiserSetProjectBodySchema = z.object({
  ids: IdListBodySchema,
  /** null takes the accounts out of any game. */
  game_id: IdSchema.nullable(),
});

export const SyncNoteBodySchema = z.object({ ids: IdListBodySchema });

/** The medium a note spreadsheet is about (a multipart field; Ocean Engine when absent). */
export const NoteSheetMediumSchema = MediumKeySchema.default('bytedance');

export interface AdvertiserGame {
  id: number;
  gad_cfg_game_id: number;
  game_name: string;
}

/** One row of the account lists. Money is 元 with 2 decimals (from the mirror's 分). */
export interface AdvertiserRow {
  id: number;
  medium: MediumKey;
  /** The medium's account id (text: Ocean Engine ids exceed 2^53). */
  advertiser_id: string;
  name: string;
  alias: string | null;
  note: string | null;
  company: string | null;
  role: AdvertiserRoleKey;
  /** The agency or manager account (medium id) this one sits under. */
  parent_advertiser_id: string | null;
  game: AdvertiserGame | null;
  /** Our switch: 1 enabled, 0 disabled (kept but not synced or offered for delivery). */
  status: 0 | 1;
  /** The medium's own account status, as it sends it. */
  raw_status: string | null;
  balance: string | null;
  /** null when the grant that covered the account is gone. */
  health: AuthorizationHealth | null;
  authorization_id: number | null;
  /** When the grant ends unless authorized again. */
  authorization_ends_at: string | null;
  /** Why the medium refused the grant last time, if it did. */
  authorization_error: string | null;
  authorized_by: string | null;
  authorized_at: string | null;
  synced_at: string | null;
}

/** A running or finished re-read of the grants' accounts (`sync_advertisers`). */
export interface AdvertiserSyncProgress {
  medium: MediumKey;
  state: 'running' | 'done';
  /** Grants to read and grants read so far (failed ones included). */
  total: number;
  done: number;
  failed: number;
  /** Accounts the grants listed so far. */
  accounts: number;
  errors: { grant: string; message: string }[];
  started_at: string;
  finished_at: string | null;
}

/** The account list, with the progress of this medium's latest sync by the caller's scope. */
export interface AdvertiserListData extends Paged<AdvertiserRow> {
  sync: AdvertiserSyncProgress | null;
}

export interface AdvertiserGrantInfo {
  id: number;
  health: AuthorizationHealth;
  /** The account that granted on the medium. */
  medium_user_id: string;
  medium_user_name: string | null;
  authorized_by: string | null;
  authorized_at: string;
  access_expires_at: string;
  ends_at: string;
  last_refreshed_at: string | null;
  last_error_at: string | null;
  last_error: string | null;
  scope: string[];
}

export const ADVERTISER_CHILDREN_SHOWN = 200;

/** `advertiser_detail`: the row, its grant, and the accounts under it (agency, manager). */
export interface AdvertiserDetail {
  advertiser: AdvertiserRow;
  grant: AdvertiserGrantInfo | null;
  /** The first `ADVERTISER_CHILDREN_SHOWN` accounts under it that the caller may see. */
  children: AdvertiserRow[];
  children_total: number;
}

export const NOTE_ROW_RESULTS = [
  'updated',
  'not_found',
  'out_of_scope',
  'too_long',
  'invalid_note',
  'invalid_id',
  'duplicate',
] as const;
export type NoteRowResult = (typeof NOTE_ROW_RESULTS)[number];

export interface NoteSheetRow {
  /** The spreadsheet's row number (the header is row 1). */
  row: number;
  advertiser_id: string;
  result: NoteRowResult;
  message: string;
}

/** `update_note`: every row applied, or (as the error's data) every row's verdict and nothing applied. */
export interface NoteSheetResult {
  updated: number;
  rows: NoteSheetRow[];
}

/** `sync_note`: each selected account's note copied to the accounts of the same company (主体). */
export interface SyncNoteResult {
  updated: number;
  companies: { company: string; note: string | null; accounts: number }[];
  skipped: { id: number; reason: string }[];
}

/** The accounts page's query that starts a new authorization at once (the notice's `auth_url`). */
export const REAUTHORIZE_PARAM = 'reauthorize';

/** `/tencent/auth/usertoken/notice` (spec 000 §4): the earliest-ending Tencent grant needing renewal. */
export interface UserTokenNotice {
  notice: 0 | 1;
  expire_time: string | null;
  auth_url: string | null;
}

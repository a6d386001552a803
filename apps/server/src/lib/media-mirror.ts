/**
 * Domain vocabulary of the local mirror of the media (docs/glossary.md): media keys, the four
 * delivery levels, the derived delivery status and the switch. Adapters map each medium's names and
 * enums onto these; the database and the screens speak only these.
 */

/** The media the mirror holds, by their route prefixes (`{feed}`, `{short}`, `{social}`). */
export const MIRROR_MEDIA = ['bytedance', 'kuaishou', 'tencent'] as const;
export type Medium = (typeof MIRROR_MEDIA)[number];

/**
 * The legacy API families a medium still serves beside its current one (Ocean Engine v2 campaign →
 * ad → creative, Tencent v1.3 campaign → adgroup → ad). Their objects reuse the current family's ids
 * for other things (a v2 ad is a v3 promotion), so the mirror keeps them apart under their own key.
 */
export const LEGACY_SOURCES = ['bytedance_v2', 'tencent_v2'] as const;
export type LegacySource = (typeof LEGACY_SOURCES)[number];

/**
 * What the mirror's objects, stats and sync state are keyed by (their `medium` column): a medium's
 * current family under the medium's own key, a legacy family under its legacy key. Accounts and
 * grants stay under the medium.
 */
export const MIRROR_SOURCES = [...MIRROR_MEDIA, ...LEGACY_SOURCES] as const;
export type MirrorSource = (typeof MIRROR_SOURCES)[number];

/** The medium each mirror source belongs to (whose accounts and tokens it reads with). */
export const SOURCE_MEDIUM: Record<MirrorSource, Medium> = {
  bytedance: 'bytedance',
  kuaishou: 'kuaishou',
  tencent: 'tencent',
  bytedance_v2: 'bytedance',
  tencent_v2: 'tencent',
};

/**
 * Levels 0–3 of docs/glossary.md "Delivery levels", plus 4 for material files (stats a medium
 * reports per image or video across ads, e.g. Tencent REPORT_LEVEL_MATERIAL_VIDEO).
 */
export const DELIVERY_LEVEL = {
  advertiser: 0,
  campaign: 1,
  ad: 2,
  creative: 3,
  material: 4,
} as const;
export type DeliveryLevel = (typeof DELIVERY_LEVEL)[keyof typeof DELIVERY_LEVEL];

/**
 * Cross-media delivery status derived from each medium's raw status (docs/glossary.md "Statuses").
 */
export const DOMAIN_STATUSES = [
  'delivering',
  'paused',
  'in_audit',
  'audit_denied',
  'budget_exhausted',
  'balance_exhausted',
  'not_started',
  'finished',
  'deleted',
  // A raw status the adapter has no mapping for: shown with its raw label, never guessed.
  'unknown',
] as const;
export type DomainStatus = (typeof DOMAIN_STATUSES)[number];

/** The switch, separate from the delivery status: OE opt_status, KS put_status, TX configured_status. */
export const OPT_STATUSES = ['ENABLE', 'DISABLE'] as const;
export type OptStatus = (typeof OPT_STATUSES)[number];

export const BUDGET_MODES = [
  'BUDGET_MODE_DAY',
  'BUDGET_MODE_INFINITE',
  'BUDGET_MODE_TOTAL',
] as const;
export type BudgetMode = (typeof BUDGET_MODES)[number];

export const MATERIAL_TYPES = ['image', 'video'] as const;
export type MaterialType = (typeof MATERIAL_TYPES)[number];

/** How an account relates to others on its medium: agencies and managers (账号管家) have children. */
export const ADVERTISER_ROLES = ['advertiser', 'agency', 'manager'] as const;
export type AdvertiserRole = (typeof ADVERTISER_ROLES)[number];

export const AUTHORIZATION_STATUSES = ['active', 'expiring', 'expired', 'revoked'] as const;
export type AuthorizationStatus = (typeof AUTHORIZATION_STATUSES)[number];

/** What a sync job mirrors for one advertiser; each has its own cursor in `sync_state`. */
export const SYNC_RESOURCES = [
  'advertiser',
  'campaigns',
  'ads',
  'creatives',
  'materials',
  'stats_daily',
  'stats_hourly',
] as const;
export type SyncResource = (typeof SYNC_RESOURCES)[number];

/**
 * Ocean Engine v3 has no creative id: a level-3 object is a material inside a promotion, switched
 * and reported per (promotion, material) (spec 001 §3 Material). Its mirror id joins the two.
 */
export const oceanEngineCreativeId = (promotionId: string, materialId: string) =>
  `${promotionId}:${materialId}`;

import type { DeliveryScreenKey } from '@toufang/contracts';
import { MEDIA_STATUSES } from '@toufang/domain';
import { SOURCE_MEDIUM, type LegacySource } from '../../lib/media-mirror';
import { FEED_V3_SOURCES } from './feed-sources';
import { accountSource, objectSource, type ReportSource } from './source-columns';

// Where each screen tab's rows come from in the mirror (docs/adr/0005), per screen and tab (the
// tab keys of the contracts' DELIVERY_SCREENS). The media differ here by data only: the mirror
// medium their rows are kept under, the columns of their `raw` objects a row shows and what marks
// a row as audit-denied.

// ---- Kuaishou (media/kuaishou/object-mapping.ts keeps the codes; raw is the listed object) ----

const KS_EXTRA = {
  1: {
    put_status: "o.raw->>'put_status'",
    campaign_type: "o.raw->>'campaign_type'",
    day_budget_schedule: "o.raw->'day_budget_schedule'",
  },
  2: {
    put_status: "o.raw->>'put_status'",
    unit_type: "o.raw->>'unit_type'",
    scene_id: "o.raw->'scene_id'",
    bid_type: "o.raw->>'bid_type'",
    study_status: "o.raw->>'study_status'",
    review_detail: "o.raw->>'review_detail'",
    day_budget_schedule: "o.raw->'day_budget_schedule'",
  },
  3: {
    put_status: "o.raw->>'put_status'",
    unit_type: "pr.raw->>'unit_type'",
    creative_material_type: "o.raw->>'creative_material_type'",
    review_detail: "o.raw->>'review_detail'",
    cover_url: "o.raw->>'cover_url'",
  },
} as const;

/** The unit statuses that offer the audit advice (the domain's table), as SQL values. */
const KS_DENIED_UNITS = (MEDIA_STATUSES.kuaishou.auditAdvice.values?.promotion ?? [])
  .map((value) => `'${value}'`)
  .join(', ');

/** A campaign has no audit of its own: its advice is that of its denied units. */
const KS_DENIED_CAMPAIGN = `exists (select 1 from ads d where d.medium = 'kuaishou'
  and d.campaign_id = o.campaign_id and d.status <> 'deleted' and d.raw_status in (${KS_DENIED_UNITS}))`;

const kuaishou = (level: 1 | 2 | 3) =>
  objectSource({
    medium: 'kuaishou',
    accounts: 'kuaishou',
    level,
    extra: KS_EXTRA[level],
    ...(level === 1 ? { denied: KS_DENIED_CAMPAIGN } : {}),
  });

// ---- Tencent v3 (media/tencent/object-mapping.ts; no level 1) ----

const TX_EXTRA = {
  2: {
    configured_status: "o.raw->>'configured_status'",
    system_status: 'o.raw_status',
    site_set: "o.raw->'site_set'",
    bid_strategy: "o.raw->>'bid_strategy'",
  },
  3: {
    configured_status: "o.raw->>'configured_status'",
    approval_status: 'o.raw_status',
    delivery_mode: "o.raw->>'delivery_mode'",
  },
} as const;

const tencent = (level: 2 | 3) =>
  objectSource({
    medium: 'tencent',
    accounts: 'tencent',
    level,
    extra: TX_EXTRA[level],
  });

// ---- the legacy levels, mirrored under their own source key (Ocean Engine v2, Tencent v1.3) ----

/** The library file of a Tencent v1.3 ad's material (the medium's own library mirror). */
const txFile = (column: string) =>
  `(select m.${column} from materials m where m.medium = 'tencent'
    and m.advertiser_id = o.advertiser_id and m.material_id = o.material_id)`;

/**
 * A Tencent v1.3 ad's creative (its adcreative, media/tencent/legacy-object-mapping.ts): the
 * title and the file's cover (a video's key frame, an image itself) and address, for the screen's
 * material column.
 */
const LEGACY_AD_MATERIAL = {
  title: "o.raw->'adcreative'->'adcreative_elements'->>'title'",
  thumbnail_url: `coalesce(${txFile('cover_url')}, case when o.material_type = 'image' then ${txFile('url')} end)`,
  material_url: txFile('url'),
} as const;

/**
 * What a legacy row shows besides the common columns: the review's reasons as `review_detail` (the
 * screens' audit advice) — Ocean Engine v2 keeps an ad's in `audit_reject_reason`, Tencent v1.3 an
 * ad's in `reject_message` — and Tencent's switch (media/bytedance|tencent/legacy-object-mapping.ts;
 * raw is the listed object).
 */
const LEGACY_EXTRA = {
  bytedance_v2: {
    1: { landing_type: 'o.landing_type' },
    2: {
      review_detail: "o.raw->>'audit_reject_reason'",
      schedule_type: "o.raw->>'schedule_type'",
    },
    3: { image_mode: "o.raw->>'image_mode'", title: "o.raw->>'title'" },
  },
  tencent_v2: {
    1: {
      configured_status: "o.raw->>'configured_status'",
      campaign_type: "o.raw->>'campaign_type'",
    },
    2: {
      configured_status: "o.raw->>'configured_status'",
      review_status: "o.raw->>'system_status'",
    },
    3: {
      configured_status: "o.raw->>'configured_status'",
      review_detail: "o.raw->>'reject_message'",
      ...LEGACY_AD_MATERIAL,
    },
  },
} as const satisfies Record<LegacySource, unknown>;

const legacy = (medium: LegacySource, level: 1 | 2 | 3) =>
  objectSource({
    medium,
    accounts: SOURCE_MEDIUM[medium],
    level,
    extra: LEGACY_EXTRA[medium][level],
    denied: "o.status = 'audit_denied' or o.raw_status like '%DENIED%'",
  });

/** Every screen tab's source (the tab keys are those of the contracts' DELIVERY_SCREENS). */
export const REPORT_SOURCES: Readonly<
  Record<DeliveryScreenKey, Readonly<Record<string, ReportSource>>>
> = {
  launchV3: FEED_V3_SOURCES,
  launchKs: {
    account: accountSource('kuaishou'),
    campaign: kuaishou(1),
    unit: kuaishou(2),
    creative: kuaishou(3),
  },
  launchQqV3: {
    account: accountSource('tencent'),
    adgroup: tencent(2),
    dynamic_creative: tencent(3),
  },
  launchQqV2: {
    account: accountSource('tencent'),
    campaign: legacy('tencent_v2', 1),
    adgroup: legacy('tencent_v2', 2),
    ad: legacy('tencent_v2', 3),
  },
  launchv2: {
    account: accountSource('bytedance'),
    campaign: legacy('bytedance_v2', 1),
    ad: legacy('bytedance_v2', 2),
    creative: legacy('bytedance_v2', 3),
  },
};

/** A screen tab's source; throws for a tab the screen does not have. */
export function reportSourceOf(screen: DeliveryScreenKey, tab: string): ReportSource {
  const source = REPORT_SOURCES[screen][tab];
  if (source === undefined) throw new Error(`No report source for ${screen} ${tab}`);
  return source;
}

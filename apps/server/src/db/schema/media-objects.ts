import { sql } from 'drizzle-orm';
import { bigint, check, index, integer, pgTable, primaryKey, text } from 'drizzle-orm/pg-core';
import {
  DOMAIN_STATUSES,
  MATERIAL_TYPES,
  MIRROR_MEDIA,
  MIRROR_SOURCES,
  OPT_STATUSES,
  type MaterialType,
} from '../../lib/media-mirror';
import {
  deliveryObjectColumns,
  deliverySettingColumns,
  mediumColumn,
  oneOf,
} from './media-columns';

/*
 * The local mirror of the delivery objects, one table per domain level (docs/glossary.md "Delivery
 * levels"): the media are the source of truth, sync jobs and read-after-write refresh these rows.
 * Ids are the media's, as text. Indexes serve the report filters of spec 001 §7 (advertiser ids,
 * create-date range, game, parent) and incremental sync by the medium's modify time.
 */

/**
 * Level 1: OE v3 project, KS campaign; under the legacy sources OE v2 campaign and TX v1.3 campaign
 * (TX v3 has none).
 */
export const campaigns = pgTable(
  'campaigns',
  {
    campaignId: text('campaign_id').notNull(),
    ...deliveryObjectColumns(),
    ...deliverySettingColumns(),
  },
  (t) => [
    primaryKey({ name: 'campaigns_pk', columns: [t.medium, t.campaignId] }),
    index('campaigns_advertiser_modified_idx').on(t.medium, t.advertiserId, t.mediumModifiedAt),
    index('campaigns_created_idx').on(t.medium, t.mediumCreatedAt),
    index('campaigns_game_idx').on(t.medium, t.gameId),
    check('campaigns_medium_check', oneOf(t.medium, MIRROR_SOURCES)),
    check('campaigns_status_check', oneOf(t.status, DOMAIN_STATUSES)),
    check(
      'campaigns_opt_status_check',
      sql`${t.optStatus} is null or ${oneOf(t.optStatus, OPT_STATUSES)}`,
    ),
  ],
);

/** Level 2: OE v3 promotion, KS unit, TX adgroup; OE v2 ad (计划) and TX v1.3 adgroup (legacy). */
export const ads = pgTable(
  'ads',
  {
    adId: text('ad_id').notNull(),
    /** Null where the medium has no level 1 (TX v3). */
    campaignId: text('campaign_id'),
    ...deliveryObjectColumns(),
    ...deliverySettingColumns(),
  },
  (t) => [
    primaryKey({ name: 'ads_pk', columns: [t.medium, t.adId] }),
    index('ads_advertiser_modified_idx').on(t.medium, t.advertiserId, t.mediumModifiedAt),
    index('ads_campaign_idx').on(t.medium, t.campaignId),
    index('ads_created_idx').on(t.medium, t.mediumCreatedAt),
    index('ads_game_idx').on(t.medium, t.gameId),
    check('ads_medium_check', oneOf(t.medium, MIRROR_SOURCES)),
    check('ads_status_check', oneOf(t.status, DOMAIN_STATUSES)),
    check(
      'ads_opt_status_check',
      sql`${t.optStatus} is null or ${oneOf(t.optStatus, OPT_STATUSES)}`,
    ),
  ],
);

/**
 * Level 3: OE v3 material in a promotion (id `promotion_id:material_id`, see
 * `oceanEngineCreativeId`), KS creative, TX dynamic creative; OE v2 creative and TX v1.3 ad
 * (legacy).
 */
export const creatives = pgTable(
  'creatives',
  {
    creativeId: text('creative_id').notNull(),
    campaignId: text('campaign_id'),
    adId: text('ad_id').notNull(),
    /** The main file on the medium (OE material_id, KS photo_id, TX first video/image id). */
    materialId: text('material_id'),
    materialType: text('material_type').$type<MaterialType>(),
    ...deliveryObjectColumns(),
  },
  (t) => [
    primaryKey({ name: 'creatives_pk', columns: [t.medium, t.creativeId] }),
    index('creatives_advertiser_modified_idx').on(t.medium, t.advertiserId, t.mediumModifiedAt),
    index('creatives_ad_idx').on(t.medium, t.adId),
    index('creatives_campaign_idx').on(t.medium, t.campaignId),
    index('creatives_material_idx').on(t.medium, t.materialId),
    index('creatives_game_idx').on(t.medium, t.gameId),
    check('creatives_medium_check', oneOf(t.medium, MIRROR_SOURCES)),
    check('creatives_status_check', oneOf(t.status, DOMAIN_STATUSES)),
    check(
      'creatives_opt_status_check',
      sql`${t.optStatus} is null or ${oneOf(t.optStatus, OPT_STATUSES)}`,
    ),
    check(
      'creatives_material_type_check',
      sql`${t.materialType} is null or ${oneOf(t.materialType, MATERIAL_TYPES)}`,
    ),
  ],
);

/**
 * Files on a medium (an advertiser's image and video library there). `material_id` is the
 * medium's material id (OE material_id, KS photo_id / image token, TX video_id / image_id);
 * `file_id` the id ads reference where it differs (OE video_id `v02…` / image_id).
 */
export const materials = pgTable(
  'materials',
  {
    materialId: text('material_id').notNull(),
    materialType: text('material_type').$type<MaterialType>().notNull(),
    fileId: text('file_id'),
    md5: text('md5'),
    url: text('url'),
    coverUrl: text('cover_url'),
    width: integer('width'),
    height: integer('height'),
    /** Video length in milliseconds. */
    durationMs: integer('duration_ms'),
    sizeBytes: bigint('size_bytes', { mode: 'number' }),
    ...deliveryObjectColumns(),
    // A legacy API family reads the same library as its medium: files are kept per medium only.
    medium: mediumColumn(),
  },
  (t) => [
    primaryKey({ name: 'materials_pk', columns: [t.medium, t.advertiserId, t.materialId] }),
    index('materials_advertiser_modified_idx').on(t.medium, t.advertiserId, t.mediumModifiedAt),
    index('materials_file_idx').on(t.medium, t.fileId),
    // An upload checks whether the advertiser already holds the same file (md5) on the medium.
    index('materials_md5_idx').on(t.medium, t.md5),
    index('materials_game_idx').on(t.medium, t.gameId),
    check('materials_medium_check', oneOf(t.medium, MIRROR_MEDIA)),
    check('materials_status_check', oneOf(t.status, DOMAIN_STATUSES)),
    check('materials_type_check', oneOf(t.materialType, MATERIAL_TYPES)),
  ],
);

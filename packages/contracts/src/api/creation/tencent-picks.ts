import { z } from 'zod';
import { accountPicksSchema, PickedNumberIdSchema } from './account-picks';
import { RegionTargetingSchema } from './regions';

// What the Tencent wizards pick from each account on the medium (docs/architecture/creation.md
// "Per-account picks"): a landing page (官方落地页, `pages/get`), a brand image (品牌形象,
// `brand/get`), a conversion (`conversions/get`), a targeting package (定向包, `targetings/get`) and
// custom audiences to target and to exclude (`custom_audiences/get`), kept per account in
// `account_picks` (account-picks.ts).

/** Most custom audiences an adgroup targets, and most it excludes. */
export const TENCENT_AUDIENCES_MAX = 50;

const MediumIdSchema = PickedNumberIdSchema;
const audiences = (label: string) =>
  z
    .array(MediumIdSchema)
    .max(TENCENT_AUDIENCES_MAX, `${label}最多 ${TENCENT_AUDIENCES_MAX} 个`)
    .refine((ids) => new Set(ids).size === ids.length, `${label}不能重复`)
    .default([]);

export const TencentAccountPickSchema = z.object({
  /** 官方落地页; none: the creative links to the draft's page address. */
  page_id: MediumIdSchema.nullable().default(null),
  page_name: z.string().trim().max(200).default(''),
  /** 品牌形象: the image id `brand/get` answers, and the brand name shown with it. */
  brand_image_id: z.string().trim().min(1).max(64).nullable().default(null),
  brand_name: z.string().trim().max(200).default(''),
  conversion_id: MediumIdSchema.nullable().default(null),
  conversion_name: z.string().trim().max(200).default(''),
  /** The conversion's optimization goal, which the adgroup's must equal. */
  conversion_goal: z.string().trim().max(64).nullable().default(null),
  /** 定向包: its targeting is the adgroup's, the draft's gender and ages on top. */
  targeting_id: MediumIdSchema.nullable().default(null),
  targeting_name: z.string().trim().max(200).default(''),
  /**
   * The package's regions as listed when it was picked (our codes; null: not known), for the
   * preview: a draft with 不限 sends the package's regions. The adgroup takes the package as the
   * medium holds it when it is made.
   */
  targeting_region: RegionTargetingSchema.nullable().default(null),
  custom_audience: audiences('定向人群'),
  excluded_custom_audience: audiences('排除人群'),
  /** Names of the audiences above, by id, for the wizard. */
  audience_names: z.record(z.string(), z.string().max(200)).default({}),
});
export type TencentAccountPick = z.infer<typeof TencentAccountPickSchema>;

export const TencentAccountPicksSchema = accountPicksSchema(TencentAccountPickSchema);
export type TencentAccountPicks = z.infer<typeof TencentAccountPicksSchema>;

/** Placements that show the creative's brand (name and avatar): it needs a brand image there. */
export const TENCENT_BRAND_SITE_SETS = ['SITE_SET_WECHAT', 'SITE_SET_CHANNELS'] as const;

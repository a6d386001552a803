import { z } from 'zod';
import type { AbilityKey } from '../abilities';
import { flattenRoutes, ROUTE_TABLE } from '../route-table';
import {
  REGION_DISTRICTS,
  REGION_IDS_MAX,
  REGION_LOCATION_TYPES,
  type RegionTargeting,
} from './creation/regions';
import { AGE_BANDS, GENDERS, type AgeBand } from './creation/shared';

// The edit pages' calls (spec 002 §2 edit routes; docs/architecture/creation.md "Edit pages"):
// `GET /api/edit/{route}/{type}/{id}` loads an object from its medium, `POST` the same path saves
// the changed fields. Values are keyed by the edit fields (packages/domain edit-definitions):
// money in yuan as typed, a budget of null is 不限, an end date of null long-term delivery; the
// audience as the wizards take it (gender, age bands), the placements the medium's values, the
// schedule 336 half-hour cells, a creative's files (on the medium or from the library) and
// titles in the order the medium shows them.

/** Under `/api`. */
export const EDIT_API_BASE = '/edit';

/** The ability of an edit route: the one its page has in the route table. */
export function editRouteAbility(route: string): AbilityKey | undefined {
  const node = flattenRoutes(ROUTE_TABLE).find((r) => r.path.endsWith(`/${route}/:type/:id`));
  return node?.abilities?.[0];
}

export const EditParamsSchema = z.object({
  type: z.string().trim().min(1).max(32),
  id: z
    .string()
    .trim()
    .regex(/^[1-9]\d{0,19}$/, '对象ID须为不以0开头的正整数'),
});
export type EditParams = z.infer<typeof EditParamsSchema>;

const money = z.number().finite().nullable();

/** Bounds of the body; each family's own limits are the edit definitions'. */
const EDIT_MATERIALS_MAX = 50;
const EDIT_TITLES_MAX = 50;

/**
 * A creative's file: on the medium already (`media_file_id`) or a library file (`file_id`) the
 * save pushes to the account first.
 */
export const EditMaterialSchema = z.object({
  kind: z.enum(['video', 'image'], '素材类型不正确'),
  media_file_id: z.string().min(1).max(128).nullable(),
  file_id: z.number().int().positive().nullable(),
  name: z.string().max(300),
  thumb_url: z.string().max(2000).nullable(),
});
export type EditMaterialValue = z.infer<typeof EditMaterialSchema>;

export const EditValuesSchema = z
  .object({
    name: z.string().max(500).nullable(),
    budget: money,
    cpaBid: money,
    endDate: z.string().max(32).nullable(),
    audience: z
      .object({
        gender: z.enum(GENDERS, '性别不正确'),
        age: z.array(z.enum(AGE_BANDS, '年龄段不正确')).max(AGE_BANDS.length),
        /** Ocean Engine's regions (地域); the codes are checked by domain `regionTargetingErrors`. */
        region: z
          .object({
            district: z.enum(REGION_DISTRICTS, '地域类型不正确'),
            city: z.array(z.number().int('地域编码不正确')).max(REGION_IDS_MAX, '地域过多'),
            location_type: z.enum(REGION_LOCATION_TYPES, '地域用户类型不正确'),
          })
          .optional(),
      })
      .nullable(),
    placements: z
      .array(z.union([z.string().max(64), z.number().int()]))
      .max(32)
      .nullable(),
    schedule: z
      .string()
      .regex(/^([01]{336})?$/, '投放时段须为 336 位 0/1 字符串')
      .nullable(),
    materials: z
      .array(EditMaterialSchema)
      .max(EDIT_MATERIALS_MAX, `最多 ${EDIT_MATERIALS_MAX} 个素材`)
      .nullable(),
    titles: z
      .array(z.string().max(200, '标题过长'))
      .max(EDIT_TITLES_MAX, `最多 ${EDIT_TITLES_MAX} 个标题`)
      .nullable(),
  })
  .partial();
export type EditValuesBody = z.infer<typeof EditValuesSchema>;

export const EditSaveBodySchema = z.object({ values: EditValuesSchema });
export type EditSaveBody = z.infer<typeof EditSaveBodySchema>;

export interface EditFieldValues {
  name: string | null;
  budget: number | null;
  cpaBid: number | null;
  endDate: string | null;
  audience: { gender: (typeof GENDERS)[number]; age: AgeBand[]; region?: RegionTargeting } | null;
  placements: (string | number)[] | null;
  schedule: string | null;
  materials: EditMaterialValue[] | null;
  titles: string[] | null;
}

/** An object as its edit page shows it. */
export interface EditObjectAnswer {
  route: string;
  type: string;
  id: string;
  advertiser_id: string;
  /** 项目, 广告组 … */
  label: string;
  fields: (
    | 'name'
    | 'budget'
    | 'cpaBid'
    | 'endDate'
    | 'audience'
    | 'placements'
    | 'schedule'
    | 'materials'
    | 'titles'
  )[];
  values: EditFieldValues;
  start_date: string | null;
  /** Ocean Engine promotions: the project sets the bid (spec 001 §5, 项目成本稳投). */
  project_custom: 'ON' | 'OFF' | null;
  /** Its creative list is changed on the platform that made it (spec 002 §8). */
  creative_list_elsewhere: boolean;
  /** What it carries that this page shows but does not change (a promotion's 品牌, 衍生创意). */
  shown: { label: string; value: string }[];
  /**
   * The fields our mirror held otherwise than the medium now does (the object changed on the
   * medium since the last sync): before is the mirror's, after the medium's. The page loads the
   * medium's values.
   */
  mirror_changes: { field: string; label: string; before: string; after: string }[];
  name_max: number;
  budget_rule: { min: number; max: number } | null;
  bid_rule: { min: number; max: number } | null;
  /** A creative's limits: files and titles (null where the page edits neither). */
  creative_rule: {
    kinds: ('video' | 'image')[];
    materials_min: number;
    materials_max: number;
    titles_min: number;
    titles_max: number;
    /** The medium whose title length rule applies. */
    title_medium: 'bytedance' | 'kuaishou' | 'tencent';
  } | null;
}

/** A save: the fields the medium took, and the medium's refusal of any other. */
export interface EditSaveAnswer {
  updated: string[];
  errors: { field: string; message: string }[];
  object: EditObjectAnswer;
}

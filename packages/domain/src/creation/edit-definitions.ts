import { KUAISHOU_SCENES, TENCENT_SITE_SETS, type CreationMedium } from '@toufang/contracts';
import type { NumberRule } from '../delivery/decimal';
import type { DeliveryFamily } from '../delivery/delivery-families';
import { CONVERSION_BID_RULE, MAX_BUDGET, SINGLE_EDIT_BID_RULE } from '../delivery/limits';
import { MEDIA_BID_RULES } from '../delivery/media-bid-rules';
import {
  budgetNumberRule,
  findBudgetRules,
  type BudgetLevel,
} from '../delivery/media-budget-rules';
import { CREATION_DEFINITIONS } from './definitions';

// The edit pages (spec 002 §2, §4): one page over every medium, each (route, type) a definition —
// the medium's API family and level the object is read from and written at, the fields it edits
// with their limits, and whether its creative list is edited on the platform that made it. The
// levels' names and name lengths are the creation definitions'; budgets and bids the delivery
// screens' (spec 001 §5 single edit for Ocean Engine, the media's own elsewhere).

/** The edit routes (`/transConfig/editTtV3/:type/:id` …) by their last segment before `:type`. */
export const EDIT_ROUTES = [
  'editTtV3',
  'editTt',
  'edit',
  'editKs',
  'editQq',
  'editQqV2',
  'editQqV3',
] as const;
export type EditRoute = (typeof EDIT_ROUTES)[number];

/**
 * The fields an edit page can change: the values of the delivery screens, the audience (gender
 * and age bands), the placements (the medium's inventories, scenes or site sets), the weekly
 * time slots, and a creative's materials (video and image files) and titles.
 */
export type EditField =
  | 'name'
  | 'budget'
  | 'cpaBid'
  | 'endDate'
  | 'audience'
  | 'placements'
  | 'schedule'
  | 'materials'
  | 'titles';

/**
 * What a creative takes (the creation definitions' per-object limits): how many files of which
 * kinds, how many titles, under the title length rule of its creation family.
 */
export interface EditCreativeRule {
  /** The creation family whose title rule and limits apply. */
  medium: CreationMedium;
  kinds: readonly ('video' | 'image')[];
  materialsMin: number;
  materialsMax: number;
  titlesMin: number;
  titlesMax: number;
}

/** The placements an object takes: the medium's values, and whether at least one is needed. */
export interface EditPlacements {
  values: readonly (string | number)[];
  required: boolean;
}

export interface EditDefinition {
  route: EditRoute;
  type: string;
  family: DeliveryFamily;
  /** The family's level name as its write table and task names spell it. */
  level: string;
  /** Where the mirror keeps the level (the delivery screens' tabs). */
  mirrorLevel: 'campaign' | 'ad' | 'creative';
  /** Chinese name of the level (项目, 广告 …). */
  label: string;
  nameMax: number;
  fields: readonly EditField[];
  budgetRule?: NumberRule;
  /** Budget level of packages/domain media-budget-rules: project = level 1, promotion = level 2. */
  budgetLevel?: BudgetLevel;
  bidRule?: NumberRule;
  /** Spec 001 §5 "Saving a project": the save goes through prepareProjectForSave / -Promotion-. */
  saveRules?: 'project' | 'promotion';
  /**
   * The level's ads hold a creative list made with them: where the ad's list is custom or live
   * creatives (read from the medium on load), spec 002 §4 sends the operator to the platform that
   * made it with an info toast.
   */
  creativeListElsewhere?: boolean;
  /** The values the placements field takes (the wizard's placement field). */
  placements?: EditPlacements;
  /** The medium schedules by the hour (Kuaishou): a half-hour slot is refused. */
  hourlySchedule?: boolean;
  /** The files and titles of a creative, where the page edits them. */
  creative?: EditCreativeRule;
  /** The audience carries the region targeting (地域; the medium's wire: domain `REGION_MEDIA`). */
  regions?: boolean;
  /** A Chinese character counts two towards the name's length (Ocean Engine v2). */
  wideNameChars?: boolean;
}

const budgetRuleOf = (family: DeliveryFamily, level: BudgetLevel): NumberRule | undefined => {
  const rules = findBudgetRules(family, level);
  return rules ? budgetNumberRule(rules) : undefined;
};

/** A creative's limits as its creation family makes them: 1 to the family's most of each. */
const creativeRule = (medium: CreationMedium): EditCreativeRule => ({
  medium,
  kinds: ['video', 'image'],
  materialsMin: 1,
  materialsMax: CREATION_DEFINITIONS[medium].materialsMax,
  titlesMin: 1,
  titlesMax: CREATION_DEFINITIONS[medium].titlesMax,
});

const bytedance = CREATION_DEFINITIONS.bytedance;
const kuaishou = CREATION_DEFINITIONS.kuaishou;
const tencent = CREATION_DEFINITIONS.tencent;

/** Ocean Engine v2 (the legacy feed API): ad and creative of editTt / edit. */
const legacyFeed = (route: 'editTt' | 'edit'): EditDefinition[] => [
  {
    route,
    type: 'ad',
    family: 'bytedance_v2',
    level: 'ad',
    mirrorLevel: 'ad',
    label: '计划',
    nameMax: 100,
    wideNameChars: true,
    // 2/ad/update/ writes the name, audience (with its regions), end date and time slots; an ad keeps the
    // inventories it was created with (the call takes none).
    fields: ['name', 'budget', 'cpaBid', 'endDate', 'audience', 'schedule'],
    regions: true,
    budgetLevel: 'promotion',
    budgetRule: budgetRuleOf('bytedance_v2', 'promotion'),
    bidRule: MEDIA_BID_RULES.bytedance_v2,
    creativeListElsewhere: true,
  },
  {
    // One custom creative: its title. Its file stays (2/creative/custom_creative/update/ keeps
    // each creative's file; a new file is a new creative, made with the ad's others).
    route,
    type: 'creative',
    family: 'bytedance_v2',
    level: 'creative',
    mirrorLevel: 'creative',
    label: '创意',
    nameMax: 100,
    fields: ['titles'],
    creative: {
      medium: 'bytedance_v2',
      kinds: ['video', 'image'],
      materialsMin: 1,
      materialsMax: 1,
      titlesMin: 1,
      titlesMax: 1,
    },
  },
];

/** Tencent v1.3 (launchQqV2): its adgroups, on editQq and editQqV2. */
const legacyTencent = (route: 'editQq' | 'editQqV2'): EditDefinition => ({
  route,
  type: 'adgroup',
  family: 'tencent_v2',
  level: 'adgroup',
  mirrorLevel: 'ad',
  label: '广告',
  nameMax: tencent.parent.nameMax,
  // v1.3 adgroups/update writes the name, targeting, end date and time slots; it takes no
  // site_set, so an adgroup keeps the sites it was created with.
  fields: ['name', 'budget', 'cpaBid', 'endDate', 'audience', 'schedule'],
  budgetLevel: 'promotion',
  budgetRule: budgetRuleOf('tencent_v2', 'promotion'),
  bidRule: MEDIA_BID_RULES.tencent_v2,
  // Its targeting takes `geo_location` as v3's does.
  regions: true,
});

export const EDIT_DEFINITIONS: readonly EditDefinition[] = [
  {
    route: 'editTtV3',
    type: 'project',
    family: 'bytedance',
    level: bytedance.parent.key,
    mirrorLevel: 'campaign',
    label: bytedance.parent.label,
    nameMax: bytedance.parent.nameMax,
    fields: ['name', 'budget', 'cpaBid', 'endDate', 'audience'],
    // v3.0/project/update/ takes the audience with its region keys (the Ocean Engine SDK's
    // ProjectUpdateV30RequestAudience: district, city, location_type).
    regions: true,
    // spec 001 §5 "Single edit dialogs": at least 300, the batch maximum.
    budgetRule: { label: '项目预算', min: 300, max: MAX_BUDGET, decimals: 2 },
    budgetLevel: 'project',
    bidRule: CONVERSION_BID_RULE,
    saveRules: 'project',
  },
  {
    route: 'editTtV3',
    type: 'promotion',
    family: 'bytedance',
    level: bytedance.row.key,
    mirrorLevel: 'ad',
    label: bytedance.row.label,
    nameMax: bytedance.row.nameMax,
    fields: ['name', 'budget', 'cpaBid', 'materials', 'titles'],
    budgetRule: { label: '广告预算', min: 300, max: MAX_BUDGET, decimals: 2 },
    budgetLevel: 'promotion',
    bidRule: SINGLE_EDIT_BID_RULE,
    saveRules: 'promotion',
    creative: creativeRule('bytedance'),
  },
  ...legacyFeed('editTt'),
  ...legacyFeed('edit'),
  {
    route: 'editKs',
    type: 'campaign',
    family: 'kuaishou',
    level: kuaishou.parent.key,
    mirrorLevel: 'campaign',
    label: kuaishou.parent.label,
    nameMax: kuaishou.parent.nameMax,
    fields: ['name', 'budget'],
    budgetLevel: 'project',
    budgetRule: budgetRuleOf('kuaishou', 'project'),
  },
  {
    route: 'editKs',
    type: 'unit',
    family: 'kuaishou',
    level: kuaishou.row.key,
    mirrorLevel: 'ad',
    label: kuaishou.row.label,
    nameMax: kuaishou.row.nameMax,
    fields: ['name', 'budget', 'cpaBid', 'audience', 'placements', 'schedule'],
    budgetLevel: 'promotion',
    budgetRule: budgetRuleOf('kuaishou', 'promotion'),
    bidRule: MEDIA_BID_RULES.kuaishou,
    placements: { values: KUAISHOU_SCENES, required: true },
    hourlySchedule: true,
    // gw/dsp/unit/update takes the unit's `target` with its `region` and `user_type`.
    regions: true,
  },
  {
    // A custom creative (自定义创意): one video or picture and its description. The creatives a
    // programmatic package generates are changed through the package; the medium refuses them.
    route: 'editKs',
    type: kuaishou.child?.key ?? 'creative',
    family: 'kuaishou',
    level: kuaishou.child?.key ?? 'creative',
    mirrorLevel: 'creative',
    label: kuaishou.child?.label ?? '创意',
    nameMax: kuaishou.child?.nameMax ?? 100,
    fields: ['materials', 'titles'],
    creative: { ...creativeRule('kuaishou'), materialsMax: 1, titlesMax: 1 },
  },
  legacyTencent('editQq'),
  legacyTencent('editQqV2'),
  {
    route: 'editQqV3',
    type: 'adgroup',
    family: 'tencent',
    level: tencent.parent.key,
    mirrorLevel: 'ad',
    label: tencent.parent.label,
    nameMax: tencent.parent.nameMax,
    fields: ['name', 'budget', 'cpaBid', 'audience', 'placements'],
    budgetLevel: 'promotion',
    budgetRule: budgetRuleOf('tencent', 'promotion'),
    bidRule: MEDIA_BID_RULES.tencent,
    placements: { values: TENCENT_SITE_SETS, required: true },
    // adgroups/update takes `targeting` with its `geo_location`.
    regions: true,
  },
  {
    route: 'editQqV3',
    type: tencent.row.key,
    family: 'tencent',
    level: tencent.row.key,
    mirrorLevel: 'creative',
    label: tencent.row.label,
    nameMax: tencent.row.nameMax,
    fields: ['materials', 'titles'],
    creative: creativeRule('tencent'),
  },
];

/** The definition of a route and type; undefined when that combination has no edit page. */
export function findEditDefinition(route: string, type: string): EditDefinition | undefined {
  return EDIT_DEFINITIONS.find((d) => d.route === route && d.type === type);
}

/** The Chinese message of a (route, type) without an edit page, naming what each route edits. */
export function unsupportedEditMessage(route: string, type: string): string {
  const types = EDIT_DEFINITIONS.filter((d) => d.route === route).map(
    (d) => `${d.label}（${d.type}）`,
  );
  return types.length === 0
    ? `不支持的编辑页面：${route}`
    : `该页面不支持编辑「${type}」，可编辑：${types.join('、')}`;
}

/** The edit page of an object: its path, as the delivery screens link it. */
export const editPath = (route: EditRoute, type: string, id: string): string =>
  `/${route === 'editKs' ? 'transConfigKs' : route.startsWith('editQq') ? 'transConfigQq' : 'transConfig'}/${route}/${type}/${id}`;

/** The edit route of each delivery screen's API family (its rows' 编辑 action). */
export const EDIT_ROUTE_OF_FAMILY: Readonly<Record<DeliveryFamily, EditRoute>> = {
  bytedance: 'editTtV3',
  bytedance_v2: 'editTt',
  kuaishou: 'editKs',
  tencent: 'editQqV3',
  tencent_v2: 'editQqV2',
};

/**
 * The edit page of a delivery screen's row (its object type and id, as its change history names
 * them); undefined where the object has no edit page or nothing to edit there.
 */
export function rowEditPath(family: DeliveryFamily, type: string, id: string): string | undefined {
  const route = EDIT_ROUTE_OF_FAMILY[family];
  const definition = findEditDefinition(route, type);
  return definition && definition.fields.length > 0 ? editPath(route, type, id) : undefined;
}

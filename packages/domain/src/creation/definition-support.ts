import type { BytedanceCreationDraft, MediumKey } from '@toufang/contracts';
import type { NumberRule } from '../delivery/decimal';
import { numberError } from '../delivery/decimal';
import { IMAGE_GROUP_SIZES } from '../materials/image-text';
import type { MaterialSpec, PlacementSpecs } from './definition-types';

// What the creation definitions share (definitions.ts, legacy-definitions.ts): money rules in yuan,
// the common material specs, and the readings of draft values more than one definition makes.

export const yuanRule = (label: string, min: number, max: number): NumberRule => ({
  label,
  min,
  max,
  decimals: 2,
});

export const VIDEO_ANY: MaterialSpec = {
  kind: 'video',
  minShortSide: 720,
  minDurationSec: 4,
  maxDurationSec: 300,
};
export const IMAGE_ANY: MaterialSpec = { kind: 'image', minShortSide: 300 };
export const VIDEO_VERTICAL: MaterialSpec = { ...VIDEO_ANY, orientations: ['vertical'] };

/**
 * A 图文 as the medium's image group (Ocean Engine's 图集, Kuaishou's 组图, Tencent's `image_list`):
 * as many images as the medium's group takes (`IMAGE_GROUP_SIZES`); its frame is its first image's.
 */
export const imageGroupSpec = (medium: MediumKey): MaterialSpec => ({
  kind: 'image_text',
  minShortSide: 0,
  imageCount: IMAGE_GROUP_SIZES[medium],
});

/** The placements with the medium's image group added to those named (the others refuse a 图文). */
export function withImageGroups(
  placements: readonly PlacementSpecs[],
  medium: MediumKey,
  taking: readonly string[],
): readonly PlacementSpecs[] {
  return placements.map((p) =>
    taking.includes(p.placement) ? { ...p, specs: [...p.specs, imageGroupSpec(medium)] } : p,
  );
}

/** Whether a 336-cell schedule sets the two halves of some hour apart (Kuaishou takes hours). */
export function splitsHours(mask: string): boolean {
  for (let i = 0; i + 1 < mask.length; i += 2) if (mask[i] !== mask[i + 1]) return true;
  return false;
}

const WEEKDAYS = ['周一', '周二', '周三', '周四', '周五', '周六', '周日'] as const;
const pad2 = (n: number) => String(n).padStart(2, '0');

/** The Chinese refusal of a 336-cell schedule Kuaishou cannot take, naming its first split hour. */
export function hourlyScheduleMessage(mask: string): string | undefined {
  for (let i = 0; i + 1 < mask.length; i += 2) {
    if (mask[i] === mask[i + 1]) continue;
    const hour = (i / 2) % 24;
    const day = WEEKDAYS[Math.floor(i / 48)] ?? '';
    const half =
      mask[i] === '1'
        ? `${pad2(hour)}:00–${pad2(hour)}:30`
        : `${pad2(hour)}:30–${pad2(hour + 1)}:00`;
    return `快手投放时段只能按整点设置：${day} ${half} 只选了半小时，请选满或取消 ${pad2(hour)}:00–${pad2(hour + 1)}:00`;
  }
  return undefined;
}

export const checkOf = (value: number | null, rule: NumberRule) =>
  numberError(value ?? undefined, rule);

/**
 * Where an Ocean Engine project delivers (spec 002 §9 delivery ranges): UNIVERSAL is 通投智选 (the
 * medium picks), UNION the 穿山甲 slots only, DEFAULT the inventories chosen (通投智选 when none).
 */
export function bytedanceInventory(
  project: Pick<BytedanceCreationDraft['project'], 'delivery_range' | 'inventory_type'>,
): {
  catalog: 'MANUAL' | 'UNIVERSAL_SMART';
  inventories: BytedanceCreationDraft['project']['inventory_type'];
} {
  if (project.delivery_range === 'UNION') {
    return { catalog: 'MANUAL', inventories: ['INVENTORY_UNION_SLOT'] };
  }
  if (project.delivery_range === 'UNIVERSAL' || project.inventory_type.length === 0) {
    return { catalog: 'UNIVERSAL_SMART', inventories: [] };
  }
  return { catalog: 'MANUAL', inventories: project.inventory_type };
}

/**
 * Ocean Engine's placements (the v3 project's inventories; a v2 ad takes the same). A v3 promotion
 * takes a 图文 as a 图集 where `BYTEDANCE_V3_PLACEMENTS` says.
 */
export const BYTEDANCE_PLACEMENTS: readonly PlacementSpecs[] = [
  { placement: '*', label: '全部广告位', specs: [VIDEO_ANY, IMAGE_ANY] },
  {
    placement: 'INVENTORY_AWEME_FEED',
    label: '抖音',
    specs: [VIDEO_ANY, { ...IMAGE_ANY, orientations: ['vertical'] }],
  },
  { placement: 'INVENTORY_TOMATO_NOVEL', label: '番茄小说', specs: [VIDEO_VERTICAL, IMAGE_ANY] },
  { placement: 'INVENTORY_FEED', label: '今日头条', specs: [VIDEO_ANY, IMAGE_ANY] },
  { placement: 'INVENTORY_VIDEO_FEED', label: '西瓜视频', specs: [VIDEO_ANY, IMAGE_ANY] },
  { placement: 'INVENTORY_UNION_SLOT', label: '穿山甲', specs: [VIDEO_ANY, IMAGE_ANY] },
  { placement: 'UNION_BOUTIQUE_GAME', label: '精品游戏', specs: [VIDEO_ANY] },
];

/**
 * A v3 promotion's placements: a 图文 is a 图集 (`carousel_material_list`), shown by 抖音 and by
 * 通投智选 (modelled: the medium lists no inventories per material type in our sources).
 */
export const BYTEDANCE_V3_PLACEMENTS = withImageGroups(BYTEDANCE_PLACEMENTS, 'bytedance', [
  '*',
  'INVENTORY_AWEME_FEED',
]);

/**
 * Creative templates: 721 横版视频 16:9, 720 竖版视频 9:16, 711 横版大图 16:9; another template takes
 * a 图文 as its `image_list` (v3 component, v1.3 adcreative element), the three above do not.
 */
export const TENCENT_PLACEMENTS: readonly PlacementSpecs[] = [
  { placement: '*', label: '全部模板', specs: [VIDEO_ANY, IMAGE_ANY, imageGroupSpec('tencent')] },
  {
    placement: '721',
    label: '横版视频',
    specs: [{ ...VIDEO_ANY, orientations: ['horizontal'], maxDurationSec: 60 }],
  },
  { placement: '720', label: '竖版视频', specs: [{ ...VIDEO_VERTICAL, maxDurationSec: 60 }] },
  {
    placement: '711',
    label: '横版大图',
    specs: [{ kind: 'image', minShortSide: 720, orientations: ['horizontal'] }],
  },
];

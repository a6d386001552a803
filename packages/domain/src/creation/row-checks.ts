import { CREATION_MEDIUM_KEYS, type CreationMedium } from '@toufang/contracts';
import { numberError } from '../delivery/decimal';
import { titleRefusal } from '../titles/title-length-rules';
import type {
  CreationDefinition,
  CreationMaterialKind,
  MaterialSpec,
  MoneyField,
  Orientation,
  PlacementSpecs,
} from './definition-types';
import { nameLength, wideNameLength } from './naming';

// The checks of one level-2 object against its medium's rules (spec 002 §4):
// names, titles, materials per placement, budget and bid. Every message is Chinese and names what
// it refuses. The same checks serve the preview and the edit of a failed item.

/** A library file as the checks see it. */
export interface PlanFile {
  id: number;
  name: string;
  kind: CreationMaterialKind;
  width: number | null;
  height: number | null;
  durationMs: number | null;
  /** Approved by the material review (only an approved file may be pushed). */
  approved: boolean;
  /** False when the medium's library does not take the file (its format or size). */
  mediumTakes?: boolean;
  /**
   * A file that is the account's on the medium already (Ocean Engine 媒体素材), referenced by the
   * medium's ids and never pushed; `id` is 0.
   */
  medium?: {
    source: string;
    videoId: string;
    itemId: string | null;
    carouselId?: string;
    /** The frame the medium gives instead of a size (a 星广任务视频). */
    vertical?: boolean;
  };
  /**
   * The medium gives no size for the file (a 星广任务视频, a 达人's published video the medium
   * reviewed for its task): no placement spec is checked here; the medium checks it.
   */
  unsized?: boolean;
  /** Why a 图文's images cannot be used (deleted, replaced or not approved); absent when they can. */
  unusable?: string;
  /** How many images a 图文 holds. */
  imageCount?: number;
}

export function orientationOf(file: Pick<PlanFile, 'width' | 'height'>): Orientation | null {
  if (!file.width || !file.height) return null;
  if (file.width === file.height) return 'square';
  return file.height > file.width ? 'vertical' : 'horizontal';
}

const ORIENTATION_LABELS: Record<Orientation, string> = {
  vertical: '竖版',
  horizontal: '横版',
  square: '方形',
};
const KIND_LABELS = { video: '视频', image: '图片', image_text: '图文' } as const;

/** Why a spec refuses the file, or undefined when it fits. */
function specRefusal(file: PlanFile, spec: MaterialSpec): string | undefined {
  if (file.kind !== spec.kind) return `不接受${KIND_LABELS[file.kind]}`;
  const orientation = orientationOf(file);
  if (spec.orientations && (orientation === null || !spec.orientations.includes(orientation))) {
    return `只接受${spec.orientations.map((o) => ORIENTATION_LABELS[o]).join('、')}${KIND_LABELS[spec.kind]}`;
  }
  const count = file.imageCount ?? 0;
  if (spec.imageCount && (count < spec.imageCount.min || count > spec.imageCount.max)) {
    return `图文需要 ${spec.imageCount.min}–${spec.imageCount.max} 张图片（当前 ${count} 张）`;
  }
  const shortSide = Math.min(file.width ?? 0, file.height ?? 0);
  if (shortSide < spec.minShortSide)
    return `${KIND_LABELS[spec.kind]}短边至少 ${spec.minShortSide} 像素`;
  const seconds = file.durationMs === null ? null : file.durationMs / 1000;
  if (spec.minDurationSec !== undefined && seconds !== null && seconds < spec.minDurationSec) {
    return `视频时长至少 ${spec.minDurationSec} 秒`;
  }
  if (spec.maxDurationSec !== undefined && seconds !== null && seconds > spec.maxDurationSec) {
    return `视频时长最多 ${spec.maxDurationSec} 秒`;
  }
  return undefined;
}

/** The placements whose specs apply: the draft's, or the medium's default (`*`). */
export function placementsOf(
  def: Pick<CreationDefinition, 'placements'>,
  chosen: readonly string[],
): readonly PlacementSpecs[] {
  const all = new Map(def.placements.map((p) => [p.placement, p]));
  const picked = chosen.flatMap((c) => all.get(c) ?? []);
  return picked.length > 0 ? picked : def.placements.filter((p) => p.placement === '*');
}

/** Why the file does not fit the placements (each one must take it), or undefined. */
export function materialRefusal(
  file: PlanFile,
  placements: readonly PlacementSpecs[],
): string | undefined {
  if (!file.approved) return `素材「${file.name}」未通过审核，不能投放`;
  if (file.mediumTakes === false) return `素材「${file.name}」的格式或大小不符合该媒体的素材要求`;
  if (file.unusable) return `图文「${file.name}」不能使用：${file.unusable}`;
  if (file.unsized) return undefined;
  for (const placement of placements) {
    const reasons = placement.specs.map((spec) => specRefusal(file, spec));
    if (reasons.every((r) => r !== undefined)) {
      const reason = reasons.find((r) => !r?.startsWith('不接受')) ?? reasons[0];
      return `素材「${file.name}」不符合${placement.label}的要求：${reason}`;
    }
  }
  return undefined;
}

/** Why the medium refuses a name of a level, or undefined. */
export function nameRefusal(
  name: string,
  label: string,
  max: number,
  wide = false,
): string | undefined {
  if (name.length === 0) return `${label}名称不能为空`;
  const length = wide ? wideNameLength(name) : nameLength(name);
  if (length > max) return `${label}名称「${name}」超过 ${max} 个字（当前 ${length}）`;
  return undefined;
}

/** The error of a money value against its limits, or undefined (none: not used). */
export function moneyRefusal(field: MoneyField | null, yuan: number | null): string | undefined {
  if (!field?.rule) return undefined;
  if (yuan === null && !field.required) return undefined;
  return numberError(yuan ?? undefined, field.rule);
}

/** A row's titles against the medium's length rule and the number it takes. */
export function titleRefusals(
  medium: CreationMedium,
  titles: readonly string[],
  max: number,
  rowLabel: string,
): string[] {
  const errors: string[] = [];
  if (titles.length === 0) errors.push(`每个${rowLabel}至少需要 1 个标题`);
  if (titles.length > max)
    errors.push(`每个${rowLabel}最多 ${max} 个标题（当前 ${titles.length}）`);
  for (const title of titles) {
    const refusal = titleRefusal(title, CREATION_MEDIUM_KEYS[medium]);
    if (refusal) errors.push(`标题「${title}」：${refusal}`);
  }
  return errors;
}

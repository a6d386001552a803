import type {
  AccountRule,
  CreateType,
  CreationDraftOf,
  CreationMedium,
  TitleMatchRule,
} from '@toufang/contracts';
import type { NumberRule } from '../delivery/decimal';
import type { PlanFile } from './row-checks';

// What the creation engine needs to know of a medium (docs/architecture/creation.md): its levels
// with their name limits, the budget and bid limits of the level that carries them, the titles and
// materials a level-2 object takes, the material specs of its placements, and how its draft names
// the combination rules. One engine (plan.ts) reads these; the media differ here only.

export interface CreationLevel {
  /** The medium's own name of the level (`project`, `unit`, `dynamic_creative`). */
  key: string;
  /** Chinese, as counts and errors say it (项目, 广告组 …). */
  label: string;
  /** Longest name in characters. */
  nameMax: number;
  /** A character outside ASCII counts twice towards `nameMax` (Ocean Engine v2). */
  wideChars?: boolean;
  /**
   * Children only: their names are unique in the account (Tencent v1.3 ads), not only under their
   * row (Kuaishou creatives), so a numbered rule skips the account's names.
   */
  accountUnique?: boolean;
}

/** `image_text`: a 图文 (library images with a text) where the medium's creative takes an image group. */
export type CreationMaterialKind = 'video' | 'image' | 'image_text';
export type Orientation = 'vertical' | 'horizontal' | 'square';

/** What one placement takes of a material kind. */
export interface MaterialSpec {
  kind: CreationMaterialKind;
  /** Absent: any orientation. */
  orientations?: readonly Orientation[];
  /** The shorter side of the frame, in pixels. */
  minShortSide: number;
  minDurationSec?: number;
  maxDurationSec?: number;
  /** A 图文's images the medium's image group takes (`kind` `image_text` only). */
  imageCount?: { min: number; max: number };
}

export interface PlacementSpecs {
  /** The placement value as the draft names it (`INVENTORY_AWEME_FEED`, `24`, `721`). */
  placement: string;
  label: string;
  specs: readonly MaterialSpec[];
}

/** A money value of the draft with the limits that apply to it, on the level that carries it. */
export interface MoneyField {
  level: 'parent' | 'row';
  /** Yuan as typed; null when not given. */
  yuan: number | null;
  /** Null when the value is 不限 or not used (NO_BID …). */
  rule: NumberRule | null;
  required: boolean;
}

/** The combination settings of a draft, read the same way for every medium. */
export interface DraftPlan {
  accountRule: AccountRule;
  createType: CreateType;
  rowsPerParent: number;
  materialsPerRow: number;
  titles: { list: readonly string[]; matchRule: TitleMatchRule; limit: number };
  parentNameRule: string;
  rowNameRule: string;
  /** Kuaishou creatives: one per material of a unit. */
  childNameRule: string | null;
  /** The switch the objects are created with. */
  parentEnabled: boolean;
  rowEnabled: boolean;
  budget: MoneyField | null;
  bid: MoneyField | null;
  /** The placements whose material specs apply (an empty list: the medium's defaults). */
  placements: readonly string[];
  /** Errors of the draft's settings as a whole, in Chinese. */
  settingErrors: string[];
  /**
   * Files of one account only (the medium's own videos): they make rows in that account alone,
   * grouped and titled like the library's, after the library's share.
   */
  accountFiles?: ReadonlyMap<string, readonly PlanFile[]>;
}

export interface CreationDefinition<M extends CreationMedium = CreationMedium> {
  medium: M;
  /** 巨量引擎 … */
  name: string;
  parent: CreationLevel;
  row: CreationLevel;
  child: CreationLevel | null;
  /** Most titles one level-2 object takes. */
  titlesMax: number;
  /** Most materials one level-2 object takes. */
  materialsMax: number;
  /** Most level-2 objects one level-1 object holds. */
  rowsPerParentMax: number;
  /** Material specs of the placements; `*` applies when the draft names none. */
  placements: readonly PlacementSpecs[];
  plan(draft: CreationDraftOf<M>): DraftPlan;
}

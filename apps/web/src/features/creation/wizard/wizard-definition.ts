import type { RegionMedium } from '@toufang/domain';
import type {
  AbilityKey,
  BaseItem,
  CreationMedium,
  CreationPresetKind,
  KeywordMedium,
  MaterialType,
  MediumKey,
} from '@toufang/contracts';
import type { z } from 'zod';
import type { AccountAssetKind } from '../pickers/account-asset-kinds';
import type { WizardValues } from './wizard-values';

/** A form field's place in the draft, e.g. `['project', 'delivery_setting', 'budget']`. */
export type FieldPath = readonly (string | number)[];

/** Where a bid's suggestion reads its pricing (`PRICING_OCPM` …) and convert type from. */
export interface BidSuggestSource {
  pricing: FieldPath;
  action: FieldPath;
}

export interface FieldOption {
  value: string | number;
  label: string;
}

/**
 * One field of a settings step, drawn by the wizard from data: a choice, several choices, a
 * number (yuan where `unit` says so), a text, a date, a weekly schedule, a name rule with macros
 * or search keywords.
 */
export interface FieldDef {
  name: FieldPath;
  label: string;
  kind:
    | 'select'
    | 'radio'
    | 'checks'
    | 'number'
    | 'text'
    | 'date'
    | 'schedule'
    | 'switch'
    | 'name'
    /** A search ad's keywords, by the limits of `keywords.medium` (`KeywordPicker`). */
    | 'keywords'
    /** Objects each account picks on the medium (`AccountAssetPicker`), in `account_picks`. */
    | 'account-assets'
    /** The region targeting (`RegionPicker`): district, city ids, location type. */
    | 'regions'
    /** 衍生创意 strategies and their slots' values (`DerivedStrategyPicker`). */
    | 'derived-strategies';
  /** A `regions` field's medium: the users' kinds it offers (domain `REGION_MEDIA`). */
  regionMedium?: RegionMedium;
  /** Which objects an `account-assets` field picks. */
  asset?: AccountAssetKind;
  /** A `keywords` field's limits (`KEYWORD_LIMITS`) and the field naming the app suggested for. */
  keywords?: { medium: KeywordMedium; appName: FieldPath };
  options?: readonly FieldOption[];
  unit?: string;
  min?: number;
  max?: number;
  required?: boolean;
  help?: string;
  placeholder?: string;
  /** A choice that may be emptied (null in the draft). */
  allowClear?: boolean;
  /** A bid shows the medium's suggested range for the first chosen account (`BidSuggestion`). */
  suggest?: BidSuggestSource;
  /** The field shows (and is sent) only while the draft matches. */
  visible?: (values: WizardValues) => boolean;
}

export interface FieldGroup {
  title: string;
  /** The group's values may be saved as the operator's preset of this kind and applied later. */
  preset?: CreationPresetKind;
  fields: readonly FieldDef[];
}

/** A step check's refusal: the form field it belongs to and its Chinese message. */
export interface StepCheckIssue {
  field: (string | number)[];
  message: string;
}

/** The steps every wizard has, in order (spec 002 §4 "Wizard": numbered from 1). */
export const WIZARD_STEP_KINDS = [
  'accounts',
  'convert',
  'level1',
  'level2',
  'creative',
  'rules',
  'preview',
  'submit',
] as const;
export type WizardStepKind = (typeof WIZARD_STEP_KINDS)[number];

/**
 * What one medium's creation wizard differs in (spec 002 §3 drafts): its draft schema (with the
 * defaults of spec 002 §3 and §9), the fields of its level-1 and level-2 settings and of its
 * naming and distribution rules, the draft parts each step checks, where its tasks and created
 * objects are shown, and how a chosen conversion base fills the draft.
 */
export interface WizardDefinition {
  medium: CreationMedium;
  /** The medium the family creates on: its accounts, conversion bases, library files and titles. */
  mediumKey: MediumKey;
  /** The session-storage key of the draft (one per medium and wizard). */
  storageKey: string;
  title: string;
  /** The wizard's route without `/:id`. */
  path: string;
  /** The medium's batch task page. */
  taskPath: string;
  /** The task page opened on one task of this wizard. */
  taskLink: (taskId: number) => string;
  /** The delivery screen preset to the objects of one task (`…/:taskid`). */
  deliveryPath: (taskId: number) => string;
  ability: AbilityKey;
  /** The template kind the wizard saves and lists. */
  templateType: string;
  schema: z.ZodObject;
  /** Step titles of the two settings steps (项目设置 / 广告设置 …). */
  stepTitles: Record<'level1' | 'level2', string>;
  level1: readonly FieldGroup[];
  level2: readonly FieldGroup[];
  /** Fields of the materials-and-titles step besides the pickers (title rule, creative mode …). */
  creative: readonly FieldGroup[];
  rules: readonly FieldGroup[];
  /** The draft's top-level keys each step edits, checked by the schema before going on. */
  stepParts: Partial<Record<WizardStepKind, readonly string[]>>;
  materialTypes: readonly MaterialType[];
  /**
   * The materials step also offers the medium's own videos per account (Ocean Engine 媒体素材,
   * the draft's `media_materials`); the library's files may then be none.
   */
  mediaMaterials?: boolean;
  /** Checks of a step beyond its parts' schemas (rules that read several parts). */
  stepChecks?: Partial<
    Record<WizardStepKind, (draft: Record<string, unknown>) => StepCheckIssue[]>
  >;
  /** The draft as a chosen conversion base fills it (download link, package, app …). */
  applyBase: (values: WizardValues, base: BaseItem) => WizardValues;
}

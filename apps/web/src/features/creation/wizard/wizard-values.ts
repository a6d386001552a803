import type { CreationDraftInput, CreationMedium, PickerAccount } from '@toufang/contracts';
import { creationDraftDefaults } from '@toufang/contracts';
import type { z } from 'zod';
import type { PickedMaterial } from '../pickers/picked-material';

/**
 * The wizard's form: the medium's draft, with the accounts and materials as the pickers hold them
 * (names and thumbnails beside the ids). `toDraft` makes the draft the calls take.
 */
export interface WizardValues {
  medium: CreationMedium;
  accounts: PickerAccount[];
  materials: PickedMaterial[];
  [part: string]: unknown;
}

/** The draft of the calls (spec 002 §7 preview/count/submit `preview_data`). */
export function toDraft(values: WizardValues): CreationDraftInput {
  const { accounts, materials, ...rest } = values;
  return {
    ...rest,
    accounts: accounts.map((account) => account.advertiser_id),
    materials: { file_ids: materials.map((file) => file.fid) },
  } as CreationDraftInput;
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** An account known only by its id (a task's draft names no names). */
const accountOf = (id: string): PickerAccount => ({
  advertiser_id: id,
  advertiser_name: id,
  alias: null,
});

/** A library file known only by its id. */
const materialOf = (fid: number): PickedMaterial => ({
  fid,
  name: `素材 ${fid}`,
  type: 'video',
  width: null,
  height: null,
  duration: null,
  thumb_url: null,
  url: '',
});

/**
 * The form of a stored draft, a template's content or an earlier task's draft: accounts and
 * materials as the pickers hold them or as bare ids, every part the medium's defaults fill in
 * (spec 002 §3, §9). Parts of another medium's draft are dropped.
 */
export function fromDraft(
  medium: CreationMedium,
  schema: z.ZodObject,
  source: Record<string, unknown>,
): WizardValues {
  const defaults = defaultValues(medium);
  const values: WizardValues = { ...defaults };
  for (const key of Object.keys(schema.shape)) {
    if (key === 'medium' || key === 'accounts' || key === 'materials') continue;
    const part = schema.shape[key] as z.ZodType;
    const parsed = part.safeParse(source[key]);
    if (parsed.success) values[key] = parsed.data;
    else if (isRecord(source[key]) && isRecord(defaults[key]))
      values[key] = mergeKnown(defaults[key], source[key]);
  }
  const accounts = Array.isArray(source.accounts) ? source.accounts : [];
  values.accounts = accounts.flatMap((entry: unknown) =>
    typeof entry === 'string'
      ? [accountOf(entry)]
      : isRecord(entry) && typeof entry.advertiser_id === 'string'
        ? [entry as unknown as PickerAccount]
        : [],
  );
  const materials = source.materials;
  if (Array.isArray(materials)) {
    values.materials = materials.filter(
      (entry): entry is PickedMaterial => isRecord(entry) && typeof entry.fid === 'number',
    );
  } else if (isRecord(materials) && Array.isArray(materials.file_ids)) {
    values.materials = materials.file_ids
      .filter((fid): fid is number => typeof fid === 'number')
      .map(materialOf);
  }
  return values;
}

/** Keeps the source's values for the keys the defaults have, part by part. */
function mergeKnown(
  defaults: Record<string, unknown>,
  source: Record<string, unknown>,
): Record<string, unknown> {
  const merged: Record<string, unknown> = { ...defaults };
  for (const key of Object.keys(defaults)) {
    if (!(key in source)) continue;
    const fallback = defaults[key];
    const value = source[key];
    merged[key] =
      isRecord(fallback) && isRecord(value)
        ? mergeKnown(fallback, value)
        : typeof value === typeof fallback || fallback === null
          ? value
          : fallback;
  }
  return merged;
}

/**
 * A new draft: every part with the medium's defaults (spec 002 §3, §9), no accounts, materials or
 * titles yet.
 */
export function defaultValues(medium: CreationMedium): WizardValues {
  return { ...creationDraftDefaults(medium), accounts: [], materials: [] };
}

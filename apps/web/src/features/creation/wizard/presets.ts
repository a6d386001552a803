import type { z } from 'zod';
import { valueAt } from '../definitions/shared-fields';
import type { FieldGroup, FieldPath } from './wizard-definition';
import type { WizardValues } from './wizard-values';

// The operator's presets (spec 002 §3 "Preinstall"): the values of one group of a settings step —
// the targeting, the bid and budget, the schedule, the rules — saved once and applied to later
// drafts of the same wizard. A preset holds the group's fields at their places in the draft.

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

function withValueAt(
  target: Record<string, unknown>,
  path: FieldPath,
  value: unknown,
): Record<string, unknown> {
  const [key, ...rest] = path;
  if (key === undefined) return target;
  const name = String(key);
  const inner = isRecord(target[name]) ? target[name] : {};
  return { ...target, [name]: rest.length === 0 ? value : withValueAt(inner, rest, value) };
}

const samePath = (a: readonly PropertyKey[], b: FieldPath) =>
  a.length >= b.length && b.every((key, index) => String(a[index]) === String(key));

/** The preset of a group: each of its fields the draft holds a value for (null included). */
export function presetContent(group: FieldGroup, values: WizardValues): Record<string, unknown> {
  let content: Record<string, unknown> = {};
  for (const field of group.fields) {
    const value = valueAt(values, field.name);
    if (value !== undefined) content = withValueAt(content, field.name, value);
  }
  return content;
}

export interface PresetOutcome {
  values: WizardValues;
  /** The fields the preset set, as the wizard names them. */
  applied: FieldPath[];
  /** Labels of the preset's fields the medium's draft refuses now (a value no longer offered …). */
  refused: string[];
}

/**
 * Applies a preset to the draft: each field of the group that the preset holds takes its value,
 * unless the medium's draft schema refuses that value; fields outside the group are never touched,
 * so a preset of another wizard's shape changes nothing it does not name.
 */
export function applyPreset(
  schema: z.ZodObject,
  group: FieldGroup,
  values: WizardValues,
  content: Record<string, unknown>,
): PresetOutcome {
  let next: WizardValues = values;
  const applied: FieldPath[] = [];
  const refused: string[] = [];
  for (const field of group.fields) {
    const value = valueAt(content, field.name);
    if (value === undefined) continue;
    const [root, ...inner] = field.name;
    const part = schema.shape[String(root)] as z.ZodType | undefined;
    if (part === undefined) continue;
    const current = next[String(root)];
    const candidate =
      inner.length === 0 ? value : withValueAt(isRecord(current) ? current : {}, inner, value);
    const parsed = part.safeParse(candidate);
    if (!parsed.success && parsed.error.issues.some((issue) => samePath(issue.path, inner))) {
      refused.push(field.label);
      continue;
    }
    next = { ...next, [String(root)]: candidate };
    applied.push(field.name);
  }
  return { values: next, applied, refused };
}

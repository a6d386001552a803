import type { z } from 'zod';
import { WIZARD_STEP_KINDS } from './wizard-definition';
import type { WizardDefinition, WizardStepKind } from './wizard-definition';
import { defaultValues, fromDraft, toDraft } from './wizard-values';
import type { WizardValues } from './wizard-values';

/**
 * A wizard's state as the session keeps it (spec 002 §3 "Drafts", §4 "Wizard"): the step shown
 * (`currentStep` from 1), a checked flag per step, the form, and where the draft came from.
 */
export interface WizardState {
  currentStep: number;
  /** `checked[i]`: step i + 1 passed its check since its parts last changed. */
  checked: boolean[];
  values: WizardValues;
  /** The template the draft was initialised from or last saved as. */
  templateId: number | null;
  templateName: string | null;
  /** Where the draft was initialised from (`task:12`), so a reload does not load it again. */
  source: string | null;
  /** The id of the submission the preview prepared (spec 002 §7 submit `config_id`). */
  configId: string | null;
  /** The task the last submit started. */
  submitted: { task_id: number; config_id: string; item_count: number } | null;
}

export const STEP_COUNT = WIZARD_STEP_KINDS.length;

export function initialState(definition: WizardDefinition): WizardState {
  return {
    currentStep: 1,
    checked: WIZARD_STEP_KINDS.map(() => false),
    values: defaultValues(definition.medium),
    templateId: null,
    templateName: null,
    source: null,
    configId: null,
    submitted: null,
  };
}

const storageKey = (definition: WizardDefinition) => `creation-draft:${definition.storageKey}`;

/** The draft kept in this browser session, or a new one; a broken entry gives a new one. */
export function loadState(definition: WizardDefinition, storage: Storage): WizardState {
  const fresh = initialState(definition);
  try {
    const text = storage.getItem(storageKey(definition));
    if (text === null) return fresh;
    const stored = JSON.parse(text) as Partial<WizardState>;
    const step = Number(stored.currentStep);
    return {
      currentStep: Number.isInteger(step) && step >= 1 && step <= STEP_COUNT ? step : 1,
      checked: fresh.checked.map((_, i) => stored.checked?.[i] === true),
      values: fromDraft(definition.medium, definition.schema, stored.values ?? {}),
      templateId: typeof stored.templateId === 'number' ? stored.templateId : null,
      templateName: typeof stored.templateName === 'string' ? stored.templateName : null,
      source: typeof stored.source === 'string' ? stored.source : null,
      configId: typeof stored.configId === 'string' ? stored.configId : null,
      submitted: isSubmitted(stored.submitted) ? stored.submitted : null,
    };
  } catch {
    return fresh;
  }
}

export function saveState(definition: WizardDefinition, storage: Storage, state: WizardState) {
  storage.setItem(storageKey(definition), JSON.stringify(state));
}

export function clearState(definition: WizardDefinition, storage: Storage) {
  storage.removeItem(storageKey(definition));
}

export const stepKind = (step: number): WizardStepKind =>
  WIZARD_STEP_KINDS[Math.min(Math.max(step, 1), STEP_COUNT) - 1] ?? 'accounts';

export interface StepIssue {
  /** The form field the message belongs to. */
  field: (string | number)[];
  message: string;
}

/** The form field an issue of the draft belongs to (accounts and materials are whole fields). */
function fieldOf(path: readonly PropertyKey[]): (string | number)[] {
  const keys = path.filter((key): key is string | number => typeof key !== 'symbol');
  const [head] = keys;
  if (head === 'accounts' || head === 'materials') return [head];
  return keys;
}

/**
 * What keeps a step from being passed: the medium's schema over the parts the step edits (every
 * limit of the contracts, in Chinese). Steps without parts always pass.
 */
export function checkStep(
  definition: WizardDefinition,
  kind: WizardStepKind,
  values: WizardValues,
): StepIssue[] {
  const parts = definition.stepParts[kind] ?? [];
  if (parts.length === 0) return [];
  const draft = toDraft(values) as Record<string, unknown>;
  const extra = definition.stepChecks?.[kind]?.(draft) ?? [];
  return [
    ...extra,
    ...parts.flatMap((part) => {
      const schema = definition.schema.shape[part] as z.ZodType | undefined;
      if (schema === undefined) return [];
      const result = schema.safeParse(draft[part]);
      if (result.success) return [];
      return result.error.issues.map((issue) => ({
        field: fieldOf([part, ...issue.path]),
        message: issue.message,
      }));
    }),
  ];
}

/** The first step before `step` not yet checked: where going forward must stop. */
export function firstUnchecked(state: WizardState, step: number): number | undefined {
  for (let i = 1; i < step; i += 1) if (!state.checked[i - 1]) return i;
  return undefined;
}

/** After a change to the form, the steps whose parts changed (and the later ones) are unchecked. */
export function uncheckFrom(state: WizardState, step: number): boolean[] {
  return state.checked.map((flag, i) => (i + 1 < step ? flag : false));
}

function isSubmitted(value: unknown): value is WizardState['submitted'] {
  if (typeof value !== 'object' || value === null) return false;
  const record = value as Record<string, unknown>;
  return typeof record.task_id === 'number' && typeof record.config_id === 'string';
}

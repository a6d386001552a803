import {
  ACCOUNT_ASSET_KINDS,
  type AssetKind,
  type AssetPick,
} from '../pickers/account-asset-kinds';
import type { FieldDef, WizardDefinition } from './wizard-definition';
import type { WizardValues } from './wizard-values';

// What one account picked on the medium (docs/architecture/creation.md "Per-account picks"), as
// the preview shows it beside each row: read from the draft's `account_picks` through the same
// kinds the pickers use (their slots' labels, their names of the chosen objects), for the
// wizard's `account-assets` fields the draft shows — a pick a hidden field keeps is not sent, so
// it is not shown.

export interface PickedEntry {
  /** The slot's label (落地页, 抖音号, 定向人群 …). */
  label: string;
  /** The chosen objects' names, the id where the pick keeps no name. */
  names: string[];
}

/** Every `account-assets` field of the wizard's settings and creative steps, in step order. */
export function accountAssetFields(definition: WizardDefinition): FieldDef[] {
  return [...definition.level1, ...definition.level2, ...definition.creative]
    .flatMap((group) => group.fields)
    .filter((field) => field.kind === 'account-assets' && field.asset !== undefined);
}

const nameOf = (kind: AssetKind, item: Record<string, unknown>) =>
  kind.name(item) || String(kind.option(item).value);

/** One account's picks in the draft, slot by slot; slots it left empty are left out. */
export function accountPickSummary(
  definition: WizardDefinition,
  draft: Record<string, unknown>,
  advertiserId: string,
): PickedEntry[] {
  const picks = (draft.account_picks ?? {}) as Record<string, AssetPick | undefined>;
  const pick = picks[advertiserId] ?? {};
  const values = draft as WizardValues;
  return accountAssetFields(definition)
    .filter((field) => field.visible?.(values) ?? true)
    .flatMap((field) => {
      const kind: AssetKind = ACCOUNT_ASSET_KINDS[field.asset!];
      return kind.slots.map((slot) => ({
        label: slot.label,
        names: slot.chosen(pick).map((item) => nameOf(kind, item)),
      }));
    })
    .filter((entry) => entry.names.length > 0);
}

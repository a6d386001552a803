import { levelIdKey } from '@toufang/contracts';
import type { AutoruleMedium, Decision, RuleChange } from '@toufang/domain';
import type { WriteField } from '../../media/medium-writes';
import type { WriteDef, WriteRow } from '../delivery-updates/write-table';

// A rule's decisions as rows of the delivery screens' write tables (docs/adr/0009): the entry of
// (medium, level, field) and the body row the delivery screen would send for the same change, so
// a rule's write is checked by the same rules and runs as the same task type.

const FIELD_OF: Record<RuleChange['field'], WriteField> = {
  status: 'status',
  budget: 'budget',
  bid: 'cpaBid',
};

/** The write table entry that makes `change` on the level, if the medium has one. */
export function writeDefFor(
  tables: readonly WriteDef[],
  medium: AutoruleMedium,
  level: string,
  change: RuleChange['field'],
): WriteDef | undefined {
  const field = FIELD_OF[change];
  return tables.find((d) => d.medium === medium && d.level === level && d.fields.includes(field));
}

/** The body row of the delivery screen's route for the decision's change. */
export function writeRowOf(
  level: string,
  decision: Pick<Decision, 'advertiserId' | 'objectId'> & { change: RuleChange },
): WriteRow<unknown> {
  const keys = { advertiser_id: decision.advertiserId, [levelIdKey(level)]: decision.objectId };
  const { change } = decision;
  const input =
    change.field === 'status'
      ? { ...keys, opt_status: change.optStatus }
      : change.field === 'budget'
        ? { ...keys, budget_mode: 'BUDGET_MODE_DAY', budget: change.budgetFen / 100 }
        : { ...keys, cpa_bid: change.bidFen / 100 };
  return { advertiserId: decision.advertiserId, objectId: decision.objectId, input };
}

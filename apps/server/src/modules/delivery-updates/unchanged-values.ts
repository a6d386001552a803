import type { ValueChange } from '../../media/medium-writes';
import type { MirrorSnapshot } from './delivery-mirror.repository';

/**
 * Whether the mirror already holds what a budget or bid change asks for: the single edit dialog
 * sends both fields, and the one left as it was is neither sent to the medium nor recorded.
 */
export function changeIsUnchanged(
  change: ValueChange,
  mirror: MirrorSnapshot | undefined,
): boolean {
  if (mirror === undefined) return false;
  if (change.field === 'cpaBid') return mirror.cpaBidFen === change.fen;
  if (change.field !== 'budget') return false;
  return (
    mirror.budgetMode === change.budgetMode &&
    (change.budgetMode === 'BUDGET_MODE_INFINITE' || mirror.budgetFen === change.budgetFen)
  );
}

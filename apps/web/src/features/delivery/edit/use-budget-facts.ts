import { useQuery } from '@tanstack/react-query';
import { yuanToCents } from '@toufang/domain';
import { fetchBudgetFacts } from './api';
import type { EditLevel, EditRow } from './edit-row';
import { rowApplies, type ModifyItemDef, type RowBudgetFacts } from './modify-items';

const NO_FACTS: RowBudgetFacts = new Map();

/**
 * Today's spend and budget changes of the rows a budget modify sends (the media's budget rules
 * check them as the operator types). Unknown until read, or when the read fails: the dialog then
 * checks the rest and the server these as well.
 */
export function useBudgetFacts(
  item: ModifyItemDef,
  level: EditLevel,
  rows: readonly EditRow[],
): RowBudgetFacts {
  const factLevel = level === 'project' || level === 'promotion' ? level : undefined;
  const items = rows
    .filter((row) => rowApplies(item, row))
    .map((row) => ({ advertiser_id: row.advertiser_id, id: row.id }));
  const enabled = item.editor === 'budget' && factLevel !== undefined && items.length > 0;
  const query = useQuery({
    queryKey: ['delivery-edit', 'budget-facts', factLevel, items],
    queryFn: async ({ signal }) => {
      const answer = await fetchBudgetFacts(factLevel ?? 'promotion', { items }, signal);
      return new Map(
        answer.list.map((fact) => [
          fact.id,
          {
            todaySpendFen: yuanToCents(fact.today_cost) ?? null,
            changesToday: fact.budget_changes_today,
          },
        ]),
      );
    },
    enabled,
    retry: false,
    staleTime: 30_000,
  });
  return query.data ?? NO_FACTS;
}

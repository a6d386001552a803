import { useQuery } from '@tanstack/react-query';
import { yuanToCents, type BudgetChangeFacts } from '@toufang/domain';
import { fetchBudgetFacts } from './api';
import type { EditRow } from './edit-row';
import { rowApplies, type ModifyItemDef, type RowBudgetFacts } from './modify-items';

const NO_FACTS: RowBudgetFacts = new Map();

/**
 * Today's spend and budget changes of the rows a budget modify sends (the media's budget rules
 * check them as the operator types). Unknown until read, or when the read fails: the dialog then
 * checks the rest and the server these as well.
 */
export function useBudgetFacts(
  item: ModifyItemDef,
  /** The tab's facts call; a tab without one checks without them. */
  path: string | undefined,
  rows: readonly EditRow[],
): RowBudgetFacts {
  const items = rows
    .filter((row) => rowApplies(item, row))
    .map((row) => ({ advertiser_id: row.advertiser_id, id: row.id }));
  const enabled = item.editor === 'budget' && path !== undefined && items.length > 0;
  const query = useQuery({
    queryKey: ['delivery-edit', 'budget-facts', path, items],
    queryFn: async ({ signal }) => {
      const answer = await fetchBudgetFacts(path ?? '', { items }, signal);
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

/** Today's spend and budget changes of one row, for its 预算/出价 dialog; none until read. */
export function useRowBudgetFacts(
  path: string | undefined,
  row: Pick<EditRow, 'advertiser_id' | 'id'>,
): Pick<BudgetChangeFacts, 'todaySpendFen' | 'changesToday'> | undefined {
  const query = useQuery({
    queryKey: ['delivery-edit', 'row-budget-facts', path, row.advertiser_id, row.id],
    queryFn: async ({ signal }) => {
      const answer = await fetchBudgetFacts(
        path ?? '',
        { items: [{ advertiser_id: row.advertiser_id, id: row.id }] },
        signal,
      );
      const fact = answer.list.find((entry) => entry.id === row.id);
      return fact === undefined
        ? null
        : {
            todaySpendFen: yuanToCents(fact.today_cost) ?? null,
            changesToday: fact.budget_changes_today,
          };
    },
    enabled: path !== undefined,
    retry: false,
    staleTime: 30_000,
  });
  return query.data ?? undefined;
}

import type { AccountReportRow } from '@toufang/contracts';
import type { GridColumn } from '../grid/grid-column';
import type { ColumnContext } from '../delivery-definition';
import { budgetText } from './budget-text';
import { dateTimeText, NameCell } from './cells';
import { formatYuan } from './metric-format';

/** 账户 tab of every screen (spec 001 §3 "Account"): the name opens the account's objects. */
export function accountColumns(
  context: ColumnContext<AccountReportRow>,
): GridColumn<AccountReportRow>[] {
  return [
    {
      key: 'advertiser_name',
      title: '账户',
      width: 260,
      fixed: 'left',
      render: (_, row) => (
        <NameCell
          name={row.advertiser_name}
          id={row.advertiser_id}
          idLabel="ID"
          openLabel={`查看${context.drillTitle ?? ''}`}
          onOpen={() => context.drill({ id: row.advertiser_id, name: row.advertiser_name })}
        />
      ),
    },
    {
      key: 'advertiser_note',
      title: '备注',
      width: 160,
      ellipsis: true,
      render: (_, row) => row.advertiser_note ?? '-',
    },
    {
      key: 'game',
      title: '游戏',
      width: 140,
      ellipsis: true,
      render: (_, row) => row.game?.game_name ?? '-',
    },
    {
      key: 'budget',
      title: '日预算',
      width: 120,
      render: (_, row) => budgetText(row.budget.budget_mode, row.budget.budget),
    },
    { key: 'balance', title: '余额', width: 120, render: (_, row) => formatYuan(row.balance) },
    {
      key: 'sync_time',
      title: '同步时间',
      width: 170,
      render: (_, row) => dateTimeText(row.sync_time),
    },
  ];
}

import type { PromotionReportRow } from '@toufang/contracts';
import { StatusCell } from '../components/status-cell';
import type { GridColumn } from '../grid/grid-column';
import type { ColumnContext } from '../delivery-definition';
import { budgetText } from './budget-text';
import { dateTimeText, NameCell, TwoLines } from './cells';
import { formatYuan } from './metric-format';
import { switchColumn } from './switch-column';

export const promotionKey = (row: PromotionReportRow) => row.promotion_id;

/** 广告 tab (spec 001 §3 "Ad (promotion)"): the name opens the ad's materials. */
export function promotionColumns(
  context: ColumnContext<PromotionReportRow>,
): GridColumn<PromotionReportRow>[] {
  return [
    {
      key: 'name',
      title: '广告',
      width: 260,
      fixed: 'left',
      render: (_, row) => (
        <NameCell
          name={row.name}
          id={row.promotion_id}
          idLabel="ID"
          openLabel="查看素材"
          onOpen={() => context.drill({ id: row.promotion_id, name: row.name })}
        />
      ),
    },
    switchColumn(context, promotionKey, (row) => row.opt_status),
    {
      key: 'status',
      title: '状态',
      width: 140,
      render: (_, row) => (
        <StatusCell
          level="promotion"
          status={row.status}
          onAdvice={() =>
            context.openAdvice({
              advertiserId: row.advertiser_id,
              id: row.promotion_id,
              name: row.name,
            })
          }
        />
      ),
    },
    {
      key: 'project',
      title: '所属项目',
      width: 200,
      render: (_, row) =>
        row.project ? <TwoLines first={row.project.name} second={row.project.project_id} /> : '-',
    },
    {
      key: 'advertiser',
      title: '账户',
      width: 200,
      render: (_, row) => <TwoLines first={row.advertiser_name} second={row.advertiser_id} />,
    },
    {
      key: 'budget',
      title: '预算',
      width: 120,
      render: (_, row) => budgetText(row.budget_mode, row.budget),
    },
    {
      key: 'cpa_bid',
      title: '出价',
      width: 110,
      render: (_, row) =>
        row.project?.project_custom === 'ON' ? '项目成本稳投' : formatYuan(row.cpa_bid ?? row.bid),
    },
    {
      key: 'deep_cpabid',
      title: '深度出价',
      width: 110,
      render: (_, row) => formatYuan(row.deep_cpabid),
    },
    { key: 'roi_goal', title: 'ROI系数', width: 90, render: (_, row) => row.roi_goal ?? '-' },
    {
      key: 'promotion_create_time',
      title: '创建时间',
      width: 170,
      render: (_, row) => dateTimeText(row.promotion_create_time),
    },
  ];
}

import type { ProjectReportRow } from '@toufang/contracts';
import { PRICING_LABELS } from '@toufang/domain';
import { LinkButton } from '../../../components/link-button';
import { LANDING_TYPE_LABELS } from '../bytedance-options';
import { StatusCell } from '../components/status-cell';
import type { GridColumn } from '../grid/grid-column';
import type { ColumnContext } from '../delivery-definition';
import { budgetText } from './budget-text';
import { dateTimeText, labelOf, NameCell, TwoLines } from './cells';
import { formatYuan } from './metric-format';
import { switchColumn } from './switch-column';

export const projectKey = (row: ProjectReportRow) => row.project_id;

/** 项目 tab (spec 001 §3 "Project"): the name opens the project's ads. */
export function projectColumns(
  context: ColumnContext<ProjectReportRow>,
): GridColumn<ProjectReportRow>[] {
  return [
    {
      key: 'name',
      title: '项目',
      width: 260,
      fixed: 'left',
      render: (_, row) => (
        <NameCell
          name={row.name}
          id={row.project_id}
          idLabel="ID"
          openLabel="查看广告"
          onOpen={() => context.drill({ id: row.project_id, name: row.name })}
        />
      ),
    },
    switchColumn(context, projectKey, (row) => row.opt_status),
    {
      key: 'status',
      title: '状态',
      width: 140,
      render: (_, row) => (
        <StatusCell
          level="project"
          status={row.status}
          adviceOffered={row.audit_denied}
          onAdvice={() =>
            context.openAdvice({
              advertiserId: row.advertiser_id,
              id: row.project_id,
              name: row.name,
            })
          }
        />
      ),
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
      render: (_, row) => budgetText(row.delivery_setting.budget_mode, row.delivery_setting.budget),
    },
    {
      key: 'cpa_bid',
      title: '出价',
      width: 110,
      render: (_, row) => formatYuan(row.delivery_setting.cpa_bid ?? row.delivery_setting.bid),
    },
    {
      key: 'roi_goal',
      title: 'ROI系数',
      width: 90,
      render: (_, row) => row.delivery_setting.roi_goal ?? '-',
    },
    {
      key: 'pricing',
      title: '出价方式',
      width: 90,
      render: (_, row) => labelOf(PRICING_LABELS, row.pricing),
    },
    {
      key: 'landing_type',
      title: '推广目的',
      width: 100,
      render: (_, row) => labelOf(LANDING_TYPE_LABELS, row.landing_type),
    },
    {
      key: 'game',
      title: '游戏',
      width: 140,
      ellipsis: true,
      render: (_, row) => row.game?.game_name ?? '-',
    },
    {
      key: 'project_create_time',
      title: '创建时间',
      width: 170,
      render: (_, row) => dateTimeText(row.project_create_time),
    },
    {
      key: 'actions',
      title: '操作',
      width: 80,
      render: (_, row) =>
        context.canDelete ? (
          <LinkButton danger onClick={() => context.deleteRow(row)}>
            删除
          </LinkButton>
        ) : null,
    },
  ];
}

import type { MaterialReportRow } from '@toufang/contracts';
import { isMaterialSwitchDisabled } from '@toufang/domain';
import { LinkButton } from '../../../components/link-button';
import { MATERIAL_TYPE_LABELS } from '../bytedance-options';
import { MaterialThumbnail } from '../components/material-thumbnail';
import { StatusCell } from '../components/status-cell';
import type { GridColumn } from '../grid/grid-column';
import type { ColumnContext } from '../delivery-definition';
import { dateTimeText, labelOf, NameCell, TwoLines } from './cells';
import { switchColumn } from './switch-column';

export const materialKey = (row: MaterialReportRow) => row.id;

const materialName = (row: MaterialReportRow) => row.material_names.join('、') || row.material_id;

/** 素材 tab (spec 001 §3 "Material"): thumbnails open the 750 px preview. */
export function materialColumns(
  context: ColumnContext<MaterialReportRow>,
): GridColumn<MaterialReportRow>[] {
  return [
    {
      key: 'material',
      title: '素材',
      width: 320,
      fixed: 'left',
      render: (_, row) => (
        <div className="tf-material-cell">
          <MaterialThumbnail
            url={row.thumbnail_url}
            type={row.type}
            name={materialName(row)}
            onOpen={() => context.preview(row)}
          />
          <NameCell name={materialName(row)} id={row.material_id} idLabel="ID" />
        </div>
      ),
    },
    switchColumn(
      context,
      materialKey,
      (row) => row.material_opt_status,
      (row) => (isMaterialSwitchDisabled(row.material_status) ? '素材已删除' : undefined),
    ),
    {
      key: 'material_status',
      title: '状态',
      width: 140,
      render: (_, row) => <StatusCell level="material" status={row.material_status} />,
    },
    {
      key: 'type',
      title: '类型',
      width: 70,
      render: (_, row) => labelOf(MATERIAL_TYPE_LABELS, row.type),
    },
    {
      key: 'promotion',
      title: '所属广告',
      width: 200,
      render: (_, row) => <TwoLines first={row.promotion_name} second={row.promotion_id} />,
    },
    {
      key: 'project',
      title: '所属项目',
      width: 200,
      render: (_, row) =>
        row.project_id ? <TwoLines first={row.project_name ?? '-'} second={row.project_id} /> : '-',
    },
    {
      key: 'advertiser',
      title: '账户',
      width: 200,
      render: (_, row) => <TwoLines first={row.advertiser_name} second={row.advertiser_id} />,
    },
    {
      key: 'create_time',
      title: '创建时间',
      width: 170,
      render: (_, row) => dateTimeText(row.create_time),
    },
    {
      key: 'actions',
      title: '操作',
      width: 80,
      render: (_, row) =>
        context.canDelete && !isMaterialSwitchDisabled(row.material_status) ? (
          <LinkButton danger onClick={() => context.deleteRow(row)}>
            删除
          </LinkButton>
        ) : null,
    },
  ];
}

import type { MaterialReportRow } from '@toufang/contracts';
import { isMaterialSwitchDisabled } from '@toufang/domain';
import { Button, Flex, Typography } from 'antd';
import type { TableColumnsType } from 'antd';
import { MATERIAL_TYPE_LABELS } from '../bytedance-options';
import { MaterialThumbnail } from '../components/material-thumbnail';
import { StatusCell } from '../components/status-cell';
import type { ColumnContext } from '../delivery-definition';
import { dateTimeText, labelOf, TwoLines } from './cells';
import { switchColumn } from './switch-column';

export const materialKey = (row: MaterialReportRow) => row.id;

const materialName = (row: MaterialReportRow) => row.material_names.join('、') || row.material_id;

/** 素材 tab (spec 001 §3 "Material"): thumbnails open the 750 px preview. */
export function materialColumns(
  context: ColumnContext<MaterialReportRow>,
): TableColumnsType<MaterialReportRow> {
  return [
    {
      key: 'material',
      title: '素材',
      width: 320,
      fixed: 'left',
      render: (_, row) => (
        <Flex gap={10} align="center">
          <MaterialThumbnail
            url={row.thumbnail_url}
            type={row.type}
            name={materialName(row)}
            onOpen={() => context.preview(row)}
          />
          <Flex vertical gap={2} style={{ minWidth: 0 }}>
            <Typography.Text ellipsis title={materialName(row)}>
              {materialName(row)}
            </Typography.Text>
            <Typography.Text
              type="secondary"
              copyable={{ text: row.material_id }}
              style={{ fontSize: 12 }}
            >
              ID：{row.material_id}
            </Typography.Text>
          </Flex>
        </Flex>
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
        context.canSwitch && !isMaterialSwitchDisabled(row.material_status) ? (
          <Button type="link" size="small" danger onClick={() => context.deleteRow(row)}>
            删除
          </Button>
        ) : null,
    },
  ];
}

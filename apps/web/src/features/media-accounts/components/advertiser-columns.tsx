import type { AdvertiserRow } from '@toufang/contracts';
import { Space, Tag, Tooltip, Typography } from 'antd';
import type { TableColumnsType } from 'antd';
import { Link } from 'react-router';
import { actionsColumn } from '../../../components/actions-column';
import { formatDateTime } from '../../../components/format-date-time';
import { RowActionButton } from '../../../components/row-action-button';
import { statusColumn } from '../../../components/status-column';
import type { StatusChange } from '../../../components/use-status-change';
import { gameLabel } from '../../config-data';
import { needsReauthorization, ROLE_LABELS } from '../account-labels';
import type { AccountsDefinition } from '../medium-definitions';
import { AliasCell } from './alias-cell';
import { HealthCell } from './health-cell';

const dash = <Typography.Text type="secondary">-</Typography.Text>;

export interface AdvertiserColumnHandlers {
  definition: AccountsDefinition;
  statusChange: StatusChange;
  aliasSavingId: number | undefined;
  onAliasSave: (row: AdvertiserRow, alias: string) => void;
  onEditNote: (row: AdvertiserRow) => void;
  onAssignGame: (row: AdvertiserRow) => void;
  onReauthorize: () => void;
}

/** The columns of the account lists (spec 000 §2 /userList): the same for the three media. */
export function advertiserColumns(h: AdvertiserColumnHandlers): TableColumnsType<AdvertiserRow> {
  return [
    {
      title: '账户',
      key: 'account',
      width: 230,
      fixed: 'left',
      render: (_value, row) => (
        <Space orientation="vertical" size={0}>
          <Link to={h.definition.detailRoute(row.id)}>{row.name || row.advertiser_id}</Link>
          <Typography.Text type="secondary" copyable={{ text: row.advertiser_id }}>
            {h.definition.idLabel} {row.advertiser_id}
          </Typography.Text>
        </Space>
      ),
    },
    {
      title: '别名',
      dataIndex: 'alias',
      width: 150,
      render: (_alias: string | null, row) => (
        <AliasCell
          alias={row.alias}
          saving={h.aliasSavingId === row.id}
          onSave={(alias) => h.onAliasSave(row, alias)}
        />
      ),
    },
    {
      title: '游戏',
      dataIndex: 'game',
      width: 150,
      ellipsis: true,
      render: (game: AdvertiserRow['game']) => (game ? gameLabel(game) : dash),
    },
    {
      title: '余额（元）',
      dataIndex: 'balance',
      width: 110,
      align: 'right',
      render: (balance: string | null) => (balance === null ? dash : formatYuan(balance)),
    },
    {
      title: '授权状态',
      dataIndex: 'health',
      width: 100,
      render: (_health, row) => <HealthCell row={row} />,
    },
    statusColumn<AdvertiserRow>({
      width: 110,
      statusChange: h.statusChange,
      disableConfirm: '确认禁用该账户？',
      disableDescription: '禁用后不再同步该账户，也不在投放中提供',
    }),
    {
      title: '备注',
      dataIndex: 'note',
      width: 180,
      ellipsis: { showTitle: false },
      render: (note: string | null) =>
        note ? (
          <Tooltip title={note} placement="topLeft">
            {note}
          </Tooltip>
        ) : (
          dash
        ),
    },
    {
      title: '主体',
      dataIndex: 'company',
      width: 150,
      ellipsis: true,
      render: (company: string | null) => company ?? dash,
    },
    {
      title: '类型',
      dataIndex: 'role',
      width: 90,
      render: (role: AdvertiserRow['role'], row) =>
        row.parent_advertiser_id ? (
          <Tooltip title={`上级账户 ${row.parent_advertiser_id}`}>
            <Tag>{ROLE_LABELS[role]}（子）</Tag>
          </Tooltip>
        ) : (
          <Tag color={role === 'advertiser' ? undefined : 'geekblue'}>{ROLE_LABELS[role]}</Tag>
        ),
    },
    {
      title: '授权人',
      dataIndex: 'authorized_by',
      width: 110,
      ellipsis: true,
      render: (name: string | null) => name ?? dash,
    },
    { title: '授权时间', dataIndex: 'authorized_at', width: 170, render: formatDateTime },
    { title: '同步时间', dataIndex: 'synced_at', width: 170, render: formatDateTime },
    actionsColumn<AdvertiserRow>({
      width: 200,
      fixed: 'right',
      render: (row) => (
        <Space size={12}>
          <RowActionButton flush onClick={() => h.onEditNote(row)}>
            备注
          </RowActionButton>
          <RowActionButton flush onClick={() => h.onAssignGame(row)}>
            分配游戏
          </RowActionButton>
          {needsReauthorization(row.health) ? (
            <RowActionButton flush danger onClick={h.onReauthorize}>
              重新授权
            </RowActionButton>
          ) : null}
        </Space>
      ),
    }),
  ];
}

/** 元 as text with thousands separators ("12345.67" → "12,345.67"). */
export function formatYuan(yuan: string): string {
  const [whole = '0', cents = '00'] = yuan.split('.');
  return `${whole.replace(/\B(?=(\d{3})+(?!\d))/g, ',')}.${cents}`;
}

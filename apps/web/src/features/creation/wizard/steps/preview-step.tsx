import { keepPreviousData, useQuery } from '@tanstack/react-query';
import {
  RegionTargetingSchema,
  type CreationCounts,
  type CreationDraftInput,
  type CreationPreviewRow,
  type TencentAccountPick,
} from '@toufang/contracts';
import { regionText } from '@toufang/domain';
import { Alert, Flex, Switch, Table, Tag, Typography } from 'antd';
import type { TableColumnsType } from 'antd';
import { useState } from 'react';
import { valueAt } from '../../definitions/shared-fields';
import { errorText } from '../../error-text';
import { countDraft, creationKey, previewDraft } from '../../api';
import { accountAssetFields, accountPickSummary } from '../account-pick-summary';
import type { WizardDefinition } from '../wizard-definition';
import { useRegionCounties } from '../../pickers/region-counties';

const PAGE_SIZE = 50;

/** "将创建 N 个项目 / N 个广告" and the cap of one submit (spec 002 §4, §7). */
export function countsText(counts: CreationCounts): string {
  return `将创建 ${counts.parents} 个${counts.parent_label} / ${counts.rows} 个${counts.row_label}`;
}

/** Why the draft may not be submitted as it is; undefined when it may. */
export function submitRefusal(counts: CreationCounts | undefined): string | undefined {
  if (counts === undefined) return '请先预览';
  if (counts.errors.length > 0) return counts.errors.join('；');
  if (counts.rows === 0) return `没有可创建的${counts.row_label}`;
  if (counts.over_cap)
    return `单次最多提交 ${counts.cap} 个${counts.row_label}，当前 ${counts.rows} 个，请减少账户、素材或标题`;
  if (counts.error_rows > 0) return `有 ${counts.error_rows} 行存在错误，请返回修改后再提交`;
  return undefined;
}

/** `地域：…` of the draft, where the wizard has a region field. */
export function regionSummary(definition: WizardDefinition, draft: unknown): string | undefined {
  const field = [...definition.level1, ...definition.level2]
    .flatMap((group) => group.fields)
    .find((f) => f.kind === 'regions');
  if (!field) return undefined;
  const value = valueAt(draft as Record<string, unknown>, field.name);
  const region = RegionTargetingSchema.safeParse(value ?? {});
  if (!region.success) return undefined;
  const packages = region.data.district === 'NONE' ? packageRegions(draft) : [];
  if (packages.length === 0) return `地域：${regionText(region.data)}`;
  // 不限 in the draft keeps a picked 定向包's regions: those are what the adgroup is sent.
  return `地域：${packages.join('；')}`;
}

/** Each chosen account's picked 定向包 with its regions (Tencent's `account_picks`). */
function packageRegions(draft: unknown): string[] {
  const { accounts, account_picks: picks } = (draft ?? {}) as {
    accounts?: unknown;
    account_picks?: Record<string, Partial<TencentAccountPick> | undefined>;
  };
  if (!picks || !Array.isArray(accounts)) return [];
  const withPackage = accounts.filter((id) => picks[String(id)]?.targeting_id != null);
  if (withPackage.length === 0) return [];
  return accounts.map((id) => {
    const pick = picks[String(id)];
    if (pick?.targeting_id == null) return `账户 ${id} 不限`;
    const region = RegionTargetingSchema.safeParse(pick.targeting_region ?? undefined);
    const regions = region.success ? regionText(region.data) : '以定向包为准';
    return `账户 ${id} 定向包「${pick.targeting_name || pick.targeting_id}」${regions}`;
  });
}

const yuan = (value: number | null) => (value === null ? '-' : `${value} 元`);

/** A row's account's picks on the medium (落地页、抖音号、定向包 …), one line a choice. */
function AccountPicks(props: {
  definition: WizardDefinition;
  draft: CreationDraftInput;
  advertiserId: string;
}) {
  const entries = accountPickSummary(props.definition, props.draft, props.advertiserId);
  if (entries.length === 0) return <Typography.Text type="secondary">未选择</Typography.Text>;
  return (
    <Flex vertical aria-label="账户所选">
      {entries.map((entry) => (
        <Typography.Text key={entry.label} ellipsis={{ tooltip: entry.names.join('、') }}>
          <Typography.Text type="secondary">{entry.label}：</Typography.Text>
          {entry.names.join('、')}
        </Typography.Text>
      ))}
    </Flex>
  );
}

/** Step 7: the objects the draft makes, with each row's errors from the server's check. */
export function PreviewStep({
  definition,
  draft,
}: {
  definition: WizardDefinition;
  draft: CreationDraftInput;
}) {
  const [onlyErrors, setOnlyErrors] = useState(false);
  const [page, setPage] = useState(1);
  // Names the draft's counties in the region summary once the county level is in.
  useRegionCounties();
  const draftKey = JSON.stringify(draft);
  const counts = useQuery({
    queryKey: creationKey(definition.medium, 'count', draftKey),
    queryFn: () => countDraft(definition.medium, draft),
  });
  const rows = useQuery({
    queryKey: creationKey(definition.medium, 'preview', draftKey, onlyErrors, page),
    queryFn: () =>
      previewDraft(definition.medium, draft, {
        page,
        perpage: PAGE_SIZE,
        only_errors: onlyErrors,
      }),
    placeholderData: keepPreviousData,
  });
  const summary = counts.data ?? rows.data?.counts;

  const columns: TableColumnsType<CreationPreviewRow> = [
    {
      title: '账户',
      key: 'account',
      width: 180,
      render: (_, row) => row.advertiser_name ?? row.advertiser_id,
    },
    { title: summary?.parent_label ?? '上级', dataIndex: 'parent_name', width: 220 },
    { title: summary?.row_label ?? '名称', dataIndex: 'name', width: 240 },
    ...(accountAssetFields(definition).length > 0
      ? [
          {
            title: '账户所选',
            key: 'picks',
            width: 260,
            render: (_: unknown, row: CreationPreviewRow) => (
              <AccountPicks
                definition={definition}
                draft={draft}
                advertiserId={row.advertiser_id}
              />
            ),
          },
        ]
      : []),
    {
      title: '素材',
      key: 'materials',
      width: 200,
      render: (_, row) =>
        [...row.materials, ...(row.media_materials ?? [])].map((m) => m.name).join('、'),
    },
    {
      title: '标题',
      key: 'titles',
      width: 240,
      render: (_, row) => row.titles.join(' / '),
    },
    { title: '预算', dataIndex: 'budget', width: 100, render: yuan },
    { title: '出价', dataIndex: 'bid', width: 100, render: yuan },
    {
      title: '待推送素材',
      dataIndex: 'to_push',
      width: 100,
    },
    {
      title: '校验',
      key: 'errors',
      width: 260,
      fixed: 'right',
      render: (_, row) =>
        row.errors.length === 0 ? (
          <Tag color="success">通过</Tag>
        ) : (
          <Flex vertical>
            {row.errors.map((error) => (
              <Typography.Text key={error} type="danger">
                {error}
              </Typography.Text>
            ))}
          </Flex>
        ),
    },
  ];

  const failure = counts.error ?? rows.error;
  const refusal = submitRefusal(summary);
  const region = regionSummary(definition, draft);
  return (
    <Flex vertical gap={12}>
      {failure ? (
        <Alert type="error" showIcon title="预览失败" description={errorText(failure)} />
      ) : null}
      {summary ? (
        <Alert
          type={refusal ? 'warning' : 'success'}
          showIcon
          title={<span aria-label="预览结果">{countsText(summary)}</span>}
          description={
            <Flex vertical>
              <span>
                单次提交最多 {summary.cap} 个{summary.row_label}
                {summary.pushes > 0 ? `；提交后先推送 ${summary.pushes} 个素材到账户` : ''}
              </span>
              {region ? <span aria-label="地域定向">{region}</span> : null}
              {refusal ? <Typography.Text type="danger">{refusal}</Typography.Text> : null}
            </Flex>
          }
        />
      ) : null}
      <Flex justify="space-between" align="center">
        <Typography.Text type="secondary">
          {summary && summary.error_rows > 0 ? `有错误的行：${summary.error_rows}` : null}
        </Typography.Text>
        <Flex gap={8} align="center">
          <Switch
            size="small"
            checked={onlyErrors}
            aria-label="只看有错误的行"
            onChange={(value) => {
              setOnlyErrors(value);
              setPage(1);
            }}
          />
          <span>只看有错误的行</span>
        </Flex>
      </Flex>
      <Table<CreationPreviewRow>
        size="small"
        rowKey="key"
        columns={columns}
        dataSource={rows.data?.list ?? []}
        loading={rows.isFetching || counts.isFetching}
        scroll={{ x: 1860, y: 480 }}
        locale={{ emptyText: onlyErrors ? '没有有错误的行' : '没有可创建的对象' }}
        pagination={{
          current: page,
          pageSize: PAGE_SIZE,
          total: rows.data?.page_info.total_number ?? 0,
          showSizeChanger: false,
          showTotal: (total) => `共 ${total} 行`,
          onChange: setPage,
        }}
      />
    </Flex>
  );
}

import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  SUB_PACKAGE_STATUSES,
  type SubPackageItem,
  type SubPackageListData,
  type SubPackageStatus,
} from '@toufang/contracts';
import { PACKAGE_WARNING_LABELS } from '@toufang/domain';
import {
  Alert,
  App,
  Button,
  Card,
  Descriptions,
  Popconfirm,
  Progress,
  Select,
  Space,
  Statistic,
  Tabs,
} from 'antd';
import { useState } from 'react';
import { ListToolbar } from '../../../components/list-toolbar';
import { PagedTable } from '../../../components/paged-table';
import { SearchInput } from '../../../components/search-input';
import { useDebouncedValue } from '../../../components/use-debounced-value';
import { usePagedQuery } from '../../../components/use-paged-query';
import {
  checkDownload,
  listSubPackages,
  retryPackages,
  SUB_PACKAGES_KEY,
  subPackageListKey,
} from '../api';
import { ExtendPackageModal } from './extend-package-modal';
import { SubPackageOplog } from './sub-package-oplog';
import { SUB_PACKAGE_STATUS, subPackageColumns } from './sub-package-columns';

/** While packages are queued or being built the list is read again this often. */
const BUILDING_POLL_MS = 3_000;

const STATUS_OPTIONS = SUB_PACKAGE_STATUSES.map((s) => ({
  value: s,
  label: SUB_PACKAGE_STATUS[s].text,
}));

function Summary({ data }: { data: SubPackageListData }) {
  const { app, counts, quota } = data;
  const total = SUB_PACKAGE_STATUSES.reduce((n, s) => n + counts[s], 0);
  const done = counts.succeeded + counts.failed;
  const working = counts.queued + counts.building;
  return (
    <>
      <Descriptions size="small" column={3} style={{ marginBottom: 12 }}>
        <Descriptions.Item label="应用">{app.app_name}</Descriptions.Item>
        <Descriptions.Item label="游戏">{app.game_name ?? '—'}</Descriptions.Item>
        <Descriptions.Item label="包名">{app.package_name ?? '—'}</Descriptions.Item>
        <Descriptions.Item label="账户">
          {app.advertiser_name ?? '—'}（{app.advertiser_id ?? '—'}）
        </Descriptions.Item>
        <Descriptions.Item label="应用ID">{app.media_app_id ?? '—'}</Descriptions.Item>
        <Descriptions.Item label="母包下载链接">{app.download_url ?? '—'}</Descriptions.Item>
      </Descriptions>
      {app.refusal && (
        <Alert type="warning" showIcon message={`该应用暂不能分包：${app.refusal}`} />
      )}
      {data.warnings.length > 0 && (
        <Alert
          type="error"
          showIcon
          style={{ marginTop: 8 }}
          message={`分包预警：${data.warnings.map((w) => PACKAGE_WARNING_LABELS[w]).join('；')}`}
          description="下载链接不可用的分包请核对后重新分包；接近上限时请清理不再投放的渠道包或联系媒体提升配额。"
        />
      )}
      <Space size={40} wrap style={{ margin: '12px 0' }}>
        <Statistic title="分包总数" value={total} />
        <Statistic title="分包成功" value={counts.succeeded} />
        <Statistic title="分包失败" value={counts.failed} />
        <Statistic title="排队 / 分包中" value={working} />
        <div style={{ width: 220 }}>
          <div>媒体配额</div>
          {quota ? (
            <Progress
              percent={Math.round((quota.used / Math.max(quota.quota, 1)) * 100)}
              status={data.warnings.includes('quota') ? 'exception' : 'normal'}
              format={() => `${quota.used} / ${quota.quota}`}
            />
          ) : (
            '—'
          )}
        </div>
        {working > 0 && total > 0 && (
          <div style={{ width: 220 }}>
            <div>进度</div>
            <Progress percent={Math.floor((done / total) * 100)} status="active" />
          </div>
        )}
      </Space>
    </>
  );
}

/**
 * 分包管理 of one Kuaishou app (spec 000 §2 `/project/packageTask/:id`): its channel packages, one
 * per ad ID, their progress and failures, 分包, 重试失败, the download check and the operation log.
 */
export function SubPackagePanel({ appId }: { appId: number }) {
  const client = useQueryClient();
  const { message, modal } = App.useApp();
  const [status, setStatus] = useState<SubPackageStatus>();
  const [keyword, setKeyword] = useState('');
  const [extending, setExtending] = useState(false);
  const query = usePagedQuery<SubPackageItem, SubPackageListData>({
    queryKey: subPackageListKey(appId),
    fetchPage: (params, signal) => listSubPackages(appId, params, signal),
    filters: { status, keyword: useDebouncedValue(keyword) },
    refetchInterval: (page) =>
      page && page.counts.queued + page.counts.building > 0 ? BUILDING_POLL_MS : false,
  });
  const reload = () => client.invalidateQueries({ queryKey: SUB_PACKAGES_KEY });
  const retry = useMutation({
    mutationFn: () => retryPackages({ app_id: appId }),
    onSuccess: async (answer) => {
      void message.success(`已提交 ${answer.item_count} 个失败分包重新分包`);
      await reload();
    },
  });
  const check = useMutation({
    mutationFn: () => checkDownload(appId),
    onSuccess: async (answer) => {
      if (answer.failed.length === 0) {
        void message.success(`已检查 ${answer.checked} 个下载链接，全部可下载`);
      } else {
        modal.warning({
          title: `${answer.failed.length} 个下载链接不可用（共检查 ${answer.checked} 个）`,
          width: 640,
          content: (
            <ul style={{ paddingLeft: 18, maxHeight: 320, overflow: 'auto' }}>
              {answer.failed.map((f) => (
                <li key={`${f.sub_package_id ?? 'app'}`}>
                  {f.ad_id ? `广告ID ${f.ad_id}` : '母包'}：{f.reason}
                </li>
              ))}
            </ul>
          ),
        });
      }
      await reload();
    },
  });
  const data = query.data;
  const packageable = data ? data.app.refusal === null : false;
  const failed = data?.counts.failed ?? 0;

  return (
    <Card title="分包管理" variant="borderless">
      {data && <Summary data={data} />}
      <Tabs
        items={[
          {
            key: 'packages',
            label: '分包列表',
            children: (
              <>
                <ListToolbar
                  filters={
                    <Space wrap>
                      <SearchInput
                        placeholder="广告ID或名称"
                        value={keyword}
                        onChange={setKeyword}
                        width={200}
                      />
                      <Select
                        allowClear
                        placeholder="状态"
                        aria-label="状态"
                        style={{ width: 120 }}
                        value={status}
                        onChange={setStatus}
                        options={STATUS_OPTIONS}
                      />
                    </Space>
                  }
                  actions={
                    <Space>
                      <Button loading={check.isPending} onClick={() => check.mutate()}>
                        检查下载链接
                      </Button>
                      <Popconfirm
                        title={`重新分包 ${failed} 个失败的分包？`}
                        okText="重试"
                        cancelText="取消"
                        disabled={!packageable || failed === 0}
                        onConfirm={() => retry.mutate()}
                      >
                        <Button disabled={!packageable || failed === 0} loading={retry.isPending}>
                          重试失败（{failed}）
                        </Button>
                      </Popconfirm>
                      <Button
                        type="primary"
                        disabled={!packageable}
                        onClick={() => setExtending(true)}
                      >
                        分包
                      </Button>
                    </Space>
                  }
                />
                <PagedTable<SubPackageItem>
                  rowKey="id"
                  columns={subPackageColumns}
                  query={query}
                  scroll={{ x: 1500 }}
                  emptyText="暂无分包，点击「分包」为广告ID生成渠道包"
                />
              </>
            ),
          },
          { key: 'oplog', label: '操作记录', children: <SubPackageOplog appId={appId} /> },
        ]}
      />
      {extending && (
        <ExtendPackageModal
          appId={appId}
          onClose={() => setExtending(false)}
          onDone={(answer) => {
            setExtending(false);
            void message.success(
              answer.task_id === null
                ? `所选广告ID均已分包（${answer.skipped} 个），无需重复分包`
                : `已提交 ${answer.item_count} 个广告ID分包${answer.skipped ? `，跳过已分包的 ${answer.skipped} 个` : ''}`,
            );
            void reload();
          }}
        />
      )}
    </Card>
  );
}

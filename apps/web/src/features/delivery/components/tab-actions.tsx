import {
  DownloadOutlined,
  DownOutlined,
  ReloadOutlined,
  SearchOutlined,
  SettingOutlined,
} from '@ant-design/icons';
import { Button, Dropdown } from 'antd';
import type { BatchQueryMode } from '../filters/batch-query-filter';

export interface TabActionsProps {
  batchQueries: readonly BatchQueryMode[];
  onBatchQuery: (mode: BatchQueryMode) => void;
  onColumns: () => void;
  onRefresh: () => void;
  refreshing: boolean;
  onExport: () => void;
  exporting: boolean;
}

/** The buttons beside a tab's filters: 批量查询, 自定义列, 刷新 and 导出Excel. */
export function TabActions({
  batchQueries,
  onBatchQuery,
  onColumns,
  onRefresh,
  refreshing,
  onExport,
  exporting,
}: TabActionsProps) {
  return (
    <>
      {batchQueries.length > 1 ? (
        <Dropdown
          menu={{
            items: batchQueries.map((mode) => ({
              key: mode,
              label: mode === 'id' ? '按ID查询' : '按素材名称查询',
            })),
            onClick: ({ key }) => onBatchQuery(key as BatchQueryMode),
          }}
        >
          <Button icon={<SearchOutlined />}>
            批量查询 <DownOutlined />
          </Button>
        </Dropdown>
      ) : (
        <Button icon={<SearchOutlined />} onClick={() => onBatchQuery('id')}>
          批量查询
        </Button>
      )}
      <Button icon={<SettingOutlined />} onClick={onColumns}>
        自定义列
      </Button>
      <Button icon={<ReloadOutlined />} loading={refreshing} onClick={onRefresh}>
        刷新
      </Button>
      <Button icon={<DownloadOutlined />} loading={exporting} onClick={onExport}>
        导出Excel
      </Button>
    </>
  );
}

import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { MediumKey, PickerAccount } from '@toufang/contracts';
import { ADVERTISER_PICKER_PAGE_SIZE } from '@toufang/contracts';
import { Button, Checkbox, Empty, Flex, Input, Pagination, Spin, Tabs, Typography } from 'antd';
import { useState } from 'react';
import { useDebouncedValue } from '../use-debounced-value';
import { fetchPickerPage, PICKER_KEYS } from './api';
import { accountLabel } from './picker-groups';

export interface AdvertiserPanelProps {
  /** The chosen accounts (a Form.Item's value): ids with the names last seen. */
  value?: PickerAccount[];
  onChange?: (accounts: PickerAccount[]) => void;
  platform: MediumKey;
  /** Batch mode (spec 002 §7 from_delivery): only accounts one may deliver to now. */
  batch?: boolean;
  /** The most accounts one may choose; more are refused with a message. */
  max?: number;
}

type PanelTab = '已选' | '常用' | '全部';

const NONE: PickerAccount[] = [];

/**
 * The advertiser-account picker as a panel (spec 002 §2), for the wizards' account step: the same
 * search call as the drop-down picker (several keywords split on whitespace, 100 a page), with the
 * accounts in three tabs 已选 / 常用 / 全部 and 全选本页.
 */
export function AdvertiserPanel({
  value = NONE,
  onChange,
  platform,
  batch = false,
  max,
}: AdvertiserPanelProps) {
  const [tab, setTab] = useState<PanelTab>('全部');
  const [search, setSearch] = useState('');
  const kws = useDebouncedValue(search).trim();
  const [position, setPosition] = useState({ page: 1, kws });
  const page = position.kws === kws ? position.page : 1;
  const request = { platform, kws, page, batch };
  const query = useQuery({
    queryKey: PICKER_KEYS.page(request),
    queryFn: ({ signal }) => fetchPickerPage(request, signal),
    placeholderData: keepPreviousData,
  });
  const chosen = new Set(value.map((account) => account.advertiser_id));
  const full = max !== undefined && value.length >= max;

  const toggle = (account: PickerAccount, on: boolean) => {
    if (on && !chosen.has(account.advertiser_id)) {
      if (full) return;
      onChange?.([...value, account]);
    } else if (!on) {
      onChange?.(value.filter((a) => a.advertiser_id !== account.advertiser_id));
    }
  };
  const addAll = (accounts: PickerAccount[]) => {
    const fresh = accounts.filter((account) => !chosen.has(account.advertiser_id));
    const room = max === undefined ? fresh.length : Math.max(0, max - value.length);
    onChange?.([...value, ...fresh.slice(0, room)]);
  };

  const listed: Record<PanelTab, PickerAccount[]> = {
    已选: value,
    常用: query.data?.latest_using ?? [],
    全部: query.data?.advertiser_ids ?? [],
  };
  const accounts = listed[tab];
  const pageInfo = query.data?.page_info;

  const list =
    query.isLoading && tab !== '已选' ? (
      <Flex justify="center" style={{ padding: 24 }}>
        <Spin />
      </Flex>
    ) : query.isError && tab !== '已选' ? (
      <Typography.Text type="danger">账户加载失败</Typography.Text>
    ) : accounts.length === 0 ? (
      <Empty
        image={Empty.PRESENTED_IMAGE_SIMPLE}
        description={
          tab === '已选' ? '还没有选择账户' : kws ? '没有符合条件的账户' : '暂无可选的账户'
        }
      />
    ) : (
      <div
        role="list"
        aria-label={`${tab}账户`}
        style={{
          display: 'grid',
          gridTemplateColumns: 'repeat(auto-fill, minmax(260px, 1fr))',
          gap: '4px 12px',
          maxHeight: 320,
          overflowY: 'auto',
        }}
      >
        {accounts.map((account) => {
          const on = chosen.has(account.advertiser_id);
          return (
            <div role="listitem" key={account.advertiser_id}>
              <Checkbox
                checked={on}
                disabled={!on && full}
                onChange={(event) => toggle(account, event.target.checked)}
              >
                {accountLabel(account)}
              </Checkbox>
            </div>
          );
        })}
      </div>
    );

  return (
    <Flex vertical gap={8}>
      <Flex gap={8} align="center" wrap>
        <Input.Search
          allowClear
          aria-label="搜索账户"
          placeholder="账户名称或ID，多个用空格分隔"
          style={{ width: 320 }}
          value={search}
          onChange={(event) => setSearch(event.target.value)}
          loading={query.isFetching}
        />
        <Typography.Text type="secondary">
          已选 {value.length} 个{max === undefined ? '' : `（最多 ${max} 个）`}
        </Typography.Text>
      </Flex>
      <Tabs
        size="small"
        activeKey={tab}
        onChange={(key) => setTab(key as PanelTab)}
        items={(['已选', '常用', '全部'] as const).map((key) => ({
          key,
          label: key === '已选' ? `已选（${value.length}）` : key,
        }))}
        tabBarExtraContent={
          tab === '已选' ? (
            <Button
              size="small"
              type="link"
              disabled={value.length === 0}
              onClick={() => onChange?.([])}
            >
              清空
            </Button>
          ) : (
            <Button
              size="small"
              type="link"
              disabled={full || accounts.every((account) => chosen.has(account.advertiser_id))}
              onClick={() => addAll(accounts)}
            >
              全选本页
            </Button>
          )
        }
      />
      {list}
      {tab === '全部' && pageInfo && pageInfo.total_page > 1 ? (
        <Flex justify="flex-end" align="center" gap={8}>
          <Typography.Text type="secondary">共 {pageInfo.res_cnt} 个</Typography.Text>
          <Pagination
            simple
            size="small"
            current={page}
            pageSize={ADVERTISER_PICKER_PAGE_SIZE}
            total={pageInfo.res_cnt}
            showSizeChanger={false}
            onChange={(next) => setPosition({ page: next, kws })}
          />
        </Flex>
      ) : null}
      {full ? <Typography.Text type="warning">最多选择 {max} 个账户</Typography.Text> : null}
    </Flex>
  );
}

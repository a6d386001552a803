import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { MediumKey, PickerAccount } from '@toufang/contracts';
import { Button, Divider, Flex, Pagination, Select, Spin, Typography } from 'antd';
import { useState } from 'react';
import { useDebouncedValue } from '../use-debounced-value';
import { fetchPickerPage, PICKER_KEYS } from './api';
import { accountLabel, pickerGroups } from './picker-groups';

export interface AdvertiserPickerProps {
  /** The chosen accounts' ids (a Form.Item's value). */
  value?: string[];
  onChange?: (ids: string[]) => void;
  platform?: MediumKey;
  /** Batch mode (spec 002 §7 from_delivery): only accounts one may deliver to now. */
  batch?: boolean;
  placeholder?: string;
  /** Said when there is no account at all to pick (no search typed). */
  emptyText?: string;
  width?: number | string;
  'aria-label'?: string;
}

const NONE: string[] = [];

/**
 * The advertiser-account picker shared by every screen that picks accounts (spec 002 §2): remote
 * search by name or id (several keywords split on whitespace), the accounts grouped into 已选,
 * 常用 and 全部, 100 a page with a pager under the list, and 全选本页.
 */
export function AdvertiserPicker({
  value = NONE,
  onChange,
  platform = 'bytedance',
  batch = false,
  placeholder = '账户名称或ID，多个用空格分隔',
  emptyText = '暂无可选的账户',
  width = 260,
  'aria-label': ariaLabel = '账户',
}: AdvertiserPickerProps) {
  const [search, setSearch] = useState('');
  const [open, setOpen] = useState(false);
  const kws = useDebouncedValue(search).trim();
  const [position, setPosition] = useState({ page: 1, kws });
  const page = position.kws === kws ? position.page : 1;
  const request = { platform, kws, page, batch };
  const query = useQuery({
    queryKey: PICKER_KEYS.page(request),
    queryFn: ({ signal }) => fetchPickerPage(request, signal),
    placeholderData: keepPreviousData,
    enabled: open,
  });

  // The chosen accounts as last seen, so they keep their names on other pages and searches.
  const [chosen, setChosen] = useState<ReadonlyMap<string, PickerAccount>>(new Map());
  const listed = [...(query.data?.advertiser_ids ?? []), ...(query.data?.latest_using ?? [])];
  const known = new Map([
    ...chosen,
    ...listed.map((a): [string, PickerAccount] => [a.advertiser_id, a]),
  ]);
  const change = (ids: string[]) => {
    setChosen(
      new Map(
        ids.flatMap((id) => {
          const account = known.get(id);
          return account ? [[id, account] as const] : [];
        }),
      ),
    );
    onChange?.(ids);
  };
  const options = pickerGroups(value, query.data, known).map((group) => ({
    label: group.title,
    title: group.title,
    options: group.accounts.map((account) => ({
      value: account.advertiser_id,
      label: accountLabel(account),
    })),
  }));
  const pageIds = query.data?.advertiser_ids.map((account) => account.advertiser_id) ?? [];
  const unchosenOnPage = pageIds.filter((id) => !value.includes(id));
  const pageInfo = query.data?.page_info;

  return (
    <Select<string[]>
      mode="multiple"
      allowClear
      showSearch
      maxTagCount="responsive"
      aria-label={ariaLabel}
      placeholder={placeholder}
      style={{ width }}
      value={value}
      onChange={change}
      searchValue={search}
      onSearch={setSearch}
      filterOption={false}
      autoClearSearchValue={false}
      open={open}
      onOpenChange={setOpen}
      options={options}
      loading={query.isFetching}
      popupMatchSelectWidth={420}
      notFoundContent={
        query.isLoading ? (
          <Flex justify="center" style={{ padding: 12 }}>
            <Spin size="small" />
          </Flex>
        ) : query.isError ? (
          '账户加载失败'
        ) : kws ? (
          '没有符合条件的账户'
        ) : (
          emptyText
        )
      }
      popupRender={(menu) => (
        <>
          {menu}
          {pageInfo && pageInfo.res_cnt > 0 ? (
            <>
              <Divider style={{ margin: '4px 0' }} />
              <Flex
                justify="space-between"
                align="center"
                gap={8}
                style={{ padding: '0 8px 4px' }}
                onMouseDown={(event) => event.preventDefault()}
              >
                <Button
                  size="small"
                  type="link"
                  disabled={unchosenOnPage.length === 0}
                  onClick={() => change([...value, ...unchosenOnPage])}
                >
                  全选本页
                </Button>
                <Flex align="center" gap={8}>
                  <Typography.Text type="secondary">共 {pageInfo.res_cnt} 个</Typography.Text>
                  {pageInfo.total_page > 1 ? (
                    <Pagination
                      simple
                      size="small"
                      current={page}
                      pageSize={100}
                      total={pageInfo.res_cnt}
                      showSizeChanger={false}
                      onChange={(next) => setPosition({ page: next, kws })}
                    />
                  ) : null}
                </Flex>
              </Flex>
            </>
          ) : null}
        </>
      )}
    />
  );
}

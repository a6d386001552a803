import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { MediumKey, TitleItem } from '@toufang/contracts';
import { Flex, Modal, Table, Typography } from 'antd';
import { useState } from 'react';
import { SearchInput } from '../../../components/search-input';
import { useDebouncedValue } from '../../../components/use-debounced-value';
import { buildPageParams } from '../../../components/use-paged-query';
import { listTitles, TITLE_LIST_KEY } from '../../titles';

export interface TitleLibraryModalProps {
  medium: MediumKey;
  /** The game whose titles are listed first; every game's when absent. */
  gameId?: number;
  /** Titles that may still be added. */
  room: number;
  chosen: readonly string[];
  onOk: (titles: string[]) => void;
  onCancel: () => void;
}

const PAGE_SIZE = 20;

/** The titles picked after 全选: `current`, then the page's titles not yet chosen, up to `room`. */
export function pickAll(
  current: readonly string[],
  page: readonly string[],
  chosen: readonly string[],
  room: number,
): string[] {
  const fresh = page.filter((title) => !current.includes(title) && !chosen.includes(title));
  return [...current, ...fresh.slice(0, Math.max(room - current.length, 0))];
}

/** 标题库: the library's titles the medium takes (its length rule), searched, several chosen at once. */
export function TitleLibraryModal({
  medium,
  gameId,
  room,
  chosen,
  onOk,
  onCancel,
}: TitleLibraryModalProps) {
  const [keyword, setKeyword] = useState('');
  const [picked, setPicked] = useState<string[]>([]);
  const [position, setPosition] = useState({ page: 1, keyword: '' });
  const searched = useDebouncedValue(keyword).trim();
  const page = position.keyword === searched ? position.page : 1;
  const params = buildPageParams(
    { medium, keyword: searched, gad_cfg_game_id: gameId },
    page,
    PAGE_SIZE,
  );
  const list = useQuery({
    queryKey: [...TITLE_LIST_KEY, 'picker', params],
    queryFn: ({ signal }) => listTitles(params, signal),
    placeholderData: keepPreviousData,
  });
  const full = picked.length >= room;

  return (
    <Modal
      open
      title="从标题库选择"
      width={760}
      okText={`添加（${picked.length}）`}
      okButtonProps={{ disabled: picked.length === 0 }}
      cancelText="取消"
      onOk={() => onOk(picked)}
      onCancel={onCancel}
      destroyOnHidden
    >
      <Flex vertical gap={8}>
        <Flex gap={8} align="center">
          <SearchInput
            placeholder="标题关键词"
            aria-label="标题关键词"
            value={keyword}
            onChange={setKeyword}
            width={240}
          />
          <Typography.Text type={full ? 'warning' : 'secondary'}>
            还可添加 {Math.max(room - picked.length, 0)} 个
          </Typography.Text>
        </Flex>
        <Table<TitleItem>
          size="small"
          rowKey="title"
          dataSource={list.data?.list ?? []}
          loading={list.isFetching}
          scroll={{ y: 360 }}
          locale={{ emptyText: list.isError ? '标题加载失败' : '没有符合条件的标题' }}
          columns={[
            { title: '标题', dataIndex: 'title' },
            { title: '字数', dataIndex: 'length', width: 70 },
            { title: '使用次数', dataIndex: 'usage_count', width: 90 },
          ]}
          rowSelection={{
            selectedRowKeys: picked,
            preserveSelectedRowKeys: true,
            getCheckboxProps: (item) => ({
              disabled: chosen.includes(item.title) || (!picked.includes(item.title) && full),
              'aria-label': `选择标题 ${item.title}`,
            }),
            onSelect: (item, on) =>
              setPicked((current) =>
                on ? [...current, item.title] : current.filter((title) => title !== item.title),
              ),
            // 全选 takes the page's titles in their order while there is room; clearing it drops them.
            onSelectAll: (on, _rows, changed) =>
              setPicked((current) =>
                on
                  ? pickAll(
                      current,
                      changed.map((item) => item.title),
                      chosen,
                      room,
                    )
                  : current.filter((title) => !changed.some((item) => item.title === title)),
              ),
          }}
          pagination={{
            current: page,
            pageSize: PAGE_SIZE,
            total: list.data?.page_info.total_number ?? 0,
            showSizeChanger: false,
            showTotal: (total) => `共 ${total} 个`,
            onChange: (next) => setPosition({ page: next, keyword: searched }),
          }}
        />
      </Flex>
    </Modal>
  );
}

import type { DeliveryRow } from '../delivery-definition';
import { Flex, Pagination } from 'antd';
import { useCallback } from 'react';
import { PageSizeSelect } from '../grid/page-size-select';
import type { ReportQuery } from '../hooks/use-report-query';

/**
 * The pager of a tab's table (spec 001 §9: page sizes 20–500): the count, the pages, a page
 * jump and the page size. Nothing is counted before the first page arrives (the table shows its
 * spinner meanwhile), so a loading tab never says 共 0 条.
 */
export function ReportPager({ query }: { query: ReportQuery<DeliveryRow> }) {
  const { changePage, isLoading } = query;
  const changeSize = useCallback((size: number) => changePage(1, size), [changePage]);
  return (
    // Compact, and kept on the right when the batch tools beside it take the row.
    <Flex justify="flex-end" align="center" gap={8} style={{ marginInlineStart: 'auto' }}>
      <Pagination
        size="small"
        showLessItems
        current={query.page}
        pageSize={query.perPage}
        total={query.total}
        showSizeChanger={false}
        showQuickJumper
        showTotal={(total) => (isLoading ? null : `共 ${total} 条`)}
        onChange={changePage}
      />
      <PageSizeSelect value={query.perPage} onChange={changeSize} />
    </Flex>
  );
}

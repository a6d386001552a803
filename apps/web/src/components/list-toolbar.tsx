import { Flex } from 'antd';
import type { ReactNode } from 'react';

export interface ListToolbarProps {
  /** Filter controls on the left (search box, selects); they wrap on narrow windows. */
  filters?: ReactNode;
  /** Buttons on the right, e.g. 新增. */
  actions?: ReactNode;
}

/**
 * The row above a list: filters on the left, page actions on the right. Flex gaps (not Space) so
 * controls passed together in a fragment are spaced one by one.
 */
export function ListToolbar({ filters, actions }: ListToolbarProps) {
  return (
    <Flex justify="space-between" align="flex-start" gap={12} wrap style={{ marginBottom: 12 }}>
      <Flex gap={8} wrap align="center">
        {filters}
      </Flex>
      {actions ? (
        <Flex gap={8} align="center">
          {actions}
        </Flex>
      ) : null}
    </Flex>
  );
}

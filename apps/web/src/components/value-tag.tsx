import { Tag } from 'antd';
import type { ReactNode } from 'react';
import { UnknownValue } from './enum-label';

/** How one value of an enumerated field is shown (ant-design-pro's valueEnum idiom). */
export interface ValueDisplay {
  text: string;
  /** An antd Tag color: a preset ('success', 'default', 'processing', 'error', 'warning') or any color. */
  color: string;
}

export type ValueMap<V extends string | number> = Readonly<Record<V, ValueDisplay>>;

export interface ValueTagProps<V extends string | number> {
  map: ValueMap<V>;
  value: V;
  /**
   * Shown for a value the map does not know (e.g. a newer server); defaults to 未知 with the value
   * in a tooltip.
   */
  fallback?: ReactNode;
}

/** A Tag whose text and color come from a value map. */
export function ValueTag<V extends string | number>({ map, value, fallback }: ValueTagProps<V>) {
  const display = (map as Partial<Record<V, ValueDisplay>>)[value];
  if (display === undefined) return <Tag>{fallback ?? <UnknownValue raw={String(value)} />}</Tag>;
  return (
    <Tag color={display.color} style={{ marginInlineEnd: 0 }}>
      {display.text}
    </Tag>
  );
}

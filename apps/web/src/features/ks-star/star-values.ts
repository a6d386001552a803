import {
  STAR_ORDER_STATUSES,
  STAR_TASK_STATUSES,
  type StarOrderStatus,
  type StarTaskStatus,
} from '@toufang/contracts';
import { STAR_ORDER_STATUS_LABELS, STAR_TASK_STATUS_LABELS } from '@toufang/domain';
import type { ValueMap } from '../../components/value-tag';

// How 磁力聚星 statuses show (spec 002 §4): the domain's Chinese labels with a tag color each.

const TASK_COLORS: Record<StarTaskStatus, string> = {
  PREPARATION: 'default',
  PENDING_LAUNCH: 'warning',
  BILLING_IN_PROGRESS: 'processing',
  COMPLETED: 'success',
  CANCELLED: 'error',
};

const ORDER_COLORS: Record<StarOrderStatus, string> = {
  1: 'warning',
  2: 'processing',
  3: 'success',
  4: 'error',
};

export const STAR_TASK_STATUS = Object.fromEntries(
  STAR_TASK_STATUSES.map((s) => [s, { text: STAR_TASK_STATUS_LABELS[s], color: TASK_COLORS[s] }]),
) as ValueMap<StarTaskStatus>;

export const STAR_ORDER_STATUS = Object.fromEntries(
  STAR_ORDER_STATUSES.map((s) => [
    s,
    { text: STAR_ORDER_STATUS_LABELS[s], color: ORDER_COLORS[s] },
  ]),
) as ValueMap<StarOrderStatus>;

export const STAR_TASK_STATUS_OPTIONS = STAR_TASK_STATUSES.map((value) => ({
  value,
  label: STAR_TASK_STATUS_LABELS[value],
}));

export const STAR_ORDER_STATUS_OPTIONS = STAR_ORDER_STATUSES.map((value) => ({
  value,
  label: STAR_ORDER_STATUS_LABELS[value],
}));

/** 元 with two decimals and thousands separators. */
export const formatYuan = (yuan: number): string =>
  `¥${yuan.toLocaleString('zh-CN', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`;

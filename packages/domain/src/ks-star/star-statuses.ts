import {
  KS_STAR_ABILITIES,
  STAR_TASK_STATUSES,
  type StarOrderStatus,
  type StarTaskStatus,
} from '@toufang/contracts';
import { isStarOnly } from '../session-rules';

// 磁力聚星 statuses (spec 002 §4): the star-task lifecycle PREPARATION → PENDING_LAUNCH →
// BILLING_IN_PROGRESS → COMPLETED, or CANCELLED before billing starts; and the supplement
// orders' 1 待达人确认 → 2 制作中 → 3 已完成, or 4 达人已拒绝.

export const STAR_TASK_STATUS_LABELS: Readonly<Record<StarTaskStatus, string>> = {
  PREPARATION: '准备中',
  PENDING_LAUNCH: '待上线',
  BILLING_IN_PROGRESS: '计费中',
  COMPLETED: '已完成',
  CANCELLED: '已取消',
};

/** Where each star-task status may go next; the last two end a task. */
export const STAR_TASK_TRANSITIONS: Readonly<Record<StarTaskStatus, readonly StarTaskStatus[]>> = {
  PREPARATION: ['PENDING_LAUNCH', 'CANCELLED'],
  PENDING_LAUNCH: ['BILLING_IN_PROGRESS', 'CANCELLED'],
  BILLING_IN_PROGRESS: ['COMPLETED'],
  COMPLETED: [],
  CANCELLED: [],
};

export const STAR_ORDER_STATUS_LABELS: Readonly<Record<StarOrderStatus, string>> = {
  1: '待达人确认',
  2: '制作中',
  3: '已完成',
  4: '达人已拒绝',
};

const ORDER_TRANSITIONS: Readonly<Record<StarOrderStatus, readonly StarOrderStatus[]>> = {
  1: [2, 4],
  2: [3],
  3: [],
  4: [],
};

const isTaskStatus = (value: string): value is StarTaskStatus =>
  (STAR_TASK_STATUSES as readonly string[]).includes(value);

const isOrderStatus = (value: number): value is StarOrderStatus =>
  Object.hasOwn(STAR_ORDER_STATUS_LABELS, value);

/** The Chinese label of a star-task status; a value the medium added shows as it came. */
export function starTaskStatusLabel(status: string): string {
  return isTaskStatus(status) ? STAR_TASK_STATUS_LABELS[status] : status;
}

export function starOrderStatusLabel(status: number): string {
  return isOrderStatus(status) ? STAR_ORDER_STATUS_LABELS[status] : String(status);
}

/** Whether a task ends in this status (nothing follows it). */
export function isStarTaskFinal(status: string): boolean {
  return isTaskStatus(status) && STAR_TASK_TRANSITIONS[status].length === 0;
}

/**
 * Whether a task seen in `from` may later be seen in `to`: the same status, or any status reachable
 * through the lifecycle (a status can be skipped between two reads).
 */
export function starTaskMayBecome(from: StarTaskStatus, to: StarTaskStatus): boolean {
  const seen = new Set<StarTaskStatus>([from]);
  const queue: StarTaskStatus[] = [from];
  for (let next = queue.shift(); next !== undefined; next = queue.shift()) {
    for (const s of STAR_TASK_TRANSITIONS[next]) {
      if (!seen.has(s)) {
        seen.add(s);
        queue.push(s);
      }
    }
  }
  return seen.has(to);
}

/** The same for supplement orders. */
export function starOrderMayBecome(from: StarOrderStatus, to: StarOrderStatus): boolean {
  return from === to || ORDER_TRANSITIONS[from].some((s) => starOrderMayBecome(s, to));
}

const STAR_KEYS = new Set<string>(Object.values(KS_STAR_ABILITIES));

/**
 * Whether the user menu leaves out the home link (spec 000 §2, §5): a user whose only role is star,
 * or whose abilities are all star abilities (a role made for 聚星 partners under another name).
 */
export function hidesHomeLink(roles: readonly string[], abilities: readonly string[]): boolean {
  if (isStarOnly(roles)) return true;
  return abilities.length > 0 && abilities.every((a) => STAR_KEYS.has(a));
}

import {
  FINISHED_TASK_STATUSES,
  type AppType,
  type AvatarReviewStatus,
  type MiniProgramType,
  type TaskItemStatus,
  type TaskProgress,
  type TaskStatus,
} from '@toufang/contracts';
import type { ValueMap } from '../../components/value-tag';

/** How batches, their items and avatar reviews are shown (UI text of 授权任务 / 我的任务). */

export const BATCH_STATUS: ValueMap<TaskStatus> = {
  pending: { text: '排队中', color: 'default' },
  running: { text: '执行中', color: 'processing' },
  succeeded: { text: '已完成', color: 'success' },
  partially_failed: { text: '部分失败', color: 'warning' },
  failed: { text: '失败', color: 'error' },
  cancelled: { text: '已取消', color: 'default' },
};

export const ITEM_STATUS: ValueMap<TaskItemStatus> = {
  pending: { text: '等待中', color: 'default' },
  running: { text: '执行中', color: 'processing' },
  succeeded: { text: '成功', color: 'success' },
  failed: { text: '失败', color: 'error' },
  cancelled: { text: '已取消', color: 'default' },
  unknown: { text: '确认中', color: 'warning' },
};

export const AVATAR_REVIEW: ValueMap<AvatarReviewStatus> = {
  not_set: { text: '未设置', color: 'default' },
  reviewing: { text: '审核中', color: 'processing' },
  denied: { text: '审核被拒', color: 'error' },
  approved: { text: '审核通过', color: 'success' },
};

export const APP_TYPE_LABEL: Readonly<Record<AppType, string>> = { android: 'Android', ios: 'iOS' };

export const MINI_PROGRAM_TYPE_LABEL: Readonly<Record<MiniProgramType, string>> = {
  byte_app: '字节小程序',
  byte_game: '字节小游戏',
};

export const isFinished = (status: TaskStatus): boolean => FINISHED_TASK_STATUSES.includes(status);

/** The ETA in words: 约 40 秒, 约 3 分钟, 约 2 小时 5 分钟; null when not known. */
export function formatEta(seconds: number | null): string | null {
  if (seconds === null || !Number.isFinite(seconds)) return null;
  const s = Math.max(1, Math.round(seconds));
  if (s < 60) return `约 ${s} 秒`;
  const minutes = Math.round(s / 60);
  if (minutes < 60) return `约 ${minutes} 分钟`;
  const hours = Math.floor(minutes / 60);
  const rest = minutes % 60;
  return rest === 0 ? `约 ${hours} 小时` : `约 ${hours} 小时 ${rest} 分钟`;
}

/** 成功 3 · 失败 1 · 共 5 (failed and waiting parts only when there are any). */
export function progressText(progress: TaskProgress): string {
  const { counts, total } = progress;
  const parts = [`成功 ${counts.succeeded}`];
  if (counts.failed > 0) parts.push(`失败 ${counts.failed}`);
  const open = counts.pending + counts.running + counts.unknown;
  if (open > 0) parts.push(`处理中 ${open}`);
  if (counts.cancelled > 0) parts.push(`取消 ${counts.cancelled}`);
  parts.push(`共 ${total}`);
  return parts.join(' · ');
}

/** The progress bar's state: failures show red, a running batch animates. */
export function progressStatus(
  status: TaskStatus,
  progress: TaskProgress,
): 'active' | 'success' | 'exception' | 'normal' {
  if (!isFinished(status)) return 'active';
  if (progress.counts.failed > 0) return 'exception';
  return status === 'succeeded' ? 'success' : 'normal';
}

export function formatBytes(size: number): string {
  if (size < 1024) return `${size} B`;
  if (size < 1024 * 1024) return `${(size / 1024).toFixed(1)} KB`;
  return `${(size / 1024 / 1024).toFixed(2)} MB`;
}

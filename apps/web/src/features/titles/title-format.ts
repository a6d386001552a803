import type { MediumKey, TitleImportStatus } from '@toufang/contracts';

export const MEDIUM_SHORT_NAMES: Record<MediumKey, string> = {
  bytedance: '巨量',
  kuaishou: '快手',
  tencent: '腾讯',
};

export const MEDIA_ORDER: readonly MediumKey[] = ['bytedance', 'kuaishou', 'tencent'];

export const IMPORT_STATUS_VIEW: Record<TitleImportStatus, { label: string; color: string }> = {
  new: { label: '新增', color: 'success' },
  duplicate_file: { label: '重复', color: 'warning' },
  duplicate_library: { label: '重复', color: 'warning' },
  too_long: { label: '超长', color: 'error' },
};

/** 分 as 元 with two decimals; a dash for nothing. */
export function formatFen(fen: number | null | undefined): string {
  if (fen === null || fen === undefined) return '-';
  return (fen / 100).toLocaleString('zh-CN', {
    minimumFractionDigits: 2,
    maximumFractionDigits: 2,
  });
}

export const MEDIUM_NAMES: Record<MediumKey, string> = {
  bytedance: '巨量引擎',
  kuaishou: '磁力引擎',
  tencent: '腾讯广告',
};

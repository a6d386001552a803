import { z } from 'zod';

/** The three media the sandbox simulates and the adapters speak to (ARCHITECTURE §1). */
export const MEDIA = ['oceanengine', 'kuaishou', 'tencent'] as const;
export const MediumSchema = z.enum(MEDIA);
export type Medium = z.infer<typeof MediumSchema>;

/** Chinese display names of the media. */
export const MEDIUM_LABELS: Record<Medium, string> = {
  oceanengine: '巨量引擎',
  kuaishou: '磁力引擎',
  tencent: '腾讯广告',
};

/** The smallest money unit each medium writes budgets and bids in (reference §0). */
export const MEDIUM_MONEY_UNIT: Record<Medium, 'fen' | 'li'> = {
  // Ocean Engine writes yuan with 2 decimals, which is exactly 分.
  oceanengine: 'fen',
  kuaishou: 'li',
  tencent: 'fen',
};

/** Token lifetimes shared by the three media (reference §0, §1.2, §2.2, §3.2), in seconds. */
export const ACCESS_TOKEN_TTL_SECONDS = 86_400;
export const REFRESH_TOKEN_TTL_SECONDS = 2_592_000;

import type { Medium } from './media-mirror';

/** Each medium's name as the product shows it (spec 000 §2 menu groups). */
export const MEDIUM_NAMES: Record<Medium, string> = {
  bytedance: '巨量引擎',
  kuaishou: '磁力引擎',
  tencent: '腾讯广告',
};

/** The accounts page of each medium (spec 000 §2 /userList): where the round trip returns. */
export const ACCOUNT_PAGES: Record<Medium, string> = {
  bytedance: '/userList/user/adAcc',
  kuaishou: '/userList/adAccKs',
  tencent: '/userList/adAccQq',
};

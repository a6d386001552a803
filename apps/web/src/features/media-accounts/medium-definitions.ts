import type { MediumKey } from '@toufang/contracts';

/**
 * What one medium's account pages differ in (spec 000 §2 /userList): titles, paths and labels. The
 * three pages are one component driven by these.
 */
export interface AccountsDefinition {
  medium: MediumKey;
  /** The page title, e.g. 头条账号. */
  title: string;
  /** The medium's platform name, e.g. 巨量引擎. */
  platform: string;
  /** How the medium calls an account's id. */
  idLabel: string;
  listPath: string;
  /** The list path polled while a sync runs (spec 000 §7 `/{feed}/auth/advertisers`). */
  pollPath: string;
  listRoute: string;
  detailRoute: (id: number) => string;
}

export const ACCOUNT_DEFINITIONS: Readonly<Record<MediumKey, AccountsDefinition>> = {
  bytedance: {
    medium: 'bytedance',
    title: '头条账号',
    platform: '巨量引擎',
    idLabel: '广告主ID',
    listPath: '/auth/advertisers',
    pollPath: '/bytedance/auth/advertisers',
    listRoute: '/userList/user/adAcc',
    detailRoute: (id) => `/userList/adAcc/${id}`,
  },
  kuaishou: {
    medium: 'kuaishou',
    title: '快手账号',
    platform: '磁力引擎',
    idLabel: '广告主ID',
    listPath: '/kuaishou/auth/advertisers',
    pollPath: '/kuaishou/auth/advertisers',
    listRoute: '/userList/adAccKs',
    detailRoute: (id) => `/userList/adAccKs/${id}`,
  },
  tencent: {
    medium: 'tencent',
    title: '腾讯账号',
    platform: '腾讯广告',
    idLabel: '账户ID',
    listPath: '/tencent/auth/advertisers',
    pollPath: '/tencent/auth/advertisers',
    listRoute: '/userList/adAccQq',
    detailRoute: (id) => `/userList/adAccQq/${id}`,
  },
};

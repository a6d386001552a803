import { AdvertiserList } from '../components/advertiser-list';
import { ACCOUNT_DEFINITIONS } from '../medium-definitions';

/** 头条账号 `/userList/user/adAcc` (spec 000 §2; ability auth:transfer). */
export function BytedanceAccountsPage() {
  return <AdvertiserList definition={ACCOUNT_DEFINITIONS.bytedance} />;
}

/** 快手账号 `/userList/adAccKs`. */
export function KuaishouAccountsPage() {
  return <AdvertiserList definition={ACCOUNT_DEFINITIONS.kuaishou} />;
}

/** 腾讯账号 `/userList/adAccQq`. */
export function TencentAccountsPage() {
  return <AdvertiserList definition={ACCOUNT_DEFINITIONS.tencent} />;
}

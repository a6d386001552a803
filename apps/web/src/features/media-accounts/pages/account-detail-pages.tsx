import { AdvertiserDetailView } from '../components/advertiser-detail-view';
import { ACCOUNT_DEFINITIONS } from '../medium-definitions';

/** 头条账号详情 `/userList/adAcc/:id` (spec 000 §2, hidden route). */
export function BytedanceAccountDetailPage() {
  return <AdvertiserDetailView definition={ACCOUNT_DEFINITIONS.bytedance} />;
}

/** 快手账号详情 `/userList/adAccKs/:id`. */
export function KuaishouAccountDetailPage() {
  return <AdvertiserDetailView definition={ACCOUNT_DEFINITIONS.kuaishou} />;
}

/** 腾讯账号详情 `/userList/adAccQq/:id`. */
export function TencentAccountDetailPage() {
  return <AdvertiserDetailView definition={ACCOUNT_DEFINITIONS.tencent} />;
}

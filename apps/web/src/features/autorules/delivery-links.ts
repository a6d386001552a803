import type { AutoruleMedium } from '@toufang/domain';

/** Each medium's delivery screen, preset to nothing but the account (`?advertiser=`). */
const DELIVERY_SCREENS: Readonly<Record<AutoruleMedium, string>> = {
  bytedance: '/transConfig/launchV3/0/0/0/0/0/0',
  kuaishou: '/transConfigKs/launchKs/0/0/0/0/0/0/0',
  tencent: '/transConfigQq/launchQqV3/0/0/0/0/0/0',
};

/** The delivery screen of the medium showing the account's objects (a copy among them). */
export const deliveryLink = (medium: AutoruleMedium, advertiserId: string) =>
  `${DELIVERY_SCREENS[medium]}?advertiser=${encodeURIComponent(advertiserId)}`;

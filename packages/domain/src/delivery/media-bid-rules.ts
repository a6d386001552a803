import type { NumberRule } from './decimal';
import type { DeliveryFamily } from './delivery-families';
import { BID_EMPTY_MESSAGE, CONVERSION_BID_RULE } from './limits';

// The conversion bid each medium and legacy family takes, in 元 with two decimals
// (docs/media-wire/reference.md: Ocean Engine cpa_bid, Kuaishou unit bid, Tencent bid_amount). A
// medium's own floor by bid type or goal may be higher; the medium refuses such an item itself.

const bidRule = (min: number, max: number): NumberRule => ({
  label: '出价',
  min,
  max,
  decimals: 2,
  emptyMessage: BID_EMPTY_MESSAGE,
});

export const MEDIA_BID_RULES: Readonly<Record<DeliveryFamily, NumberRule>> = {
  bytedance: CONVERSION_BID_RULE,
  kuaishou: bidRule(0.2, 10_000),
  tencent: bidRule(0.1, 10_000),
  bytedance_v2: bidRule(0.1, 10_000),
  tencent_v2: bidRule(0.1, 10_000),
};

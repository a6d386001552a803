/**
 * The four tabs of a delivery-management screen (spec 001 §2), the same keys the report and the
 * saved-columns calls use.
 */
export const DELIVERY_TABS = ['account', 'project', 'promotion', 'material'] as const;
export type DeliveryTab = (typeof DELIVERY_TABS)[number];

export const DELIVERY_TAB_TITLES: Record<DeliveryTab, string> = {
  account: '账户',
  project: '项目',
  promotion: '广告',
  material: '素材',
};

export function isDeliveryTab(value: unknown): value is DeliveryTab {
  return DELIVERY_TABS.some((tab) => tab === value);
}

export { BYTEDANCE_DELIVERY } from './bytedance-definition';
export { DeliveryScreen } from './components/delivery-screen';
export type { DeliveryScreenProps } from './components/delivery-screen';
export type {
  ColumnContext,
  DeliveryDefinition,
  DeliveryRow,
  TabDefinition,
} from './delivery-definition';
export { DELIVERY_TAB_TITLES, DELIVERY_TABS } from './delivery-tab';
export type { DeliveryTab } from './delivery-tab';
export type {
  DeliveryRowSlot,
  DeliveryRowSlotProps,
  DeliveryToolbarSlot,
  DeliveryToolbarSlotProps,
} from './toolbar-slot';

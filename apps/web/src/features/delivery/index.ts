export { BYTEDANCE_DELIVERY } from './bytedance-definition';
export { DeliveryScreen } from './components/delivery-screen';
export type { DeliveryScreenProps } from './components/delivery-screen';
export type {
  ColumnContext,
  DeliveryDefinition,
  DeliveryRow,
  DeliveryTab,
  TabDefinition,
} from './delivery-definition';
export type {
  DeliveryRowSlot,
  DeliveryRowSlotProps,
  DeliveryToolbarSlot,
  DeliveryToolbarSlotProps,
} from './toolbar-slot';
export { WeeklySchedulePicker } from './edit/weekly-schedule-picker';

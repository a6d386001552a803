export { BatchEditDialog, type BatchEditDialogProps } from './batch-edit-dialog';
export { BatchModifyDialog, type BatchModifyDialogProps } from './batch-modify-dialog';
export {
  BatchModifyMenu,
  isModifyItemDisabled,
  type BatchModifyMenuProps,
} from './batch-modify-menu';
export { BatchStatusTools, type BatchStatusToolsProps } from './batch-status-tools';
export { SelectionBar, type SelectionBarProps } from './selection-bar';
export { BudgetBidEditDialog, type BudgetBidEditDialogProps } from './budget-bid-edit-dialog';
export {
  CopyPromotionButton,
  type CopyPromotionButtonProps,
  type CopyPromotionValues,
} from './copy-promotion-button';
export { type EditLevel, type EditRow } from './edit-row';
export type { EditTab, SingleEditWrites, StatusWrites } from './edit-tab';
export { EndDatePicker, type EndDatePickerProps } from './end-date-picker';
export { MODIFY_ITEM_ACTIONS } from './modify-abilities';
export { modifyItem, type ModifyItemDef, type ModifyItemKey } from './modify-items';
export {
  UNRESTRICTED_SCHEDULE_LABEL,
  WeeklySchedulePicker,
  type WeeklySchedulePickerProps,
} from './weekly-schedule-picker';

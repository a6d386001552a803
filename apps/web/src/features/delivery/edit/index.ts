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
export { LEVEL_LABELS, type EditLevel, type EditRow } from './edit-row';
export { EndDatePicker, type EndDatePickerProps } from './end-date-picker';
export { MODIFY_ITEM_ACTIONS } from './modify-abilities';
export { MODIFY_ITEMS, MODIFY_MENUS, type ModifyItemKey } from './modify-items';
export { accountEditRow, materialEditRow, projectEditRow, promotionEditRow } from './report-rows';
export {
  UNRESTRICTED_SCHEDULE_LABEL,
  WeeklySchedulePicker,
  type WeeklySchedulePickerProps,
} from './weekly-schedule-picker';

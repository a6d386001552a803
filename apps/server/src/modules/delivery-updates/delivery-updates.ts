import type { CalendarDate } from '@toufang/domain';
import type { BudgetRulesService } from './budget-rules.service';
import type { DeliveryUpdatesService } from './delivery-updates.service';
import type { PromotionCopyService } from './promotion-copy.service';
import type { RejectReasonsService } from './reject-reasons.service';
import type { WriteDef } from './write-table';

/** The delivery screens' write side as services.ts assembles it for the routes. */
export interface DeliveryUpdates {
  tables: readonly WriteDef[];
  updates: DeliveryUpdatesService;
  budgetFacts: BudgetRulesService;
  rejectReasons: RejectReasonsService;
  copies: PromotionCopyService;
  /** Today in Asia/Shanghai by the app's clock. */
  today: () => CalendarDate;
}

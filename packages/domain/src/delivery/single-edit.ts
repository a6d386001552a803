import { checkNumber, type NumberCheck, type NumericInput } from './decimal';
import {
  checkBudget,
  SINGLE_EDIT_BID_RULE,
  SINGLE_EDIT_BUDGET_RULE,
  type BudgetCheck,
  type BudgetInput,
} from './limits';

// The budget/bid edit dialog of one project or ad (spec 001 §5 "Single edit dialogs").

/** A project's or an ad's budget: min 300, 2 decimals; unlimited needs no amount. */
export function checkSingleEditBudget(input: BudgetInput): BudgetCheck {
  return checkBudget(input, SINGLE_EDIT_BUDGET_RULE);
}

/** An ad's bid: 0.1 to 10000, 2 decimals. */
export function checkSingleEditBid(bid: NumericInput): NumberCheck {
  return checkNumber(bid, SINGLE_EDIT_BID_RULE);
}

import type { FeedUpdateAnswer } from '@toufang/contracts';
import {
  ERROR_CODES,
  ProjectUpdateBodySchema,
  PromotionUpdateBodySchema,
} from '@toufang/contracts';
import {
  budgetRangeHint,
  BUDGET_MODE_LABELS,
  BUDGET_STEP,
  checkBudgetChange,
  findBudgetRules,
  formatFen,
  yuanToCents,
  checkNumber,
  checkSingleEditBid,
  checkSingleEditBudget,
  firstErrorMessage,
  MEDIA_BID_RULES,
  isBlankInput,
  isProjectBidLocked,
  PROJECT_COST_STABLE_LABEL,
  UPDATE_SUCCESS_MESSAGE,
  type BudgetChangeFacts,
  type BudgetMode,
  type NumericInput,
} from '@toufang/domain';
import { Alert, App, Form, InputNumber, Radio, Tag } from 'antd';
import type { FormRule } from 'antd';
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { FormModal } from '../../../components/form-modal';
import { ApiError } from '../../../api/client';
import { parseFormBody, showFormError, type SafeParser } from '../../../components/form-errors';
import { updateRow } from './api';
import { rowTitle, type EditRow } from './edit-row';
import { singleHasBid, type EditTab, type SingleEditWrites } from './edit-tab';
import { sendSingleItems, singleItemCalls, type SingleEditValues } from './single-edit-items';
import { useRowBudgetFacts } from './use-budget-facts';

/** The levels with a single budget/bid edit (level-1 and level-2 objects). */
type SingleLevel = 'project' | 'promotion';

export interface BudgetBidEditDialogProps {
  open: boolean;
  /** The tab: its rules level, objects' name, row keys, writes and budget facts. */
  tab: Pick<EditTab, 'title' | 'medium' | 'keyFields' | 'budgetFactsPath'> & {
    level: SingleLevel;
    single: SingleEditWrites;
  };
  row: EditRow;
  onClose: () => void;
  /** Refreshes the list after a saved change. */
  onDone?: () => void;
}

type Values = SingleEditValues;
type RowFacts = Pick<BudgetChangeFacts, 'todaySpendFen' | 'changesToday'> | undefined;

const FIELDS = ['budget_mode', 'budget', 'cpa_bid'] as const;

const text = (value: NumericInput) =>
  value === null || value === undefined || value === '' ? null : String(value);

const REFUSAL_CODES: readonly number[] = [
  ERROR_CODES.VALIDATION_FAILED.code,
  ERROR_CODES.WRITE_ALL_FAILED.code,
];

/**
 * The first problem of a refused change ("id：message": VALIDATION_FAILED, or WRITE_ALL_FAILED
 * when the medium refused it), without the id.
 */
function refusedMessage(error: unknown): string | undefined {
  if (!(error instanceof ApiError) || !REFUSAL_CODES.includes(error.code)) {
    return undefined;
  }
  const first = error.details[0];
  if (first === undefined) return undefined;
  return first.slice(first.indexOf('：') + 1).trim() || undefined;
}

/**
 * The budget: the update call's limits (spec 001 §5: min 300, 2 decimals), then, when it changes,
 * the medium's own rules against the row's budget (range, smallest change, today's spend once
 * read); the server checks them all again.
 */
const budgetRule =
  (tab: BudgetBidEditDialogProps['tab'], row: EditRow, facts: RowFacts): FormRule =>
  ({ getFieldValue }) => ({
    validator: (_, budget: NumericInput) => {
      const budget_mode = getFieldValue('budget_mode') as BudgetMode;
      if (tab.single.kind === 'update') {
        const check = checkSingleEditBudget({ budget_mode, budget });
        if (!check.ok) return Promise.reject(new Error(check.message));
      }
      const fen = budget_mode === 'BUDGET_MODE_DAY' ? yuanToCents(budget) : undefined;
      const currentFen = isBlankInput(row.budget) ? undefined : yuanToCents(row.budget);
      if (budget_mode === row.budget_mode && (fen === undefined || fen === currentFen)) {
        return Promise.resolve();
      }
      const media = checkBudgetChange(
        tab.medium,
        tab.level,
        budget_mode === 'BUDGET_MODE_DAY'
          ? { budget_mode, budget }
          : { budget_mode: 'BUDGET_MODE_INFINITE' },
        {
          ...facts,
          current: { budget_mode: row.budget_mode ?? null, fen: currentFen ?? null },
        },
      );
      // 不限 of an ad is the dialog's own rule to refuse; the server answers it.
      if (media.ok || budget_mode === 'BUDGET_MODE_INFINITE') return Promise.resolve();
      return Promise.reject(new Error(media.message));
    },
  });

/** The bid: the update call's range (spec 001 §5: 0.1–10000), or the medium's own. */
const bidRule = (tab: BudgetBidEditDialogProps['tab']): FormRule => ({
  validator: (_, bid: NumericInput) => {
    const check =
      tab.single.kind === 'update'
        ? checkSingleEditBid(bid)
        : checkNumber(bid, MEDIA_BID_RULES[tab.medium]);
    return check.ok ? Promise.resolve() : Promise.reject(new Error(check.message));
  },
});

/** The bid's range as the input's placeholder. */
function bidPlaceholder(tab: BudgetBidEditDialogProps['tab']): string {
  if (tab.single.kind === 'update') return '0.1-10000';
  const rule = MEDIA_BID_RULES[tab.medium];
  return `${rule.min}-${rule.max}`;
}

/**
 * The budget/bid dialog of one project or ad (spec 001 §5 "Single edit dialogs"): budget min 300 in
 * steps of 100, ad bid 0.1–10000, both with 2 decimals. A refused change shows the first
 * error_message of the answer (spec 001 §8).
 */
export function BudgetBidEditDialog({ open, tab, row, onClose, onDone }: BudgetBidEditDialogProps) {
  const { level } = tab;
  const { message } = App.useApp();
  const [form] = Form.useForm<Values>();
  const [refusal, setRefusal] = useState<string>();
  const withBid = singleHasBid(tab.single);
  const facts = useRowBudgetFacts(tab.budgetFactsPath, row);
  const bidLocked = withBid && isProjectBidLocked(row);
  // An ad without a bid (a NO_BID project's ad) saves its budget alone.
  const bidAbsent = withBid && !bidLocked && isBlankInput(row.cpa_bid);
  const rules = findBudgetRules(tab.medium, level);
  const spent = facts?.todaySpendFen;
  const budgetHint = rules
    ? [
        budgetRangeHint(rules),
        ...(typeof spent === 'number' ? [`今日已消耗 ${formatFen(spent)}`] : []),
      ].join('；')
    : undefined;
  // The update call answers 不限 of an ad itself; the item writes offer it where the medium does.
  const offersUnlimited = tab.single.kind === 'update' || rules?.unlimited !== false;

  const toBody = (values: Values) => {
    const budget = values.budget_mode === 'BUDGET_MODE_DAY' ? values.budget : undefined;
    const changes = {
      budget_mode: values.budget_mode,
      ...(budget === undefined ? {} : { budget }),
      ...(withBid && !bidLocked && !bidAbsent ? { cpa_bid: values.cpa_bid } : {}),
    };
    return level === 'project'
      ? { advertiser_id: row.advertiser_id, project_id: row.id, delivery_setting: changes }
      : { advertiser_id: row.advertiser_id, promotion_id: row.id, ...changes };
  };

  const mutation = useMutation({
    mutationFn: ({
      body,
      values,
    }: {
      body?: unknown;
      values: Values;
    }): Promise<FeedUpdateAnswer | undefined> => {
      const single = tab.single;
      if (single.kind === 'update')
        return updateRow(single.path, body as Parameters<typeof updateRow>[1]);
      const sendsBid = withBid && !bidLocked && !bidAbsent;
      return sendSingleItems(singleItemCalls(single, tab.keyFields, row, values, sendsBid), row);
    },
    onSuccess: (answer) => {
      if (answer === undefined) {
        void message.info('没有需要提交的修改');
        onClose();
        return;
      }
      const error = firstErrorMessage(answer);
      if (error !== undefined) {
        setRefusal(error);
        return;
      }
      void message.success(UPDATE_SUCCESS_MESSAGE);
      onDone?.();
      onClose();
    },
    onError: (error) => {
      const first = refusedMessage(error);
      if (first !== undefined) setRefusal(first);
      else showFormError(form, error, FIELDS);
    },
  });
  const submit = async () => {
    const values = await form.validateFields().catch(() => undefined);
    if (values === undefined) return;
    setRefusal(undefined);
    if (tab.single.kind === 'items') {
      mutation.mutate({ values });
      return;
    }
    const schema: SafeParser<unknown> =
      level === 'project' ? ProjectUpdateBodySchema : PromotionUpdateBodySchema;
    const body = parseFormBody(form, schema, toBody(values), FIELDS);
    if (body !== undefined) mutation.mutate({ body, values });
  };

  return (
    <FormModal<Values>
      open={open}
      title={`修改${tab.title}预算${withBid ? '/出价' : ''}`}
      okText="确定"
      form={form}
      initialValues={{
        budget_mode: row.budget_mode ?? 'BUDGET_MODE_DAY',
        budget: text(row.budget),
        cpa_bid: text(row.cpa_bid),
      }}
      saving={mutation.isPending}
      onSubmit={() => void submit()}
      onClose={onClose}
    >
      <Form.Item label={tab.title}>{rowTitle(row)}</Form.Item>
      {refusal !== undefined ? (
        <Alert type="error" showIcon title={refusal} style={{ marginBottom: 16 }} />
      ) : null}
      <Form.Item name="budget_mode" label="预算类型">
        <Radio.Group
          options={Object.entries(BUDGET_MODE_LABELS)
            .filter(([value]) => value !== 'BUDGET_MODE_INFINITE' || offersUnlimited)
            .map(([value, label]) => ({ value, label }))}
        />
      </Form.Item>
      <Form.Item noStyle dependencies={['budget_mode']}>
        {({ getFieldValue }) =>
          getFieldValue('budget_mode') === 'BUDGET_MODE_DAY' ? (
            <Form.Item
              name="budget"
              label="预算（元）"
              rules={[budgetRule(tab, row, facts)]}
              extra={budgetHint}
            >
              <InputNumber<string>
                stringMode
                step={BUDGET_STEP}
                style={{ width: 220 }}
                placeholder={`不少于${rules ? rules.minFen / 100 : 300}`}
              />
            </Form.Item>
          ) : null
        }
      </Form.Item>
      {withBid ? (
        bidLocked || bidAbsent ? (
          <Form.Item label="出价（元）">
            <Tag>{bidLocked ? PROJECT_COST_STABLE_LABEL : '该广告无出价'}</Tag>
          </Form.Item>
        ) : (
          <Form.Item name="cpa_bid" label="出价（元）" rules={[bidRule(tab)]}>
            <InputNumber<string>
              stringMode
              step={0.1}
              style={{ width: 220 }}
              placeholder={bidPlaceholder(tab)}
            />
          </Form.Item>
        )
      ) : null}
    </FormModal>
  );
}

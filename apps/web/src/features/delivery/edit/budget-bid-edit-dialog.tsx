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
  yuanToCents,
  checkSingleEditBid,
  checkSingleEditBudget,
  firstErrorMessage,
  isBlankInput,
  isProjectBidLocked,
  PROJECT_COST_STABLE_LABEL,
  UPDATE_SUCCESS_MESSAGE,
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
import { updateProject, updatePromotion } from './api';
import { rowTitle, type EditRow } from './edit-row';

export interface BudgetBidEditDialogProps {
  open: boolean;
  level: 'project' | 'promotion';
  row: EditRow;
  onClose: () => void;
  /** Refreshes the list after a saved change. */
  onDone?: () => void;
}

interface Values {
  budget_mode: BudgetMode;
  budget?: string | null;
  cpa_bid?: string | null;
}

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
 * The budget: the dialog's limits (min 300, 2 decimals), then, when it changes, the medium's own
 * rules against the row's budget (smallest change …); the server checks today's spend as well.
 */
const budgetRule =
  (level: 'project' | 'promotion', row: EditRow): FormRule =>
  ({ getFieldValue }) => ({
    validator: (_, budget: NumericInput) => {
      const budget_mode = getFieldValue('budget_mode') as BudgetMode;
      const check = checkSingleEditBudget({ budget_mode, budget });
      if (!check.ok) return Promise.reject(new Error(check.message));
      const fen = budget_mode === 'BUDGET_MODE_DAY' ? yuanToCents(budget) : undefined;
      const currentFen = isBlankInput(row.budget) ? undefined : yuanToCents(row.budget);
      if (budget_mode === row.budget_mode && (fen === undefined || fen === currentFen)) {
        return Promise.resolve();
      }
      const media = checkBudgetChange(
        'bytedance',
        level,
        budget_mode === 'BUDGET_MODE_DAY'
          ? { budget_mode, budget }
          : { budget_mode: 'BUDGET_MODE_INFINITE' },
        { current: { budget_mode: row.budget_mode ?? null, fen: currentFen ?? null } },
      );
      // 不限 of an ad is the dialog's own rule to refuse; the server answers it.
      if (media.ok || budget_mode === 'BUDGET_MODE_INFINITE') return Promise.resolve();
      return Promise.reject(new Error(media.message));
    },
  });

const bidRule: FormRule = {
  validator: (_, bid: NumericInput) => {
    const check = checkSingleEditBid(bid);
    return check.ok ? Promise.resolve() : Promise.reject(new Error(check.message));
  },
};

/**
 * The budget/bid dialog of one project or ad (spec 001 §5 "Single edit dialogs"): budget min 300 in
 * steps of 100, ad bid 0.1–10000, both with 2 decimals. A refused change shows the first
 * error_message of the answer (spec 001 §8).
 */
export function BudgetBidEditDialog({
  open,
  level,
  row,
  onClose,
  onDone,
}: BudgetBidEditDialogProps) {
  const { message } = App.useApp();
  const [form] = Form.useForm<Values>();
  const [refusal, setRefusal] = useState<string>();
  const withBid = level === 'promotion';
  const bidLocked = withBid && isProjectBidLocked(row);
  // An ad without a bid (a NO_BID project's ad) saves its budget alone.
  const bidAbsent = withBid && !bidLocked && isBlankInput(row.cpa_bid);
  const rules = findBudgetRules('bytedance', level);
  const budgetHint = rules ? budgetRangeHint(rules) : undefined;

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
    mutationFn: (body: unknown): Promise<FeedUpdateAnswer> =>
      level === 'project'
        ? updateProject(body as Parameters<typeof updateProject>[0])
        : updatePromotion(body as Parameters<typeof updatePromotion>[0]),
    onSuccess: (answer) => {
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
    const schema: SafeParser<unknown> =
      level === 'project' ? ProjectUpdateBodySchema : PromotionUpdateBodySchema;
    const body = parseFormBody(form, schema, toBody(values), FIELDS);
    setRefusal(undefined);
    if (body !== undefined) mutation.mutate(body);
  };

  return (
    <FormModal<Values>
      open={open}
      title={`修改${level === 'project' ? '项目' : '广告'}预算${withBid ? '/出价' : ''}`}
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
      <Form.Item label={level === 'project' ? '项目' : '广告'}>{rowTitle(row)}</Form.Item>
      {refusal !== undefined ? (
        <Alert type="error" showIcon title={refusal} style={{ marginBottom: 16 }} />
      ) : null}
      <Form.Item name="budget_mode" label="预算类型">
        <Radio.Group
          options={Object.entries(BUDGET_MODE_LABELS).map(([value, label]) => ({ value, label }))}
        />
      </Form.Item>
      <Form.Item noStyle dependencies={['budget_mode']}>
        {({ getFieldValue }) =>
          getFieldValue('budget_mode') === 'BUDGET_MODE_DAY' ? (
            <Form.Item
              name="budget"
              label="预算（元）"
              rules={[budgetRule(level, row)]}
              extra={budgetHint}
            >
              <InputNumber<string>
                stringMode
                step={BUDGET_STEP}
                style={{ width: 220 }}
                placeholder="不少于300"
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
          <Form.Item name="cpa_bid" label="出价（元）" rules={[bidRule]}>
            <InputNumber<string>
              stringMode
              step={0.1}
              style={{ width: 220 }}
              placeholder="0.1-10000"
            />
          </Form.Item>
        )
      ) : null}
    </FormModal>
  );
}

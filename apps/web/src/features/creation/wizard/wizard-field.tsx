import type { DerivedStrategy, KeywordInput, KeywordMedium } from '@toufang/contracts';
import { Checkbox, DatePicker, Form, Input, InputNumber, Radio, Select, Switch } from 'antd';
import dayjs from 'dayjs';
import type { Dayjs } from 'dayjs';
import { WeeklySchedulePicker } from '../../delivery';
import type { AccountAssetKind, AssetPick } from '../pickers/account-asset-kinds';
import { AccountAssetPicker } from '../pickers/account-asset-picker';
import { BidSuggestion } from '../pickers/bid-suggestion';
import { DerivedStrategyPicker } from '../pickers/derived-strategy-picker';
import { KeywordPicker } from '../pickers/keyword-picker';
import { RegionPicker } from '../pickers/region-picker';
import type { FieldDef, FieldPath } from './wizard-definition';
import type { WizardValues } from './wizard-values';

const DATE_FORMAT = 'YYYY-MM-DD';
const CHOICES: ReadonlySet<FieldDef['kind']> = new Set(['select', 'radio', 'checks']);

function control(field: FieldDef) {
  switch (field.kind) {
    case 'select':
      return (
        <Select
          aria-label={field.label}
          style={{ width: 280 }}
          allowClear={field.allowClear}
          placeholder={field.placeholder}
          options={field.options?.map((o) => ({ value: o.value, label: o.label }))}
        />
      );
    case 'radio':
      return (
        <Radio.Group
          aria-label={field.label}
          optionType="button"
          options={field.options?.map((o) => ({ value: o.value, label: o.label }))}
        />
      );
    case 'checks':
      return (
        <Checkbox.Group
          aria-label={field.label}
          options={field.options?.map((o) => ({ value: o.value, label: o.label }))}
        />
      );
    case 'number':
      return (
        <InputNumber
          aria-label={field.label}
          min={field.min}
          max={field.max}
          suffix={field.unit}
          placeholder={field.placeholder}
          style={{ width: 200 }}
        />
      );
    case 'date':
      return <DatePicker aria-label={field.label} format={DATE_FORMAT} />;
    case 'schedule':
      return <WeeklySchedulePicker />;
    case 'switch':
      return <Switch aria-label={field.label} />;
    case 'name':
      return <Input aria-label={field.label} style={{ maxWidth: 480 }} maxLength={200} />;
    case 'keywords':
      return field.keywords ? <WizardKeywords {...field.keywords} /> : null;
    case 'account-assets':
      return <WizardAccountAssets kind={field.asset ?? 'page'} />;
    case 'regions':
      return <RegionPicker medium={field.regionMedium ?? 'bytedance'} />;
    case 'derived-strategies':
      return <WizardDerivedStrategies />;
    case 'text':
      return (
        <Input
          aria-label={field.label}
          style={{ maxWidth: 480 }}
          maxLength={field.max}
          placeholder={field.placeholder}
        />
      );
  }
}

/** The keyword picker, suggesting for the first chosen account and the draft's app name. */
function WizardKeywords({
  medium,
  appName: appNamePath,
  ...props
}: {
  medium: KeywordMedium;
  appName: FieldPath;
  value?: KeywordInput[];
  onChange?: (v: KeywordInput[]) => void;
}) {
  const form = Form.useFormInstance<WizardValues>();
  const accounts = Form.useWatch('accounts', { form, preserve: true }) as
    WizardValues['accounts'] | undefined;
  const appName = Form.useWatch(appNamePath, { form, preserve: true }) as string | undefined;
  return (
    <KeywordPicker
      medium={medium}
      advertiserId={accounts?.[0]?.advertiser_id}
      appName={appName || undefined}
      {...props}
    />
  );
}

/** The 衍生创意 strategies, read for the first chosen account (the catalogue is the medium's). */
function WizardDerivedStrategies(props: {
  value?: DerivedStrategy[];
  onChange?: (v: DerivedStrategy[]) => void;
}) {
  const form = Form.useFormInstance<WizardValues>();
  const accounts = Form.useWatch('accounts', { form, preserve: true }) as
    WizardValues['accounts'] | undefined;
  return <DerivedStrategyPicker advertiserId={accounts?.[0]?.advertiser_id} {...props} />;
}

/** A picker of objects per account, for the chosen accounts and (Tencent) the adgroup's goal. */
function WizardAccountAssets(props: {
  kind: AccountAssetKind;
  value?: Record<string, AssetPick>;
  onChange?: (v: Record<string, AssetPick>) => void;
}) {
  const form = Form.useFormInstance<WizardValues>();
  const accounts = Form.useWatch('accounts', { form, preserve: true }) as
    WizardValues['accounts'] | undefined;
  const goal = Form.useWatch(['adgroup', 'optimization_goal'], { form, preserve: true }) as
    string | undefined;
  return (
    <AccountAssetPicker
      accounts={accounts ?? []}
      context={{ ...(goal ? { optimizationGoal: goal } : {}) }}
      {...props}
    />
  );
}

/** Dates are `YYYY-MM-DD` text in the draft; the picker takes dayjs. */
const dateProps = {
  getValueProps: (value: unknown) => ({
    value: typeof value === 'string' && value !== '' ? dayjs(value, DATE_FORMAT) : null,
  }),
  normalize: (value: Dayjs | null) => (value ? value.format(DATE_FORMAT) : null),
};

/** One field of a settings step as its definition says. */
export function WizardField({ field }: { field: FieldDef }) {
  const extra =
    field.kind === 'date'
      ? dateProps
      : field.kind === 'switch'
        ? { valuePropName: 'checked' }
        : field.kind === 'number' || field.allowClear
          ? { normalize: (value: unknown) => value ?? null }
          : {};
  return (
    <Form.Item
      name={[...field.name]}
      label={field.label}
      extra={
        field.suggest ? (
          <>
            {field.help ? <div>{field.help}</div> : null}
            <BidSuggestion source={field.suggest} />
          </>
        ) : (
          field.help
        )
      }
      rules={
        field.required
          ? [
              {
                required: true,
                message: `${CHOICES.has(field.kind) ? '请选择' : '请填写'}${field.label}`,
              },
            ]
          : undefined
      }
      {...extra}
    >
      {control(field)}
    </Form.Item>
  );
}

// The report columns of the Ocean Engine delivery screen (spec 001 §3 "Report metrics"; the
// custom-column dialog groups them). Rates are computed from sums over the chosen days.

export const REPORT_FIELD_GROUPS = ['基础指标', '转化数据', '付费数据', '视频数据'] as const;
export type ReportFieldGroup = (typeof REPORT_FIELD_GROUPS)[number];

/**
 * How a value is sent and shown: `money` yuan as a number with 2 decimals, `count` an integer,
 * `percent` a percentage number with 2 decimals (1.25 means 1.25%), `ratio` a number with 2 decimals.
 */
export const REPORT_FIELD_FORMATS = ['money', 'count', 'percent', 'ratio'] as const;
export type ReportFieldFormat = (typeof REPORT_FIELD_FORMATS)[number];

export interface ReportFieldDef {
  key: string;
  title: string;
  group: ReportFieldGroup;
  format: ReportFieldFormat;
  sortable: boolean;
  /** One of the 8 default columns of spec 001 §3. */
  default: boolean;
  /** How the value is worked out, for the column's tooltip. */
  description: string;
}

const field = <K extends string>(
  key: K,
  title: string,
  group: ReportFieldGroup,
  format: ReportFieldFormat,
  description: string,
  isDefault = false,
) => ({ key, title, group, format, sortable: true, default: isDefault, description }) as const;

/** Every report column, in the dialog's order. Rates are computed from sums over the date range. */
export const REPORT_FIELDS = [
  field('stat_cost', '消耗', '基础指标', 'money', '所选时间内的总花费', true),
  field('show_cnt', '展示数', '基础指标', 'count', '广告展示给用户的次数', true),
  field('cpm_platform', '平均千次展现费用', '基础指标', 'money', '消耗 / 展示数 × 1000', true),
  field('click_cnt', '点击数', '基础指标', 'count', '用户点击广告的次数', true),
  field('ctr', '点击率', '基础指标', 'percent', '点击数 / 展示数', true),
  field('cpc_platform', '平均点击单价', '基础指标', 'money', '消耗 / 点击数', true),
  field('convert_cnt', '转化数', '转化数据', 'count', '按转化目标统计的转化次数', true),
  field('conversion_cost', '转化成本', '转化数据', 'money', '消耗 / 转化数', true),
  field('convert_rate', '转化率', '转化数据', 'percent', '转化数 / 点击数'),
  field('deep_convert_cnt', '深度转化数', '转化数据', 'count', '按深度转化目标统计的次数'),
  field('deep_convert_cost', '深度转化成本', '转化数据', 'money', '消耗 / 深度转化数'),
  field('deep_convert_rate', '深度转化率', '转化数据', 'percent', '深度转化数 / 转化数'),
  field('active', '激活数', '转化数据', 'count', '应用激活次数'),
  field('active_cost', '激活成本', '转化数据', 'money', '消耗 / 激活数'),
  field('active_rate', '激活率', '转化数据', 'percent', '激活数 / 点击数'),
  field('active_register', '注册数', '转化数据', 'count', '应用注册次数'),
  field('active_register_cost', '注册成本', '转化数据', 'money', '消耗 / 注册数'),
  field('active_register_rate', '注册率', '转化数据', 'percent', '注册数 / 激活数'),
  field('pay_count', '付费次数', '付费数据', 'count', '付费次数'),
  field('pay_cost', '付费成本', '付费数据', 'money', '消耗 / 付费次数'),
  field('pay_amount', '付费金额', '付费数据', 'money', '付费总金额'),
  field('roi', '付费ROI', '付费数据', 'ratio', '付费金额 / 消耗'),
  field('pay_rate', '付费率', '付费数据', 'percent', '付费次数 / 激活数'),
  field('total_play', '播放数', '视频数据', 'count', '视频播放次数'),
  field('valid_play', '有效播放数', '视频数据', 'count', '视频有效播放次数'),
  field('valid_play_rate', '有效播放率', '视频数据', 'percent', '有效播放数 / 展示数'),
  field('valid_play_cost', '有效播放成本', '视频数据', 'money', '消耗 / 有效播放数'),
] as const satisfies readonly ReportFieldDef[];

export type ReportFieldKey = (typeof REPORT_FIELDS)[number]['key'];

export const REPORT_FIELD_KEYS = REPORT_FIELDS.map((f) => f.key) as [
  ReportFieldKey,
  ...ReportFieldKey[],
];

/** The default columns (spec 001 §3), in their order. */
export const DEFAULT_REPORT_FIELDS: readonly ReportFieldKey[] = REPORT_FIELDS.filter(
  (f) => f.default,
).map((f) => f.key);

const FIELDS_BY_KEY = new Map<string, ReportFieldDef>(REPORT_FIELDS.map((f) => [f.key, f]));

export function reportFieldOf(key: ReportFieldKey): ReportFieldDef {
  const found = FIELDS_BY_KEY.get(key);
  if (found === undefined) throw new RangeError(`unknown report field: ${key}`);
  return found;
}

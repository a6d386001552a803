import {
  BYTEDANCE_CONVERT_TYPE_LABELS,
  BYTEDANCE_DEEP_BID_TYPE_LABELS,
  BYTEDANCE_DEEP_CONVERT_TYPE_LABELS,
  BYTEDANCE_INVENTORY_LABELS,
  DELIVERY_RANGE_LABELS,
} from '@toufang/contracts';
import type { FieldDef, FieldPath } from '../wizard/wizard-definition';
import { ageField, genderField, is, optionsOf, regionField, scheduleField } from './shared-fields';

// Ocean Engine fields both its wizards have (v3: on the project, v2: on the ad), each at the
// place `at` gives in the draft.

type At = (key: string) => FieldPath;

/**
 * The goals that download an app (Ocean Engine `landing_type` APP): only they take the download
 * fields; a LINK, MICRO_GAME … draft neither shows nor sends them.
 */
export const BYTEDANCE_DOWNLOAD_LANDING_TYPES = ['APP'] as const;

/** Platforms and the app: where it downloads from, shown while `landing` is an app goal. */
export const appFields = (at: At, landing: FieldPath): FieldDef[] => {
  const download = is(landing, ...BYTEDANCE_DOWNLOAD_LANDING_TYPES);
  return [
    {
      name: at('platform'),
      label: '投放平台',
      kind: 'checks',
      required: true,
      options: [
        { value: 'IOS', label: 'iOS' },
        { value: 'ANDROID', label: 'Android' },
      ],
    },
    {
      name: at('download_type'),
      label: '下载方式',
      kind: 'radio',
      options: [
        { value: 'DOWNLOAD_URL', label: '下载链接' },
        { value: 'EXTERNAL_URL', label: '落地页' },
        { value: 'QUICK_APP_URL', label: '快应用' },
      ],
      visible: download,
    },
    { name: at('download_url'), label: '下载链接', kind: 'text', visible: download },
    { name: at('package'), label: '应用包名', kind: 'text', visible: download },
    { name: at('app_name'), label: '应用名称', kind: 'text', visible: download },
  ];
};

/** Delivery range, inventories and the audience. */
export const rangeFields = (at: At): FieldDef[] => [
  {
    name: at('delivery_range'),
    label: '投放范围',
    kind: 'radio',
    options: optionsOf(DELIVERY_RANGE_LABELS),
  },
  {
    name: at('inventory_type'),
    label: '广告位',
    kind: 'checks',
    options: optionsOf(BYTEDANCE_INVENTORY_LABELS),
    help: '不选为系统优选',
  },
  genderField([...at('audience'), 'gender']),
  ageField([...at('audience'), 'age']),
  regionField([...at('audience'), 'region'], 'bytedance'),
];

/** The convert, the deep goal and (pay with deep 每次付费) the deep optimisation method. */
export const goalFields = (at: At): FieldDef[] => [
  {
    name: at('external_action'),
    label: '优化目标',
    kind: 'select',
    options: optionsOf(BYTEDANCE_CONVERT_TYPE_LABELS),
  },
  {
    name: at('deep_external_action'),
    label: '深度优化目标',
    kind: 'select',
    options: optionsOf(BYTEDANCE_DEEP_CONVERT_TYPE_LABELS),
  },
  {
    name: at('deep_bid_type'),
    label: '深度优化方式',
    kind: 'radio',
    options: optionsOf(BYTEDANCE_DEEP_BID_TYPE_LABELS),
    visible: (values) =>
      is(at('external_action'), 'AD_CONVERT_TYPE_PAY')(values) &&
      is(at('deep_external_action'), 'DEFAULT')(values),
  },
];

export const pricingField = (at: At): FieldDef => ({
  name: at('pricing'),
  label: '计费方式',
  kind: 'radio',
  options: [
    { value: 'PRICING_OCPM', label: 'OCPM' },
    { value: 'PRICING_OCPC', label: 'OCPC' },
    { value: 'PRICING_CPC', label: 'CPC' },
    { value: 'PRICING_CPM', label: 'CPM' },
  ],
});

/** 投放日期 (from now, or between two dates) and the weekly time slots. */
export const scheduleFields = (at: At): FieldDef[] => [
  {
    name: at('schedule_type'),
    label: '投放日期',
    kind: 'radio',
    options: [
      { value: 'SCHEDULE_FROM_NOW', label: '从今天起长期投放' },
      { value: 'SCHEDULE_START_END', label: '设置开始和结束日期' },
    ],
  },
  {
    name: at('start_time'),
    label: '开始日期',
    kind: 'date',
    visible: is(at('schedule_type'), 'SCHEDULE_START_END'),
  },
  {
    name: at('end_time'),
    label: '结束日期',
    kind: 'date',
    visible: is(at('schedule_type'), 'SCHEDULE_START_END'),
  },
  scheduleField(at('schedule_time')),
];

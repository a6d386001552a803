import {
  KUAISHOU_DEEP_CONVERSIONS,
  KUAISHOU_OCPX_ACTIONS,
  KUAISHOU_SCENES,
  KUAISHOU_UNIT_BID_TYPE_LABELS,
  KuaishouCreationDraftSchema,
} from '@toufang/contracts';
import { codeLabel } from '@toufang/domain';
import type { FieldOption } from '../wizard/wizard-definition';
import type { WizardDefinition } from '../wizard/wizard-definition';
import { defineWizard } from './wizard-base';
import {
  ACTION_BUTTON_OPTIONS,
  ageField,
  genderField,
  regionField,
  is,
  optionsOf,
  scheduleField,
  speedField,
  STATUS_OPTIONS,
  yuanField,
} from './shared-fields';

const codes = (
  field: 'ocpx_action_type' | 'deep_conversion_type' | 'scene_id',
  values: readonly number[],
): FieldOption[] =>
  values.map((value) => ({
    value,
    label: value === 0 ? '无' : codeLabel('kuaishou', field, value),
  }));
const unit = (key: string) => ['unit', key];
/**
 * The 营销目标 that promote an app (2 提升应用安装, 7 提高应用活跃): only they take the app and
 * its download link.
 */
export const KUAISHOU_APP_CAMPAIGN_TYPES = [2, 7] as const;
const appGoal = is(['campaign', 'type'], ...KUAISHOU_APP_CAMPAIGN_TYPES);

/** 程序化批量 of Kuaishou (spec 002 §3 "Kuaishou draft"): campaign → unit → creative. */
export const KUAISHOU_WIZARD: WizardDefinition = defineWizard({
  medium: 'kuaishou',
  storageKey: 'kuaishou',
  title: '程序化批量',
  path: '/transConfigKs/ksaiCreate',
  taskPath: '/transConfigKs/releaseKs',
  deliveryPath: (taskId) => `/transConfigKs/launchKs/0/0/0/0/0/0/${taskId}`,
  templateType: 'ks',
  schema: KuaishouCreationDraftSchema,
  stepTitles: { level1: '广告计划', level2: '广告组' },
  level1: [
    {
      title: '广告计划',
      fields: [
        {
          name: ['campaign', 'type'],
          label: '营销目标',
          kind: 'radio',
          options: [
            { value: 2, label: '提升应用安装' },
            { value: 7, label: '提高应用活跃' },
          ],
        },
        {
          name: ['campaign', 'bid_type'],
          label: '出价类型',
          kind: 'radio',
          options: [
            { value: 0, label: '手动出价' },
            { value: 1, label: '最大转化' },
          ],
        },
        {
          name: ['campaign', 'day_budget_type'],
          label: '计划日预算',
          kind: 'radio',
          options: [
            { value: 'UNLIMITED', label: '不限' },
            { value: 'DAY', label: '指定预算' },
          ],
        },
        yuanField(['campaign', 'day_budget'], '日预算', {
          visible: is(['campaign', 'day_budget_type'], 'DAY'),
        }),
        {
          name: ['rules', 'campaign_status'],
          label: '计划状态',
          kind: 'radio',
          options: STATUS_OPTIONS,
        },
      ],
    },
  ],
  level2: [
    {
      title: '应用与版位',
      fields: [
        {
          name: unit('unit_type'),
          label: '创意制作方式',
          kind: 'radio',
          options: [
            { value: 4, label: '自定义创意' },
            { value: 7, label: '程序化创意' },
          ],
        },
        { name: unit('app_id'), label: '应用ID', kind: 'number', min: 1, visible: appGoal },
        { name: unit('url'), label: '下载链接', kind: 'text', visible: appGoal },
        {
          name: unit('scene_id'),
          label: '广告位',
          kind: 'checks',
          required: true,
          options: codes('scene_id', KUAISHOU_SCENES),
        },
      ],
    },
    {
      title: '定向',
      preset: 'targeting',
      fields: [
        genderField(['targets', 'gender']),
        ageField(['targets', 'age']),
        regionField(['targets', 'region'], 'kuaishou'),
      ],
    },
    {
      title: '出价与预算',
      preset: 'bid',
      fields: [
        {
          name: unit('bid_type'),
          label: '出价方式',
          kind: 'radio',
          options: optionsOf(KUAISHOU_UNIT_BID_TYPE_LABELS).sort(
            (a, b) => Number(b.value) - Number(a.value),
          ),
        },
        {
          name: unit('ocpx_action_type'),
          label: '转化目标',
          kind: 'select',
          options: codes('ocpx_action_type', KUAISHOU_OCPX_ACTIONS),
          visible: is(unit('bid_type'), 10, 6),
        },
        {
          name: unit('deep_conversion_type'),
          label: '深度转化目标',
          kind: 'select',
          options: codes('deep_conversion_type', KUAISHOU_DEEP_CONVERSIONS),
          visible: is(unit('bid_type'), 10, 6),
        },
        yuanField(unit('cpa_bid'), '目标成本', { visible: is(unit('bid_type'), 10, 6) }),
        yuanField(unit('bid'), '出价', { visible: is(unit('bid_type'), 1, 2) }),
        yuanField(unit('deep_conversion_bid'), '深度转化出价', {
          visible: (values) => !is(unit('deep_conversion_type'), 0)(values),
        }),
        {
          name: unit('roi_ratio'),
          label: 'ROI系数',
          kind: 'number',
          min: 0,
          visible: is(unit('ocpx_action_type'), 191, 774),
        },
        yuanField(unit('day_budget'), '广告组日预算', { help: '不填为不限' }),
        speedField(unit('speed')),
      ],
    },
    {
      title: '投放时间',
      preset: 'schedule',
      fields: [
        { name: unit('begin_time'), label: '开始日期', kind: 'date', help: '不填为从今天起' },
        { name: unit('end_time'), label: '结束日期', kind: 'date', help: '不填为长期投放' },
        scheduleField(unit('schedule_time')),
        {
          name: ['rules', 'unit_status'],
          label: '广告组状态',
          kind: 'radio',
          options: STATUS_OPTIONS,
        },
      ],
    },
  ],
  creative: {
    title: '创意',
    fields: [
      {
        name: ['creative', 'action_bar'],
        label: '行动号召',
        kind: 'select',
        options: ACTION_BUTTON_OPTIONS,
      },
    ],
  },
  distribution: {
    count: ['unit_num', '每个计划广告组数'],
    materials: ['materials_number', '每个广告组素材数'],
  },
  // A 图文 becomes a 组图 creative (its images, its text as the 广告语).
  materialTypes: ['video', 'image', 'image_text'],
  names: [
    [['campaign', 'campaign_name'], '计划名称'],
    [['unit', 'unit_name'], '广告组名称'],
    [['creative', 'creative_name'], '创意名称'],
  ],
  parts: { level1: ['campaign'], level2: ['unit', 'targets'], creative: ['creative'] },
  applyBase: (values, base) => ({
    ...values,
    unit: {
      ...(values.unit as Record<string, unknown>),
      url: base.download_url,
      app_id: base.app_id,
    },
  }),
});

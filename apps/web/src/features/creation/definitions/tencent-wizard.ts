import {
  TENCENT_OPTIMIZATION_GOAL_LABELS,
  TENCENT_SITE_SET_LABELS,
  TencentCreationDraftSchema,
} from '@toufang/contracts';
import type { WizardDefinition } from '../wizard/wizard-definition';
import { defineWizard } from './wizard-base';
import {
  accountAssetField,
  ACTION_BUTTON_OPTIONS,
  ageField,
  genderField,
  regionField,
  optionsOf,
  scheduleField,
  STATUS_OPTIONS,
  valueAt,
  yuanField,
} from './shared-fields';

const adgroup = (key: string) => ['adgroup', key];

/** 程序化批量V3 of Tencent Ads (spec 002 §3 "Drafts", the v3 draft): adgroup → dynamic creative. */
export const TENCENT_WIZARD: WizardDefinition = defineWizard({
  medium: 'tencent',
  storageKey: 'tencent-v3',
  title: '程序化批量V3',
  path: '/transConfigQq/aiCreateQqV3',
  taskPath: '/transConfigQq/releaseQqV3',
  deliveryPath: (taskId) => `/transConfigQq/launchQqV3/0/0/0/0/0/${taskId}`,
  templateType: 'v3',
  schema: TencentCreationDraftSchema,
  stepTitles: { level1: '广告设置', level2: '定向与出价' },
  level1: [
    {
      title: '营销内容',
      fields: [
        {
          name: adgroup('marketing_carrier_type'),
          label: '营销载体',
          kind: 'radio',
          options: [
            { value: 'MARKETING_CARRIER_TYPE_APP_IOS', label: 'iOS应用' },
            { value: 'MARKETING_CARRIER_TYPE_APP_ANDROID', label: 'Android应用' },
          ],
        },
        { name: adgroup('begin_date'), label: '开始日期', kind: 'date', help: '不填为从今天起' },
        { name: adgroup('end_date'), label: '结束日期', kind: 'date', help: '不填为长期投放' },
        {
          name: ['rules', 'adgroup_status'],
          label: '广告状态',
          kind: 'radio',
          options: STATUS_OPTIONS,
        },
      ],
    },
  ],
  level2: [
    {
      title: '版位与定向',
      preset: 'targeting',
      fields: [
        {
          name: adgroup('automatic_site_enabled'),
          label: '自动版位',
          kind: 'switch',
        },
        {
          name: adgroup('site_set'),
          label: '版位',
          kind: 'checks',
          options: optionsOf(TENCENT_SITE_SET_LABELS),
          visible: (values) => valueAt(values, adgroup('automatic_site_enabled')) === false,
        },
        genderField(['adgroup', 'targeting', 'gender']),
        ageField(['adgroup', 'targeting', 'age']),
        regionField(['adgroup', 'targeting', 'region'], 'tencent'),
      ],
    },
    {
      title: '出价与预算',
      preset: 'bid',
      fields: [
        {
          name: adgroup('optimization_goal'),
          label: '优化目标',
          kind: 'select',
          options: optionsOf(TENCENT_OPTIMIZATION_GOAL_LABELS),
        },
        {
          name: adgroup('bid_mode'),
          label: '出价方式',
          kind: 'radio',
          options: [
            { value: 'BID_MODE_OCPM', label: 'oCPM' },
            { value: 'BID_MODE_OCPC', label: 'oCPC' },
            { value: 'BID_MODE_CPC', label: 'CPC' },
            { value: 'BID_MODE_CPM', label: 'CPM' },
          ],
        },
        yuanField(adgroup('bid_amount'), '出价', { required: true }),
        yuanField(adgroup('daily_budget'), '日预算', { help: '不填为不限' }),
        {
          name: adgroup('deep_conversion_goal'),
          label: '深度优化目标',
          kind: 'select',
          options: optionsOf(TENCENT_OPTIMIZATION_GOAL_LABELS),
          allowClear: true,
          placeholder: '无',
        },
        yuanField(adgroup('deep_conversion_bid'), '深度转化出价', {
          visible: (values) => Boolean(valueAt(values, adgroup('deep_conversion_goal'))),
        }),
      ],
    },
    { title: '投放时段', preset: 'schedule', fields: [scheduleField(adgroup('time_series'))] },
    {
      title: '账户定向与转化',
      fields: [
        accountAssetField('targeting', '定向包'),
        accountAssetField('audiences', '自定义人群'),
        accountAssetField('conversion', '转化'),
      ],
    },
  ],
  creative: {
    title: '动态创意',
    fields: [
      {
        name: ['creative', 'dynamic_creative_template_id'],
        label: '创意形式ID',
        kind: 'number',
        min: 1,
      },
      { name: ['creative', 'page_url'], label: '落地页链接', kind: 'text' },
      accountAssetField('page', '官方落地页'),
      accountAssetField('brand', '品牌形象'),
      {
        name: ['creative', 'action_button'],
        label: '行动按钮',
        kind: 'select',
        options: ACTION_BUTTON_OPTIONS,
      },
      {
        name: ['rules', 'creative_status'],
        label: '创意状态',
        kind: 'radio',
        options: STATUS_OPTIONS,
      },
    ],
  },
  distribution: {
    count: ['ad_num', '每个广告创意数'],
    materials: ['material_num', '每个创意素材数'],
  },
  // A 图文 becomes an image_list component (its images, its text as the description).
  materialTypes: ['video', 'image', 'image_text'],
  names: [
    [adgroup('adgroup_name'), '广告名称'],
    [['creative', 'dynamic_creative_name'], '创意名称'],
  ],
  parts: {
    level1: ['adgroup'],
    level2: ['adgroup', 'account_picks'],
    creative: ['creative', 'account_picks'],
  },
  applyBase: (values, base) => ({
    ...values,
    adgroup: {
      ...(values.adgroup as Record<string, unknown>),
      marketing_carrier_type:
        base.platform === 'APP_IOS'
          ? 'MARKETING_CARRIER_TYPE_APP_IOS'
          : 'MARKETING_CARRIER_TYPE_APP_ANDROID',
    },
    creative: { ...(values.creative as Record<string, unknown>), page_url: base.download_url },
  }),
});

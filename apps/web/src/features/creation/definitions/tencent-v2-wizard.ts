import {
  TENCENT_OPTIMIZATION_GOAL_LABELS,
  TENCENT_SITE_SET_LABELS,
  TencentV2CreationDraftSchema,
} from '@toufang/contracts';
import type { WizardDefinition } from '../wizard/wizard-definition';
import {
  accountAssetField,
  ACTION_BUTTON_OPTIONS,
  ageField,
  genderField,
  regionField,
  optionsOf,
  scheduleField,
  STATUS_OPTIONS,
  yuanField,
} from './shared-fields';
import { defineWizard } from './wizard-base';

const campaign = (key: string) => ['campaign', key];
const adgroup = (key: string) => ['adgroup', key];

/**
 * 程序化批量 / 程序化批量V2 of Tencent Ads on its v1.3 API (spec 002 §3 "Drafts", the Tencent v1 and v2
 * drafts): campaign (推广计划) → adgroup (广告组) → one ad a material.
 */
export const TENCENT_V2_WIZARD: WizardDefinition = defineWizard({
  medium: 'tencent_v2',
  storageKey: 'tencent-v2',
  title: '程序化批量V2',
  path: '/transConfigQq/aiCreateQqV2',
  taskPath: '/transConfigQq/releaseQqV2',
  deliveryPath: (taskId) => `/transConfigQq/launchQqV2/0/0/0/0/0/${taskId}`,
  templateType: 'v2',
  schema: TencentV2CreationDraftSchema,
  stepTitles: { level1: '推广计划', level2: '广告组' },
  level1: [
    {
      title: '推广计划',
      fields: [
        {
          name: campaign('promoted_object_type'),
          label: '推广目标',
          kind: 'radio',
          options: [
            { value: 'PROMOTED_OBJECT_TYPE_APP_IOS', label: 'iOS应用' },
            { value: 'PROMOTED_OBJECT_TYPE_APP_ANDROID', label: 'Android应用' },
          ],
        },
        yuanField(campaign('daily_budget'), '日预算', { help: '不填为不限；50–4,000,000 元' }),
        {
          name: ['rules', 'campaign_status'],
          label: '推广计划状态',
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
          name: adgroup('site_set'),
          label: '版位',
          kind: 'checks',
          required: true,
          options: optionsOf(TENCENT_SITE_SET_LABELS),
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
        yuanField(adgroup('daily_budget'), '广告组日预算', { help: '不填为不限' }),
        {
          name: ['rules', 'adgroup_status'],
          label: '广告组状态',
          kind: 'radio',
          options: STATUS_OPTIONS,
        },
      ],
    },
    {
      title: '投放时间',
      preset: 'schedule',
      fields: [
        { name: adgroup('begin_date'), label: '开始日期', kind: 'date', help: '不填为从今天起' },
        { name: adgroup('end_date'), label: '结束日期', kind: 'date', help: '不填为长期投放' },
        scheduleField(adgroup('time_series')),
      ],
    },
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
    title: '广告创意',
    fields: [
      { name: ['ad', 'adcreative_template_id'], label: '创意规格ID', kind: 'number', min: 1 },
      { name: ['ad', 'page_url'], label: '落地页', kind: 'text' },
      {
        name: ['ad', 'action_button'],
        label: '行动按钮',
        kind: 'select',
        options: ACTION_BUTTON_OPTIONS,
      },
    ],
  },
  distribution: {
    count: ['ad_num', '每个推广计划广告组数'],
    materials: ['material_num', '每个广告组素材数'],
  },
  // A 图文 becomes an adcreative of its images (image_list) with its text as the description.
  materialTypes: ['video', 'image', 'image_text'],
  names: [
    [campaign('campaign_name'), '推广计划名称'],
    [adgroup('adgroup_name'), '广告组名称'],
    [['ad', 'ad_name'], '广告名称'],
  ],
  parts: { level1: ['campaign'], level2: ['adgroup', 'account_picks'], creative: ['ad'] },
  applyBase: (values, base) => ({
    ...values,
    campaign: {
      ...(values.campaign as Record<string, unknown>),
      promoted_object_type:
        base.platform === 'APP_IOS'
          ? 'PROMOTED_OBJECT_TYPE_APP_IOS'
          : 'PROMOTED_OBJECT_TYPE_APP_ANDROID',
    },
    ad: { ...(values.ad as Record<string, unknown>), page_url: base.download_url },
  }),
});

import {
  BYTEDANCE_V2_SMART_BID_TYPE_LABELS,
  BytedanceV2CreationDraftSchema,
} from '@toufang/contracts';
import type { WizardDefinition } from '../wizard/wizard-definition';
import {
  appFields,
  goalFields,
  pricingField,
  rangeFields,
  scheduleFields,
} from './bytedance-fields';
import { is, optionsOf, speedField, STATUS_OPTIONS, yuanField } from './shared-fields';
import { defineWizard } from './wizard-base';

const ad = (key: string) => ['ad', key];
const campaign = (key: string) => ['campaign', key];

/**
 * 程序化批量 of Ocean Engine on its v2 API (spec 002 §3 "Drafts", the legacy ad and v1 drafts):
 * campaign (广告组) → ad (计划) → one custom creative a material. Its tasks are listed on the feed's
 * 批量任务 page beside the v3 wizard's.
 */
export const BYTEDANCE_V2_WIZARD: WizardDefinition = defineWizard({
  medium: 'bytedance_v2',
  storageKey: 'bytedance-v2',
  title: '程序化批量',
  path: '/transConfig/aiCreateTt',
  taskPath: '/transConfig/release/v2/experience',
  sharesTaskPage: true,
  deliveryPath: (taskId) => `/transConfig/launchv2/0/0/0/0/0/${taskId}`,
  templateType: 'v2',
  schema: BytedanceV2CreationDraftSchema,
  stepTitles: { level1: '广告组设置', level2: '计划设置' },
  level1: [
    {
      title: '广告组',
      fields: [
        {
          name: campaign('landing_type'),
          label: '推广目的',
          kind: 'radio',
          options: [
            { value: 'APP', label: '应用推广' },
            { value: 'LINK', label: '销售线索' },
          ],
        },
        {
          name: campaign('campaign_type'),
          label: '广告类型',
          kind: 'radio',
          options: [
            { value: 'FEED', label: '信息流' },
            { value: 'SEARCH', label: '搜索' },
          ],
        },
        {
          name: campaign('budget_mode'),
          label: '广告组预算',
          kind: 'radio',
          options: [
            { value: 'BUDGET_MODE_INFINITE', label: '不限' },
            { value: 'BUDGET_MODE_DAY', label: '日预算' },
          ],
        },
        yuanField(campaign('budget'), '日预算', {
          visible: is(campaign('budget_mode'), 'BUDGET_MODE_DAY'),
          help: '不少于 300 元',
        }),
        {
          name: ['rules', 'campaign_status'],
          label: '广告组状态',
          kind: 'radio',
          options: STATUS_OPTIONS,
        },
      ],
    },
  ],
  level2: [
    {
      title: '应用',
      fields: [
        ...appFields(ad, campaign('landing_type')),
        {
          name: ad('keywords'),
          label: '搜索关键词',
          kind: 'keywords',
          keywords: { medium: 'bytedance_v2', appName: ad('app_name') },
          visible: is(campaign('campaign_type'), 'SEARCH'),
        },
      ],
    },
    { title: '投放范围与定向', preset: 'targeting', fields: rangeFields(ad) },
    { title: '优化目标', fields: goalFields(ad) },
    {
      title: '出价与预算',
      preset: 'bid',
      fields: [
        pricingField(ad),
        {
          name: ad('smart_bid_type'),
          label: '投放场景',
          kind: 'radio',
          options: optionsOf(BYTEDANCE_V2_SMART_BID_TYPE_LABELS),
        },
        speedField(ad('flow_control_mode')),
        yuanField(ad('budget'), '计划日预算', { required: true, help: '300–9,999,999.99 元' }),
        yuanField(ad('cpa_bid'), '出价', {
          required: true,
          help: 'oCPM/oCPC 为目标转化出价',
          suggest: { pricing: ad('pricing'), action: ad('external_action') },
        }),
        yuanField(ad('deep_cpabid'), '深度转化出价', {
          visible: is(ad('deep_bid_type'), 'DEEP_BID_MIN'),
        }),
        {
          name: ['rules', 'ad_status'],
          label: '计划状态',
          kind: 'radio',
          options: STATUS_OPTIONS,
        },
      ],
    },
    { title: '投放时间', preset: 'schedule', fields: scheduleFields(ad) },
  ],
  creative: {
    title: '创意',
    fields: [
      {
        name: ['creative', 'creative_material_mode'],
        label: '创意方式',
        kind: 'radio',
        options: [
          { value: 'STATIC_ASSEMBLE', label: '程序化创意' },
          { value: 'CUSTOM_CREATIVE', label: '自定义创意' },
        ],
      },
      { name: ['creative', 'source'], label: '来源', kind: 'text', max: 10 },
      { name: ['creative', 'is_comment_disable'], label: '关闭评论', kind: 'switch' },
    ],
  },
  distribution: {
    count: ['ad_num', '每个广告组计划数'],
    materials: ['materials_number', '每个计划素材数'],
  },
  names: [
    [campaign('campaign_name'), '广告组名称'],
    [ad('name'), '计划名称'],
  ],
  parts: { level1: ['campaign'], level2: ['ad'], creative: ['creative'] },
  applyBase: (values, base) => ({
    ...values,
    ad: {
      ...(values.ad as Record<string, unknown>),
      download_url: base.download_url,
      package: base.package_name ?? '',
      app_name: base.app_name ?? '',
      platform: [base.platform === 'APP_IOS' ? 'IOS' : 'ANDROID'],
    },
  }),
});

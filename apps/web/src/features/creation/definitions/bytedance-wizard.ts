import {
  BYTEDANCE_CONVERT_TYPE_LABELS,
  BYTEDANCE_DEEP_BID_TYPE_LABELS,
  BYTEDANCE_DEEP_CONVERT_TYPE_LABELS,
  BYTEDANCE_INVENTORY_LABELS,
  BytedanceCreationDraftSchema,
  CREATION_ABILITIES,
  DELIVERY_RANGE_LABELS,
} from '@toufang/contracts';
import type { WizardDefinition } from '../wizard/wizard-definition';
import {
  ageField,
  distributionFields,
  genderField,
  nameField,
  optionsOf,
  scheduleField,
  STATUS_OPTIONS,
  titleRuleFields,
  valueAt,
  yuanField,
} from './shared-fields';

const setting = (key: string) => ['project', 'delivery_setting', key];
const is =
  (path: readonly string[], ...expected: unknown[]) =>
  (values: Record<string, unknown>) =>
    expected.includes(valueAt(values, path));

/** 程序化批量V3 of Ocean Engine (spec 002 §3 "Drafts", the v3 draft): project → promotion. */
export const BYTEDANCE_WIZARD: WizardDefinition = {
  medium: 'bytedance',
  storageKey: 'bytedance-v3',
  title: '程序化批量V3',
  path: '/transConfig/aiCreateTtV3',
  taskPath: '/transConfig/release/v2/experience',
  deliveryPath: (taskId) => `/transConfig/launchV3/0/0/0/0/0/${taskId}`,
  ability: CREATION_ABILITIES.bytedance,
  templateType: 'v3',
  schema: BytedanceCreationDraftSchema,
  stepTitles: { level1: '项目设置', level2: '定向与出价' },
  level1: [
    {
      title: '推广目的',
      fields: [
        {
          name: ['project', 'landing_type'],
          label: '推广目的',
          kind: 'radio',
          options: [
            { value: 'APP', label: '应用推广' },
            { value: 'LINK', label: '销售线索' },
            { value: 'MICRO_GAME', label: '小游戏' },
          ],
        },
        {
          name: ['project', 'app_promotion_type'],
          label: '子目标',
          kind: 'radio',
          options: [
            { value: 'DOWNLOAD', label: '应用下载' },
            { value: 'LAUNCH', label: '应用调起' },
            { value: 'RESERVE', label: '预约下载' },
          ],
          visible: is(['project', 'landing_type'], 'APP'),
        },
        {
          name: ['project', 'marketing_goal'],
          label: '营销场景',
          kind: 'radio',
          options: [
            { value: 'VIDEO_AND_IMAGE', label: '短视频+图片' },
            { value: 'LIVE', label: '直播' },
          ],
        },
        {
          name: ['project', 'delivery_mode'],
          label: '投放模式',
          kind: 'radio',
          options: [
            { value: 'MANUAL', label: '手动投放' },
            { value: 'PROCEDURAL', label: '自动投放' },
          ],
        },
        {
          name: ['project', 'ad_type'],
          label: '广告类型',
          kind: 'radio',
          options: [
            { value: 'ALL', label: '通投' },
            { value: 'SEARCH', label: '搜索' },
          ],
        },
      ],
    },
    {
      title: '应用',
      fields: [
        {
          name: ['project', 'platform'],
          label: '投放平台',
          kind: 'checks',
          required: true,
          options: [
            { value: 'IOS', label: 'iOS' },
            { value: 'ANDROID', label: 'Android' },
          ],
        },
        {
          name: ['project', 'download_type'],
          label: '下载方式',
          kind: 'radio',
          options: [
            { value: 'DOWNLOAD_URL', label: '下载链接' },
            { value: 'EXTERNAL_URL', label: '落地页' },
            { value: 'QUICK_APP_URL', label: '快应用' },
          ],
        },
        { name: ['project', 'download_url'], label: '下载链接', kind: 'text' },
        { name: ['project', 'package'], label: '应用包名', kind: 'text' },
        { name: ['project', 'app_name'], label: '应用名称', kind: 'text' },
        {
          name: ['rules', 'project_status'],
          label: '项目状态',
          kind: 'radio',
          options: STATUS_OPTIONS,
        },
      ],
    },
  ],
  level2: [
    {
      title: '投放范围与定向',
      fields: [
        {
          name: ['project', 'delivery_range'],
          label: '投放范围',
          kind: 'radio',
          options: optionsOf(DELIVERY_RANGE_LABELS),
        },
        {
          name: ['project', 'inventory_type'],
          label: '广告位',
          kind: 'checks',
          options: optionsOf(BYTEDANCE_INVENTORY_LABELS),
          help: '不选为系统优选',
        },
        genderField(['project', 'audience', 'gender']),
        ageField(['project', 'audience', 'age']),
      ],
    },
    {
      title: '优化目标',
      fields: [
        {
          name: ['project', 'optimize_goal', 'external_action'],
          label: '优化目标',
          kind: 'select',
          options: optionsOf(BYTEDANCE_CONVERT_TYPE_LABELS),
        },
        {
          name: ['project', 'optimize_goal', 'deep_external_action'],
          label: '深度优化目标',
          kind: 'select',
          options: optionsOf(BYTEDANCE_DEEP_CONVERT_TYPE_LABELS),
        },
        {
          name: ['project', 'optimize_goal', 'deep_bid_type'],
          label: '深度优化方式',
          kind: 'radio',
          options: optionsOf(BYTEDANCE_DEEP_BID_TYPE_LABELS),
          visible: (values) =>
            is(['project', 'optimize_goal', 'external_action'], 'AD_CONVERT_TYPE_PAY')(values) &&
            is(['project', 'optimize_goal', 'deep_external_action'], 'DEFAULT')(values),
        },
      ],
    },
    {
      title: '出价与预算',
      fields: [
        {
          name: setting('pricing'),
          label: '计费方式',
          kind: 'radio',
          options: [
            { value: 'PRICING_OCPM', label: 'OCPM' },
            { value: 'PRICING_OCPC', label: 'OCPC' },
            { value: 'PRICING_CPC', label: 'CPC' },
            { value: 'PRICING_CPM', label: 'CPM' },
          ],
        },
        {
          name: setting('bid_type'),
          label: '竞价策略',
          kind: 'radio',
          options: [
            { value: 'CUSTOM', label: '稳定成本' },
            { value: 'UPPER_CONTROL', label: '最优成本' },
            { value: 'NO_BID', label: '最大转化' },
          ],
        },
        {
          name: setting('bid_speed'),
          label: '投放速度',
          kind: 'radio',
          options: [
            { value: 'BALANCE', label: '均匀投放' },
            { value: 'FAST', label: '优先跑量' },
          ],
        },
        {
          name: setting('budget_mode'),
          label: '项目预算',
          kind: 'radio',
          options: [
            { value: 'BUDGET_MODE_DAY', label: '日预算' },
            { value: 'BUDGET_MODE_INFINITE', label: '不限' },
          ],
        },
        yuanField(setting('budget'), '日预算', {
          visible: is(setting('budget_mode'), 'BUDGET_MODE_DAY'),
        }),
        yuanField(setting('cpa_bid'), '目标转化出价', {
          visible: (values) => !is(setting('bid_type'), 'NO_BID')(values),
        }),
        yuanField(setting('deep_cpabid'), '深度转化出价', {
          visible: (values) =>
            !is(['project', 'optimize_goal', 'deep_external_action'], 'NONE')(values),
        }),
        {
          name: setting('roi_goal'),
          label: 'ROI系数',
          kind: 'number',
          min: 0,
          visible: is(['project', 'optimize_goal', 'deep_bid_type'], 'ROI_COEFFICIENT'),
        },
      ],
    },
    {
      title: '投放时间',
      fields: [
        {
          name: setting('schedule_type'),
          label: '投放日期',
          kind: 'radio',
          options: [
            { value: 'SCHEDULE_FROM_NOW', label: '从今天起长期投放' },
            { value: 'SCHEDULE_START_END', label: '设置开始和结束日期' },
          ],
        },
        {
          ...{ name: setting('start_time'), label: '开始日期', kind: 'date' as const },
          visible: is(setting('schedule_type'), 'SCHEDULE_START_END'),
        },
        {
          ...{ name: setting('end_time'), label: '结束日期', kind: 'date' as const },
          visible: is(setting('schedule_type'), 'SCHEDULE_START_END'),
        },
        scheduleField(setting('schedule_time')),
      ],
    },
    {
      title: '广告',
      fields: [
        yuanField(['promotion', 'budget'], '广告预算', { help: '不填则只用项目预算' }),
        yuanField(['promotion', 'cpa_bid'], '广告出价', { help: '不填则用项目出价' }),
        { name: ['promotion', 'source'], label: '来源', kind: 'text', max: 10 },
        {
          name: ['rules', 'promotion_status'],
          label: '广告状态',
          kind: 'radio',
          options: STATUS_OPTIONS,
        },
      ],
    },
  ],
  creative: [
    {
      title: '创意',
      fields: [
        {
          name: ['promotion', 'creative_material_mode'],
          label: '创意方式',
          kind: 'radio',
          options: [
            { value: 'STATIC_ASSEMBLE', label: '程序化创意' },
            { value: 'CUSTOM_CREATIVE', label: '自定义创意' },
          ],
        },
        ...titleRuleFields,
      ],
    },
  ],
  rules: [
    {
      title: '分配规则',
      fields: distributionFields('ad_num', '每个项目广告数', 'materials_number', '每个广告素材数'),
    },
    {
      title: '命名规则',
      fields: [
        nameField(['project', 'name'], '项目名称'),
        nameField(['promotion', 'name'], '广告名称'),
      ],
    },
  ],
  stepParts: {
    accounts: ['accounts'],
    convert: ['convert'],
    level1: ['project'],
    level2: ['project', 'promotion'],
    creative: ['materials', 'titles', 'promotion'],
    rules: ['rules', 'project', 'promotion'],
  },
  materialTypes: ['video', 'image'],
  applyBase: (values, base) => ({
    ...values,
    project: {
      ...(values.project as Record<string, unknown>),
      download_url: base.download_url,
      package: base.package_name ?? '',
      app_name: base.app_name ?? '',
      platform: [base.platform === 'APP_IOS' ? 'IOS' : 'ANDROID'],
    },
  }),
};

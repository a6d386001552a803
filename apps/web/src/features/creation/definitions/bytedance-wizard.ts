import {
  BYTEDANCE_MICRO_TYPE_LABELS,
  BytedanceCreationDraftSchema,
  BytedanceMediaMaterialsSchema,
} from '@toufang/contracts';
import { mediaMaterialErrors } from '@toufang/domain';
import type { WizardDefinition } from '../wizard/wizard-definition';
import {
  appFields,
  goalFields,
  pricingField,
  rangeFields,
  scheduleFields,
} from './bytedance-fields';
import { defineWizard } from './wizard-base';
import {
  accountAssetField,
  is,
  optionsOf,
  speedField,
  STATUS_OPTIONS,
  yuanField,
} from './shared-fields';

const project = (key: string) => ['project', key];
const setting = (key: string) => ['project', 'delivery_setting', key];
const STAR_SWITCH_OPTIONS = [
  { value: 'OFF', label: '关闭' },
  { value: 'ON', label: '开启' },
];
const microGame = (type: string) => (values: Record<string, unknown>) =>
  is(project('landing_type'), 'MICRO_GAME')(values) &&
  is(project('micro_promotion_type'), type)(values);

/** 程序化批量V3 of Ocean Engine (spec 002 §3 "Drafts", the v3 draft): project → promotion. */
export const BYTEDANCE_WIZARD: WizardDefinition = defineWizard({
  medium: 'bytedance',
  storageKey: 'bytedance-v3',
  title: '程序化批量V3',
  path: '/transConfig/aiCreateTtV3',
  taskPath: '/transConfig/release/v2/experience',
  deliveryPath: (taskId) => `/transConfig/launchV3/0/0/0/0/0/${taskId}`,
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
          name: project('micro_promotion_type'),
          label: '推广对象',
          kind: 'radio',
          options: optionsOf(BYTEDANCE_MICRO_TYPE_LABELS),
          visible: is(project('landing_type'), 'MICRO_GAME'),
        },
        accountAssetField('microGame', '字节小游戏', { visible: microGame('BYTE_GAME') }),
        accountAssetField('microApp', '字节小程序', { visible: microGame('BYTE_APP') }),
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
        accountAssetField('starTask', '星广联投任务'),
        {
          name: project('star_auto_delivery_switch'),
          label: '星广联投自动投放',
          kind: 'radio',
          options: STAR_SWITCH_OPTIONS,
        },
        {
          name: project('star_auto_material_addition_switch'),
          label: '星广联投追加素材',
          help: '开启后由媒体把任务的达人视频自动追加为广告素材',
          kind: 'radio',
          options: STAR_SWITCH_OPTIONS,
        },
        {
          name: ['project', 'keywords'],
          label: '搜索关键词',
          kind: 'keywords',
          keywords: { medium: 'bytedance', appName: ['project', 'app_name'] },
          visible: is(['project', 'ad_type'], 'SEARCH'),
        },
      ],
    },
    {
      title: '应用',
      fields: [
        ...appFields(project, project('landing_type')),
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
      preset: 'targeting',
      fields: rangeFields(project),
    },
    {
      title: '优化目标',
      fields: goalFields((key) => ['project', 'optimize_goal', key]),
    },
    {
      title: '出价与预算',
      preset: 'bid',
      fields: [
        pricingField(setting),
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
        speedField(setting('bid_speed')),
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
      preset: 'schedule',
      fields: scheduleFields(setting),
    },
    {
      title: '广告',
      fields: [
        yuanField(['promotion', 'budget'], '广告预算', { help: '不填则只用项目预算' }),
        yuanField(['promotion', 'cpa_bid'], '广告出价', { help: '不填则用项目出价' }),
        { name: ['promotion', 'source'], label: '来源', kind: 'text', max: 10 },
        accountAssetField('site', '落地页', { visible: is(project('landing_type'), 'LINK') }),
        accountAssetField('aweme', '抖音号'),
        accountAssetField('component', '推广卡片'),
        accountAssetField('anchor', '原生锚点'),
        accountAssetField('playable', '试玩素材'),
        accountAssetField('cdpBrand', '品牌'),
        {
          name: ['promotion', 'creative_auto_generate_switch'],
          label: '衍生创意',
          kind: 'radio',
          options: [
            { value: 'OFF', label: '不开启' },
            { value: 'ON', label: '开启' },
          ],
          help: '开启后每个广告创建前先在账户上生成衍生创意配置',
        },
        {
          name: ['promotion', 'auto_generate_strategies'],
          label: '衍生策略',
          kind: 'derived-strategies',
          visible: is(['promotion', 'creative_auto_generate_switch'], 'ON'),
        },
        {
          name: ['rules', 'promotion_status'],
          label: '广告状态',
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
        name: ['promotion', 'creative_material_mode'],
        label: '创意方式',
        kind: 'radio',
        options: [
          { value: 'STATIC_ASSEMBLE', label: '程序化创意' },
          { value: 'CUSTOM_CREATIVE', label: '自定义创意' },
        ],
      },
    ],
  },
  distribution: {
    count: ['ad_num', '每个项目广告数'],
    materials: ['materials_number', '每个广告素材数'],
  },
  // A 图文 becomes a 图集 of the promotion (its images, its text among the titles).
  materialTypes: ['video', 'image', 'image_text'],
  names: [
    [['project', 'name'], '项目名称'],
    [['promotion', 'name'], '广告名称'],
  ],
  parts: {
    level1: ['project', 'account_picks'],
    level2: ['project', 'promotion', 'account_picks'],
    creative: ['promotion', 'media_materials'],
  },
  mediaMaterials: true,
  stepChecks: {
    // Library files or the accounts' own videos: the plan's rule, on the step that picks them.
    creative: (draft) => {
      const media = BytedanceMediaMaterialsSchema.safeParse(draft.media_materials);
      const files = (draft.materials as { file_ids?: unknown[] } | undefined)?.file_ids ?? [];
      return mediaMaterialErrors({
        accounts: Array.isArray(draft.accounts) ? (draft.accounts as string[]) : [],
        libraryFiles: files.length,
        media: media.success ? media.data : {},
      }).map((message) => ({ field: ['materials'], message }));
    },
  },
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
});

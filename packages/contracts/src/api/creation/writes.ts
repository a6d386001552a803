import { z } from 'zod';
import { KeywordCreateBodySchema } from './keywords';
import { CreationAdvertiserIdSchema, type CreationMedium } from './shared';

// What the creation wizards save on an account besides the ads (spec 002 §7): 游戏锚点 native
// anchors and carousels (图集), saved and deleted, derived-creative configs
// (`create_auto_generate_config`) and a project's search keywords. Each names the account it
// writes to and needs the medium's creation ability, like the reads (`reads.ts`).

const account = { advertiser_id: CreationAdvertiserIdSchema };
const between = (label: string, min: number, max: number) =>
  z.string(`请填写${label}`).trim().min(min, `请填写${label}`).max(max, `${label}最多 ${max} 个字`);
const UrlSchema = z
  .string()
  .trim()
  .max(1024)
  .regex(/^https?:\/\/\S+$/, '下载链接应以 http:// 或 https:// 开头');

/** The medium's game anchor limits (its SDK's documented lengths). */
export const GAME_ANCHOR_LIMITS = {
  name: 20,
  title: 12,
  description: 45,
  guideText: 15,
  tags: 2,
  tag: 6,
} as const;

/** 保存锚点: one 游戏锚点; the icon is square. */
export const AnchorSaveBodySchema = z
  .object({
    ...account,
    name: between('锚点名称', 1, GAME_ANCHOR_LIMITS.name),
    android_anchor_title: between('安卓锚点标题', 1, GAME_ANCHOR_LIMITS.title).optional(),
    ios_anchor_title: between('iOS 锚点标题', 1, GAME_ANCHOR_LIMITS.title).optional(),
    android_download_url: UrlSchema.optional(),
    ios_download_url: UrlSchema.optional(),
    game_description: between('游戏简介', 1, GAME_ANCHOR_LIMITS.description),
    app_tags: z
      .array(between('游戏标签', 1, GAME_ANCHOR_LIMITS.tag), '请填写游戏标签')
      .min(1, '请至少填写一个游戏标签')
      .max(GAME_ANCHOR_LIMITS.tags, `游戏标签最多 ${GAME_ANCHOR_LIMITS.tags} 个`),
    guide_text: between('引导文案', 1, GAME_ANCHOR_LIMITS.guideText),
    icon: z.object(
      {
        uri: z.string().trim().min(1, '请上传游戏图标'),
        width: z.number().int().positive(),
        height: z.number().int().positive(),
      },
      '请上传游戏图标',
    ),
  })
  .refine((b) => b.android_anchor_title !== undefined || b.ios_anchor_title !== undefined, {
    message: '请填写安卓或 iOS 锚点标题',
    path: ['android_anchor_title'],
  })
  .refine((b) => b.icon.width === b.icon.height, {
    message: '游戏图标应为 1:1 的正方形图片',
    path: ['icon'],
  });
export type AnchorSaveBody = z.infer<typeof AnchorSaveBodySchema>;

export const ANCHOR_TYPES = [
  'APP_GAME',
  'APP_INTERNET_SERVICE',
  'APP_SHOP',
  'INSURANCE',
  'ONLINE_SUBSCRIBE',
  'PRIVATE_CHAT',
  'SHOPPING_CART',
] as const;
export const AnchorDeleteBodySchema = z.object({
  ...account,
  anchor_id: z
    .string('请选择锚点')
    .trim()
    .regex(/^\d{1,20}$/, '锚点ID应为数字'),
  anchor_type: z.enum(ANCHOR_TYPES, '锚点类型不正确').default('APP_GAME'),
});

/** Images one carousel holds. */
export const CAROUSEL_IMAGES_MAX = 35;
export const CarouselSaveBodySchema = z.object({
  ...account,
  name: between('图集名称', 1, 50),
  description: z.string().trim().max(100, '图集描述最多 100 个字').optional(),
  image_ids: z
    .array(z.string().trim().min(1), '请选择图片')
    .min(1, '请至少选择一张图片')
    .max(CAROUSEL_IMAGES_MAX, `一个图集最多 ${CAROUSEL_IMAGES_MAX} 张图片`)
    .refine((ids) => new Set(ids).size === ids.length, '图片不能重复'),
  audio_id: z.string().trim().max(64).optional(),
});
export const CarouselDeleteBodySchema = z.object({
  ...account,
  ids: z
    .array(
      z
        .string()
        .trim()
        .regex(/^\d{1,20}$/, '图集ID应为数字'),
      '请选择图集',
    )
    .min(1, '请选择图集')
    .max(100, '一次最多删除 100 个图集'),
});

/** 衍生创意 config: the strategies chosen and the value of each of their slots. */
export const AutoGenerateConfigCreateBodySchema = z.object({
  ...account,
  strategies: z
    .array(
      z.object({
        strategy_id: z.coerce.number().int().positive('衍生策略ID应为数字'),
        states: z.array(
          z.object({
            key: z.string().trim().min(1),
            type: z.enum(['Text', 'Image']),
            value: z.string().trim().min(1, '请填写衍生策略的内容').max(1024),
          }),
        ),
      }),
      '请选择衍生策略',
    )
    .min(1, '请至少选择一个衍生策略')
    .refine(
      (list) => new Set(list.map((s) => s.strategy_id)).size === list.length,
      '衍生策略不能重复',
    ),
});

/** The writes, by name: the medium, the `/api` path (POST) and the body each takes. */
export const CREATION_WRITES = {
  anchorSave: { medium: 'bytedance', path: '/bytedance/anchor/save', body: AnchorSaveBodySchema },
  anchorDelete: {
    medium: 'bytedance',
    path: '/bytedance/anchor/delete',
    body: AnchorDeleteBodySchema,
  },
  carouselSave: {
    medium: 'bytedance',
    path: '/bytedance/v3/carousel/save',
    body: CarouselSaveBodySchema,
  },
  carouselDelete: {
    medium: 'bytedance',
    path: '/bytedance/v3/carousel/delete',
    body: CarouselDeleteBodySchema,
  },
  autoGenerateConfigCreate: {
    medium: 'bytedance',
    path: '/bytedance/v3/create_auto_generate_config',
    body: AutoGenerateConfigCreateBodySchema,
  },
  keywordCreate: {
    medium: 'bytedance',
    path: '/bytedance/keyword/create',
    body: KeywordCreateBodySchema,
  },
} as const satisfies Record<
  string,
  { medium: CreationMedium; path: string; body: z.ZodType<{ advertiser_id: string }> }
>;
export type CreationWrite = keyof typeof CREATION_WRITES;
export type CreationWriteBody<W extends CreationWrite> = z.infer<
  (typeof CREATION_WRITES)[W]['body']
>;

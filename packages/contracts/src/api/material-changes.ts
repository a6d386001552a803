import { z } from 'zod';
import { IdSchema } from './common';

// The material library's file changes (spec 002 §7 `material/file/*`): tags, the new flag, the
// manual order, batch update, designer attribution, copy, and the recycle bin.

/** Days a deleted file stays in the recycle bin before it is removed for good. */
export const MATERIAL_RECYCLE_DAYS = 30;

export const MATERIAL_TAG_MAX_LENGTH = 20;
export const MATERIAL_TAGS_PER_FILE = 10;
export const MATERIAL_SORT_MAX = 999_999;

const FidsSchema = z
  .array(IdSchema, '请选择素材')
  .min(1, '请选择素材')
  .max(500, '一次最多选择 500 个素材');

const DirIdSchema = z.coerce.number().int().min(0).default(0);

const FlagSchema = z.union([z.literal(0), z.literal(1)], '只能是 0 或 1');

const SortSchema = z
  .number('排序值必须是整数')
  .int('排序值必须是整数')
  .min(0, '排序值不能小于 0')
  .max(MATERIAL_SORT_MAX, `排序值不能超过 ${MATERIAL_SORT_MAX}`);

export const MaterialTagSchema = z
  .string()
  .trim()
  .min(1, '标签不能为空')
  .max(MATERIAL_TAG_MAX_LENGTH, `标签不能超过 ${MATERIAL_TAG_MAX_LENGTH} 个字`)
  .refine((tag) => !/[,，]/.test(tag), '标签不能包含逗号');

export const MaterialFidsBodySchema = z.object({ fids: FidsSchema });
export type MaterialFidsBody = z.infer<typeof MaterialFidsBodySchema>;

export const MaterialCopyBodySchema = z.object({ fids: FidsSchema, new_parent_id: DirIdSchema });
export type MaterialCopyBody = z.infer<typeof MaterialCopyBodySchema>;

/** `material/file/maketag`: `set` replaces the files' tags, `add` and `remove` change them. */
export const MaterialMakeTagBodySchema = z.object({
  fids: FidsSchema,
  tags: z
    .array(MaterialTagSchema)
    .max(MATERIAL_TAGS_PER_FILE, `每个素材最多 ${MATERIAL_TAGS_PER_FILE} 个标签`),
  mode: z.enum(['set', 'add', 'remove'], '只能是 set、add 或 remove').default('set'),
});
export type MaterialMakeTagBody = z.infer<typeof MaterialMakeTagBodySchema>;

export const MaterialUpdateIsNewBodySchema = z.object({ fids: FidsSchema, is_new: FlagSchema });
export type MaterialUpdateIsNewBody = z.infer<typeof MaterialUpdateIsNewBodySchema>;

export const MaterialUpdateSortBodySchema = z.object({ fid: IdSchema, sort: SortSchema });
export type MaterialUpdateSortBody = z.infer<typeof MaterialUpdateSortBodySchema>;

export const MaterialDesignerBodySchema = z.object({ fids: FidsSchema, designer_id: IdSchema });
export type MaterialDesignerBody = z.infer<typeof MaterialDesignerBodySchema>;

/** `material/file/batchupdate`: one field, one value, many files; each field checks its value. */
export const MaterialBatchUpdateBodySchema = z.discriminatedUnion(
  'field',
  [
    z.object({ fid: FidsSchema, field: z.literal('is_public'), value: FlagSchema }),
    z.object({ fid: FidsSchema, field: z.literal('is_new'), value: FlagSchema }),
    z.object({ fid: FidsSchema, field: z.literal('sort'), value: SortSchema }),
    z.object({ fid: FidsSchema, field: z.literal('designer'), value: IdSchema }),
    z.object({ fid: FidsSchema, field: z.literal('dir_id'), value: DirIdSchema }),
    z.object({
      fid: FidsSchema,
      field: z.literal('gad_cfg_game_id'),
      /** `0` takes the file off any game. */
      value: z.number('请选择游戏').int('请选择游戏').min(0, '请选择游戏'),
    }),
  ],
  { error: '只能批量修改 is_public、is_new、sort、designer、dir_id 或 gad_cfg_game_id' },
);
export type MaterialBatchUpdateBody = z.infer<typeof MaterialBatchUpdateBodySchema>;
export type MaterialBatchField = MaterialBatchUpdateBody['field'];

/** `material/file/tags`: every tag on the files the caller can see, with how many carry it. */
export interface MaterialTagsData {
  tags: { name: string; count: number }[];
}

/** What a change of many files answers. */
export interface MaterialChangedData {
  changed: number;
}

/** `material/file/copy`: the new files' ids, in the order of `fids`. */
export interface MaterialCopiedData {
  fids: number[];
}

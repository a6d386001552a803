import {
  APP_TYPES,
  MINI_PROGRAM_TYPES,
  type AssetSpec,
  type AvatarImageView,
} from '@toufang/contracts';
import { z } from 'zod';

// What a batch keeps in its task's `params`: the asset every item creates (for the lists), or the
// avatar image every item uploads. The image's bytes live here once rather than in each item.

const AssetSpecSchema: z.ZodType<AssetSpec> = z.discriminatedUnion('kind', [
  z.object({
    kind: z.literal('app'),
    name: z.string(),
    app_type: z.enum(APP_TYPES),
    package_name: z.string(),
    download_url: z.string(),
    app_id: z.string().nullable(),
    package_id: z.string().nullable(),
  }),
  z.object({
    kind: z.literal('mini_program'),
    name: z.string(),
    mini_program_type: z.enum(MINI_PROGRAM_TYPES),
    mini_program_id: z.string(),
    instance_id: z.string(),
  }),
]);

export const AssetBatchParamsSchema = z.object({ asset: AssetSpecSchema });
export type AssetBatchParams = z.infer<typeof AssetBatchParamsSchema>;

const AvatarImageViewSchema: z.ZodType<AvatarImageView> = z.object({
  filename: z.string(),
  format: z.string(),
  size: z.number().int(),
  width: z.number().int(),
  height: z.number().int(),
  md5: z.string(),
});

export const AvatarBatchParamsSchema = z.object({
  image: AvatarImageViewSchema.and(z.object({ content_base64: z.string().min(1) })),
});
export type AvatarBatchParams = z.infer<typeof AvatarBatchParamsSchema>;

/** What an avatar item carries: the image's identity, to recognise it on the medium. */
export interface AvatarItemRequest {
  md5: string;
  width: number;
  height: number;
}

export const CONTENT_TYPES: Readonly<Record<string, string>> = {
  png: 'image/png',
  jpeg: 'image/jpeg',
  bmp: 'image/bmp',
};

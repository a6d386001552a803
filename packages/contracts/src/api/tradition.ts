import { z } from 'zod';
import { AdIdBatchListQuerySchema, type AdIdBatchCreateAnswer } from './ad-ids';
import { ROW_ID_MAX } from './common';
import { TraditionBaseCreateBodySchema } from './conversion-bases';

// The desktop-game media's calls (spec 000 §2 `/transConfigPc`, spec 002 §7 `/tradition/*`):
// their bases are conversion bases of medium `pc` and their batches ad-ID batches of it
// (docs/architecture/conversion-bases.md "Desktop-game media").

/**
 * `/tradition/createbase_v2`: the base's fields as a multipart form, and optionally a category
 * and a sheet of channels (名称 / 备注), whose ad IDs are made with the base.
 */
export const TraditionBaseCreateFormSchema = TraditionBaseCreateBodySchema.extend({
  category_id: z.coerce
    .number('请选择渠道分类')
    .int()
    .positive('请选择渠道分类')
    .max(ROW_ID_MAX, '无效的编号')
    .optional(),
});
export type TraditionBaseCreateForm = z.output<typeof TraditionBaseCreateFormSchema>;

export interface TraditionBaseCreateAnswer {
  base_id: number;
  /** The ad IDs made from the sheet; null when no sheet was sent. */
  batch: AdIdBatchCreateAnswer | null;
}

/** `/tradition/batchlist`: the desktop-game media's ad-ID batches, newest first. */
export const TraditionBatchListQuerySchema = AdIdBatchListQuerySchema.omit({ medium: true });

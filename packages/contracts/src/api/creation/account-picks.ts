import { z } from 'zod';
import { CreationAdvertiserIdSchema } from './shared';

// What a wizard picks from each account on the medium (docs/architecture/creation.md "Per-account
// picks"): the objects are each account's own (a landing page, a 抖音号, a 小游戏 …), so a draft
// keeps them per account: `account_picks` maps an advertiser id to that account's pick, whose
// fields are the medium's (tencent-picks.ts, bytedance-picks.ts). Names are kept beside the ids
// for the wizard and the preview; the medium checks the ids when the objects are created.

/** The `account_picks` of a draft: an account's pick by its advertiser id, none by default. */
export const accountPicksSchema = <P extends z.ZodType>(pick: P) =>
  z.record(CreationAdvertiserIdSchema, pick).default({});

/** A positive id of the medium, sent as a number. */
export const PickedNumberIdSchema = z.coerce.number().int().positive('ID应为正整数');
/** A picked object's name, shown in the wizard and the preview. */
export const PickedNameSchema = z.string().trim().max(200).default('');

import { z } from 'zod';
import { PageQuerySchema } from './common';

// ---- change history: every write to a medium, searchable by object id (ARCHITECTURE §1) ----

export const CHANGE_OUTCOMES = ['succeeded', 'failed', 'unknown', 'reconciled'] as const;
/** `reconciled`: an earlier write with an unknown outcome was found applied by reading the medium. */
export type ChangeOutcome = (typeof CHANGE_OUTCOMES)[number];

export const ChangeListQuerySchema = PageQuerySchema.extend({
  object_type: z.string().trim().min(1).max(32).optional(),
  object_id: z.string().trim().min(1, '请输入对象ID').max(64),
});
export type ChangeListQuery = z.infer<typeof ChangeListQuerySchema>;

/**
 * The ability of the delivery screen's list that shows each object type's rows (spec 001 §6): a
 * caller reads an object's history only where they may see the object.
 */
export const CHANGE_OBJECT_ABILITIES: Readonly<Record<string, string>> = {
  advertiser: 'advertiser:list',
  project: 'bytedance:v3:project:reports',
  promotion: 'bytedance:v3:promotion:reports',
  material: 'bytedance:v3:promotion:reports',
};

export interface ChangeRow {
  id: number;
  at: string;
  user_id: number | null;
  user_name: string | null;
  task_id: number | null;
  task_item_id: number | null;
  medium: string | null;
  advertiser_id: string | null;
  object_type: string | null;
  object_id: string | null;
  action: string;
  outcome: ChangeOutcome;
  error_code: string | null;
  error_message: string | null;
  before: unknown;
  after: unknown;
  request: unknown;
  response: unknown;
}

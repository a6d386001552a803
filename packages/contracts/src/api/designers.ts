import { z } from 'zod';

// ---- designer picker (spec 001 §7 "designer list"; the `designer` report filter) ----

/** The role whose holders are designers: the authors of materials and of created objects. */
export const ROLE_DESIGNER = 'designer';

/** `GET /user/designers`: the picker of the delivery screens' designer filter. */
export const DESIGNER_LIST_PATH = '/api/user/designers';

/**
 * Holding any one of these opens the designer list: the report abilities of the delivery screens
 * that offer the designer filter (spec 000 §2, spec 001 §6), 素材概览's designer filter, and the material library's (its
 * designer filter and designer credit).
 */
export const DESIGNER_LIST_ABILITIES = [
  'dashboard:material',
  'material:list',
  'bytedance:v3:project:reports',
  'bytedance:v3:promotion:reports',
  'bytedance:campaign:reports',
  'kuaishou:unit:reports',
  'tencent:v3:adgroup:reports',
  'tencent:adgroup:reports',
] as const;

export const DesignerListQuerySchema = z.object({
  /** Part of the user name or the nick name. */
  keyword: z.string().trim().max(64).optional(),
});
export type DesignerListQuery = z.infer<typeof DesignerListQuerySchema>;

/** One enabled designer; `id` is what the report filter `designer` takes (`users.id`). */
export interface DesignerOption {
  id: number;
  nick_name: string;
  username: string;
}

/** Enabled designers for pickers, by nick name then user name. */
export interface DesignerOptions {
  designers: DesignerOption[];
}

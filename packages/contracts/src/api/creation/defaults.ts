import type { z } from 'zod';
import { BytedanceCreationDraftSchema } from './bytedance';
import { BytedanceV2CreationDraftSchema } from './bytedance-v2';
import type { CreationDraftOf } from './calls';
import { KuaishouCreationDraftSchema } from './kuaishou';
import type { CreationMedium } from './shared';
import { TencentCreationDraftSchema } from './tencent';
import { TencentV2CreationDraftSchema } from './tencent-v2';

// A medium's draft with every default of spec 002 §3 and §9 and nothing chosen yet (no accounts,
// materials or titles): what a wizard starts from and resets to. It is not a valid draft until the
// wizard fills those in; the schemas say what is missing.

const SCHEMAS = {
  bytedance: BytedanceCreationDraftSchema,
  kuaishou: KuaishouCreationDraftSchema,
  tencent: TencentCreationDraftSchema,
  bytedance_v2: BytedanceV2CreationDraftSchema,
  tencent_v2: TencentV2CreationDraftSchema,
} as const;

export function creationDraftDefaults<M extends CreationMedium>(medium: M): CreationDraftOf<M> {
  const shape = SCHEMAS[medium].shape as Record<string, z.ZodType>;
  const draft: Record<string, unknown> = { medium, accounts: [], materials: { file_ids: [] } };
  for (const [key, schema] of Object.entries(shape)) {
    if (key in draft) continue;
    if (key === 'titles') {
      const titles = schema.safeParse({ list: ['x'] });
      draft.titles = titles.success ? { ...(titles.data as object), list: [] } : { list: [] };
      continue;
    }
    const parsed = schema.safeParse(undefined);
    if (parsed.success) draft[key] = parsed.data;
  }
  return draft as CreationDraftOf<M>;
}

import type { Medium } from '../lib/media-mirror';
import { createBytedanceOauth } from './bytedance/oauth';
import { createKuaishouOauth } from './kuaishou/oauth';
import type { AdapterDeps, MediaAdapter } from './media-adapter';
import { createTencentOauth } from './tencent/oauth';

/** One adapter per medium over the shared client (STYLE.md "media/"). */
export function createMediaAdapters(deps: AdapterDeps): Record<Medium, MediaAdapter> {
  return {
    bytedance: createBytedanceOauth(deps),
    kuaishou: createKuaishouOauth(deps),
    tencent: createTencentOauth(deps),
  };
}

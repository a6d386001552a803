import type { Medium } from '../lib/media-mirror';
import { createBytedanceMirrorReader } from './bytedance/mirror-reader';
import { createBytedanceOauth } from './bytedance/oauth';
import { BYTEDANCE_UPLOADS } from './bytedance/uploads';
import { createKuaishouMirrorReader } from './kuaishou/mirror-reader';
import { createKuaishouOauth } from './kuaishou/oauth';
import { KUAISHOU_UPLOADS } from './kuaishou/uploads';
import type { AdapterDeps, MediaAdapter } from './media-adapter';
import type { MediaMirrorReader } from './media-mirror-types';
import { createTencentMirrorReader } from './tencent/mirror-reader';
import { createTencentOauth } from './tencent/oauth';
import { TENCENT_UPLOADS } from './tencent/uploads';
import { createMediaUploads } from './upload-call';

/** One adapter per medium over the shared client (ARCHITECTURE §6). */
export function createMediaAdapters(deps: AdapterDeps): Record<Medium, MediaAdapter> {
  return {
    bytedance: {
      ...createBytedanceOauth(deps),
      ...createMediaUploads(deps.client, BYTEDANCE_UPLOADS),
    },
    kuaishou: {
      ...createKuaishouOauth(deps),
      ...createMediaUploads(deps.client, KUAISHOU_UPLOADS),
    },
    tencent: { ...createTencentOauth(deps), ...createMediaUploads(deps.client, TENCENT_UPLOADS) },
  };
}

/** The object and report reads of every medium (the sync jobs' side) over the shared client. */
export function createMirrorReaders(deps: AdapterDeps): Record<Medium, MediaMirrorReader> {
  return {
    bytedance: createBytedanceMirrorReader(deps),
    kuaishou: createKuaishouMirrorReader(deps),
    tencent: createTencentMirrorReader(deps),
  };
}

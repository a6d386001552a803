import type { Medium } from '../lib/media-mirror';
import { createBytedanceMirrorReader } from './bytedance/mirror-reader';
import { createBytedanceOauth } from './bytedance/oauth';
import { createKuaishouMirrorReader } from './kuaishou/mirror-reader';
import { createKuaishouOauth } from './kuaishou/oauth';
import type { AdapterDeps, MediaAdapter } from './media-adapter';
import type { MediaMirrorReader } from './media-mirror-types';
import { createTencentMirrorReader } from './tencent/mirror-reader';
import { createTencentOauth } from './tencent/oauth';

/** One adapter per medium over the shared client (STYLE.md "media/"). */
export function createMediaAdapters(deps: AdapterDeps): Record<Medium, MediaAdapter> {
  return {
    bytedance: createBytedanceOauth(deps),
    kuaishou: createKuaishouOauth(deps),
    tencent: createTencentOauth(deps),
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

import type { Medium } from '../../lib/media-mirror';
import { createBytedanceMirrorReader } from '../../media/bytedance/mirror-reader';
import { createKuaishouMirrorReader } from '../../media/kuaishou/mirror-reader';
import type { AdapterDeps } from '../../media/media-adapter';
import type { MediaMirrorReader } from '../../media/media-mirror-types';
import { createTencentMirrorReader } from '../../media/tencent/mirror-reader';

/** The object and report reads of every medium over the shared client. */
export function createMirrorReaders(deps: AdapterDeps): Record<Medium, MediaMirrorReader> {
  return {
    bytedance: createBytedanceMirrorReader(deps),
    kuaishou: createKuaishouMirrorReader(deps),
    tencent: createTencentMirrorReader(deps),
  };
}

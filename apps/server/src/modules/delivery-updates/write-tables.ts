import { BYTEDANCE_WRITES } from './bytedance-writes.table';
import { KUAISHOU_WRITES } from './kuaishou-writes.table';
import { BYTEDANCE_V2_WRITES, TENCENT_V2_WRITES } from './legacy-writes.table';
import { TENCENT_WRITES } from './tencent-writes.table';
import type { WriteDef } from './write-table';

/** Every medium's and legacy family's write table: the routes and task types registered in a loop. */
export const WRITE_TABLES: readonly WriteDef[] = [
  ...BYTEDANCE_WRITES,
  ...KUAISHOU_WRITES,
  ...TENCENT_WRITES,
  ...BYTEDANCE_V2_WRITES,
  ...TENCENT_V2_WRITES,
];

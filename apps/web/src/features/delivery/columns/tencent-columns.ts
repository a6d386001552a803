import { TENCENT_CONFIGURED_STATUS_LABELS } from '@toufang/domain';
import type { ObjectColumnSpec } from './object-columns';

/** Tencent's switch the operator sets (configured_status), beside the medium's derived status. */
export const TENCENT_CONFIGURED_COLUMN: ObjectColumnSpec = {
  kind: 'code',
  title: '操作状态',
  field: 'configured_status',
  fromExtra: true,
  labels: TENCENT_CONFIGURED_STATUS_LABELS,
};

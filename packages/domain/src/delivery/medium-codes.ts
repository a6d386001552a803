import type { MediumKey } from '@toufang/contracts';
import {
  KUAISHOU_CAMPAIGN_TYPE_LABELS,
  KUAISHOU_DEEP_CONVERSION_LABELS,
  KUAISHOU_OCPX_ACTION_LABELS,
  KUAISHOU_PUT_STATUS_LABELS,
  KUAISHOU_SCENE_LABELS,
  KUAISHOU_UNIT_TYPE_LABELS,
} from './kuaishou-labels';
import { TENCENT_CONFIGURED_STATUS_LABELS } from './tencent-labels';

// The coded fields a medium's screens filter and show by, with their labels: one table per medium
// (the filters of spec 001 §2 applied to each medium; Kuaishou's codes from spec 002 §2). The
// values are the wire's, in text.

export type CodeField =
  | 'put_status'
  | 'configured_status'
  | 'ocpx_action_type'
  | 'deep_conversion_type'
  | 'unit_type'
  | 'scene_id'
  | 'campaign_type';

type Labels = Readonly<Record<string, string>>;

export const MEDIA_CODE_LABELS: Readonly<Record<MediumKey, Partial<Record<CodeField, Labels>>>> = {
  bytedance: {},
  kuaishou: {
    put_status: KUAISHOU_PUT_STATUS_LABELS,
    ocpx_action_type: KUAISHOU_OCPX_ACTION_LABELS,
    deep_conversion_type: KUAISHOU_DEEP_CONVERSION_LABELS,
    unit_type: KUAISHOU_UNIT_TYPE_LABELS,
    scene_id: KUAISHOU_SCENE_LABELS,
    campaign_type: KUAISHOU_CAMPAIGN_TYPE_LABELS,
  },
  tencent: { configured_status: TENCENT_CONFIGURED_STATUS_LABELS },
};

export interface CodeOption {
  value: string;
  label: string;
}

/** The options of a coded field in the table's order; none when the medium has no such field. */
export function codeOptions(medium: MediumKey, field: CodeField): CodeOption[] {
  const labels = MEDIA_CODE_LABELS[medium][field] ?? {};
  return Object.entries(labels).map(([value, label]) => ({ value, label }));
}

/** The label of one code; the code itself when the table does not know it. */
export function codeLabel(medium: MediumKey, field: CodeField, value: string | number): string {
  const labels = MEDIA_CODE_LABELS[medium][field] ?? {};
  const key = String(value);
  return Object.hasOwn(labels, key) ? (labels[key] ?? key) : key;
}

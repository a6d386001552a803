import { z } from 'zod';

// Switches of spec 001 §4: opt_status of projects, ads and materials, the batch status change
// (projects can also be deleted, sent as an opt_status value), auto extend traffic and the
// material operation status of batch modify (§3, §9).

export const OptStatusSchema = z.enum(['ENABLE', 'DISABLE']);
export type OptStatus = z.infer<typeof OptStatusSchema>;

export const OPT_STATUS_LABELS: Record<OptStatus, string> = {
  ENABLE: '启用',
  DISABLE: '暂停',
};

/** The batch status actions; DELETE only on the project tab, after a confirm. */
export const BatchStatusActionSchema = z.enum(['ENABLE', 'DISABLE', 'DELETE']);
export type BatchStatusAction = z.infer<typeof BatchStatusActionSchema>;

export const BATCH_STATUS_ACTION_LABELS: Record<BatchStatusAction, string> = {
  ENABLE: '启用',
  DISABLE: '暂停',
  DELETE: '删除',
};

/** Which batch status actions a tab offers. */
export function batchStatusActions(
  level: 'project' | 'promotion' | 'material',
): BatchStatusAction[] {
  return level === 'project' ? ['ENABLE', 'DISABLE', 'DELETE'] : ['ENABLE', 'DISABLE'];
}

export function toggleOptStatus(current: OptStatus): OptStatus {
  return current === 'ENABLE' ? 'DISABLE' : 'ENABLE';
}

/** The material switch cannot be used on a deleted material. */
export function isMaterialSwitchDisabled(materialStatus: string | null | undefined): boolean {
  return materialStatus === 'MATERIAL_STATUS_DELETE';
}

export const OnOffSchema = z.enum(['ON', 'OFF']);
export type OnOff = z.infer<typeof OnOffSchema>;

/** auto_extend_traffic (智能放量) of promotions. */
export const AUTO_EXTEND_TRAFFIC_LABELS: Record<OnOff, string> = {
  ON: '开启',
  OFF: '关闭',
};

export const AUTO_EXTEND_TRAFFIC_EMPTY_MESSAGE = '请选择智能放量状态';
export const MATERIAL_STATUS_EMPTY_MESSAGE = '请选择素材状态';

export type ChoiceCheck<T> = { ok: true; value: T } | { ok: false; message: string };

export function checkAutoExtendTraffic(value: unknown): ChoiceCheck<OnOff> {
  const parsed = OnOffSchema.safeParse(value);
  return parsed.success
    ? { ok: true, value: parsed.data }
    : { ok: false, message: AUTO_EXTEND_TRAFFIC_EMPTY_MESSAGE };
}

/** material_opt_status of batch modify: ENABLE or DISABLE. */
export function checkMaterialOptStatus(value: unknown): ChoiceCheck<OptStatus> {
  const parsed = OptStatusSchema.safeParse(value);
  return parsed.success
    ? { ok: true, value: parsed.data }
    : { ok: false, message: MATERIAL_STATUS_EMPTY_MESSAGE };
}

import type { MaterialPushRecord, MediumKey } from '@toufang/contracts';
import type { MaterialPushLogRow } from './material-push.repository';

export function toPushRecord(row: MaterialPushLogRow): MaterialPushRecord {
  return {
    id: row.id,
    file_id: row.fileId,
    platform: row.medium as MediumKey,
    advertiser_id: row.advertiserId,
    advertiser_name: row.advertiserName,
    status: row.status,
    media_file_id: row.mediaFileId,
    media_material_id: row.mediaMaterialId,
    media_ready: row.mediaReady,
    reused: row.reused,
    error_code: row.errorCode,
    error_message: row.errorMessage,
    attempts: row.attempts,
    task_id: row.taskId,
    pushed_by_name: row.pushedByName,
    created_at: row.createdAt.toISOString(),
    updated_at: row.updatedAt.toISOString(),
    pushed_at: row.pushedAt?.toISOString() ?? null,
  };
}

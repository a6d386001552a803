import type { SubPackageApp, SubPackageItem, SubPackageOplogItem } from '@toufang/contracts';
import type { tasks } from '../../db/schema';
import type { GameAppRecord } from './game-apps.repository';
import type { SubPackageRow } from './sub-packages.repository';

export function toSubPackageItem(r: {
  row: SubPackageRow;
  adIdName: string;
  batchId: number;
  creatorName: string | null;
}): SubPackageItem {
  const { row } = r;
  return {
    id: row.id,
    ad_id: row.channelId,
    ad_id_name: r.adIdName,
    batch_id: r.batchId,
    status: row.status,
    media_sub_package_id: row.mediaSubPackageId,
    download_url: row.downloadUrl,
    fail_reason: row.failReason,
    download_ok: row.downloadOk,
    download_error: row.downloadError,
    download_checked_at: row.downloadCheckedAt?.toISOString() ?? null,
    task_id: row.taskId,
    created_by: r.creatorName,
    created_at: row.createdAt.toISOString(),
    updated_at: row.updatedAt.toISOString(),
  };
}

export function toSubPackageApp(app: GameAppRecord, refusal: string | null): SubPackageApp {
  return {
    id: app.id,
    app_name: app.name,
    advertiser_id: app.advertiserId,
    advertiser_name: app.advertiserName,
    package_name: app.packageName,
    download_url: app.downloadUrl,
    media_app_id: app.mediaAppId,
    platform: app.platform,
    review_status: app.reviewStatus,
    game_name: app.gameName,
    refusal,
  };
}

export function toOplogItem(r: {
  task: typeof tasks.$inferSelect;
  creatorName: string | null;
}): SubPackageOplogItem {
  const params = (r.task.params ?? {}) as { kind?: string };
  return {
    task_id: r.task.id,
    kind: params.kind === 'retry' ? 'retry' : 'create',
    status: r.task.status,
    item_count: r.task.itemCount,
    succeeded: r.task.succeededCount,
    failed: r.task.failedCount,
    created_by: r.task.createdBy,
    created_by_name: r.creatorName,
    created_at: r.task.createdAt.toISOString(),
  };
}

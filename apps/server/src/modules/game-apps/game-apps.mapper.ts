import type { MediaAppItem } from '@toufang/contracts';
import type { GameAppRecord } from './game-apps.repository';

export function toAppItem(row: GameAppRecord): MediaAppItem {
  return {
    id: row.id,
    medium: row.medium,
    gad_cfg_game_id: row.gadCfgGameId,
    game_name: row.gameName,
    advertiser_id: row.advertiserId,
    advertiser_name: row.advertiserName,
    app_name: row.name,
    platform: row.platform,
    package_name: row.packageName,
    download_url: row.downloadUrl,
    icon_url: row.iconUrl,
    media_app_id: row.mediaAppId,
    package_id: row.packageId,
    review_status: row.reviewStatus,
    reject_reason: row.rejectReason,
    task_id: row.taskId,
    created_by: row.creatorName,
    created_at: row.createdAt.toISOString(),
    synced_at: row.syncedAt?.toISOString() ?? null,
  };
}

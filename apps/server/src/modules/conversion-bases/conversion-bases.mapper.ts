import type { BaseItem, BaseLink } from '@toufang/contracts';
import type { BaseLinkRow, BaseRecord } from './conversion-bases.repository';

export function toBaseItem(row: BaseRecord): BaseItem {
  return {
    id: row.id,
    medium: row.medium,
    kind: row.kind,
    name: row.name,
    gad_cfg_game_id: row.gadCfgGameId,
    game_name: row.gameName,
    platform: row.platform,
    app_id: row.gameAppId,
    app_name: row.appName,
    package_name: row.packageName,
    mini_program_type: row.miniProgramType,
    mini_program_id: row.miniProgramId,
    start_path: row.startPath,
    download_url: row.downloadUrl,
    click_url: row.clickUrl,
    impression_url: row.impressionUrl,
    created_by: row.creatorName,
    created_at: row.createdAt.toISOString(),
    updated_at: row.updatedAt.toISOString(),
  };
}

export function toBaseLink(row: BaseLinkRow): BaseLink {
  return {
    kind: row.kind,
    url: row.url,
    method: row.method,
    macros: row.macros,
    updated_at: row.updatedAt.toISOString(),
  };
}

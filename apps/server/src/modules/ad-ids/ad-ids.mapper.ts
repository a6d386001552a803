import type { AdIdItem, AdIdBatchItem, CategoryItem } from '@toufang/contracts';
import { adIdClickLink } from '@toufang/domain';
import type { AdIdRecord, AdIdsRepository } from './ad-ids.repository';

type CategoryRecord = Awaited<ReturnType<AdIdsRepository['listCategories']>>['list'][number];
type BatchRecord = Awaited<ReturnType<AdIdsRepository['listBatches']>>['list'][number];

export function toCategoryItem(row: CategoryRecord): CategoryItem {
  return {
    id: row.id,
    medium: row.medium,
    name: row.name,
    remark: row.remark,
    ad_ids: row.adIds,
    batches: row.batches,
    created_by: row.creatorName,
    created_at: row.createdAt.toISOString(),
    updated_at: row.updatedAt.toISOString(),
  };
}

export function toBatchItem(row: BatchRecord): AdIdBatchItem {
  return {
    id: row.id,
    medium: row.medium,
    category_id: row.categoryId,
    category_name: row.categoryName,
    base_id: row.baseId,
    base_name: row.baseName,
    game_name: row.gameName,
    platform: row.platform,
    file_name: row.fileName,
    count: row.count,
    first_ad_id: row.firstAdId,
    last_ad_id: row.lastAdId,
    created_by: row.creatorName,
    created_at: row.createdAt.toISOString(),
  };
}

export function toAdIdItem(row: AdIdRecord): AdIdItem {
  return {
    ad_id: row.adId,
    medium: row.medium,
    name: row.name,
    remark: row.remark,
    category_id: row.categoryId,
    category_name: row.categoryName,
    base_id: row.baseId,
    base_name: row.baseName,
    game_name: row.gameName,
    platform: row.platform,
    batch_id: row.batchId,
    click_url: row.baseClickLink ? adIdClickLink(row.baseClickLink, row.adId) : '',
    created_by: row.creatorName,
    created_at: row.createdAt.toISOString(),
  };
}

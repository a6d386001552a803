import {
  pageInfo,
  ROLE_ADMIN,
  type AdIdBulkSearchBody,
  type AdIdBulkSearchData,
  type AdIdDetail,
  type AdIdListData,
  type AdIdSearchQuery,
  type AdIdBatchAdIdsQuery,
  type AdIdBatchCreateAnswer,
  type AdIdBatchCreateFields,
  type AdIdBatchListData,
  type AdIdBatchListQuery,
  type AdIdBatchRejection,
  type CategoryCreateAnswer,
  type CategoryCreateBody,
  type CategoryListData,
  type CategoryListQuery,
  type CategorySearchData,
  type CategorySearchQuery,
  type CategoryUpdateBody,
  type BaseMedium,
  AdIdBulkSearchBodySchema,
  isSpendImportMedium,
  CategoryCreateBodySchema,
  CategoryUpdateBodySchema,
} from '@toufang/contracts';
import {
  AD_ID_PREFIXES,
  checkAdIdSheetRows,
  formatAdId,
  parseAdId,
  rowProblemLines,
  type BatchSheetRow,
} from '@toufang/domain';
import type { AuthContext } from '../../http/access';
import { AppError, assertNoProblems, notFound } from '../../lib/app-error';
import type { Clock } from '../../lib/clock';
import type {
  BaseScope,
  ConversionBasesRepository,
} from '../conversion-bases/conversion-bases.repository';
import { batchMedia } from './ad-id-abilities';
import { toAdIdItem, toBatchItem, toCategoryItem } from './ad-ids.mapper';
import type { AdIdSpendService } from './ad-id-spend.service';
import type { AdIdsRepository, CategoryRow } from './ad-ids.repository';

/** One bad row and nothing is written: AD_ID_ROWS_INVALID lists each bad row by its number. */
function assertSheetRows(rows: readonly BatchSheetRow[]): void {
  const check = checkAdIdSheetRows(rows);
  assertNoProblems(check.sheet);
  if (check.rows.length > 0) {
    const data: AdIdBatchRejection = { rows: check.rows };
    throw new AppError('AD_ID_ROWS_INVALID', {
      params: { count: check.rows.length },
      details: rowProblemLines(check.rows),
      data,
    });
  }
}

const scopeOf = (auth: AuthContext): BaseScope =>
  auth.roles.includes(ROLE_ADMIN) ? { all: true } : { all: false, userId: auth.userId };

/** What a keyword may be the start of: the letters and digits of an ad ID, upper case. */
const AD_ID_PREFIX = /^[0-9A-Z]{1,9}$/;
const PREFIX_LETTERS = new Set(Object.values(AD_ID_PREFIXES));

export interface AdIdsDeps {
  repo: AdIdsRepository;
  spend: Pick<AdIdSpendService, 'adIdSpend'>;
  bases: Pick<ConversionBasesRepository, 'find' | 'links'>;
  clock: Clock;
}

/**
 * Channel categories and ad IDs (spec 000 §2 `media*`, `/landing/adid`; spec 002 §7
 * `/category/*`, `/amt/adid_category_*`, `/batch/*`, `/amt/search_adid`, `/searchadid/*`;
 * docs/architecture/ad-ids.md). Categories are shared by the medium's users; ad IDs, their
 * batches and the counts follow the data scope of their conversion base.
 */
export class AdIdsService {
  constructor(private readonly deps: AdIdsDeps) {}

  async createCategory(
    auth: AuthContext,
    input: CategoryCreateBody,
  ): Promise<CategoryCreateAnswer> {
    const body = CategoryCreateBodySchema.parse(input);
    const exists = () => new AppError('CATEGORY_EXISTS', { params: { name: body.name } });
    if (await this.deps.repo.findCategoryByName(body.medium, body.name)) throw exists();
    const now = this.deps.clock.now();
    const id = await this.deps.repo.createCategory({
      medium: body.medium,
      name: body.name,
      remark: body.remark,
      createdBy: auth.userId,
      createdAt: now,
      updatedAt: now,
    });
    if (id === 'duplicate') throw exists();
    return { id };
  }

  async updateCategory(input: CategoryUpdateBody): Promise<CategoryCreateAnswer> {
    const body = CategoryUpdateBodySchema.parse(input);
    const category = await this.deps.repo.findCategory(body.id);
    if (!category) throw notFound('渠道分类');
    const exists = () => new AppError('CATEGORY_EXISTS', { params: { name: body.name } });
    if (await this.deps.repo.findCategoryByName(category.medium, body.name, category.id)) {
      throw exists();
    }
    const done = await this.deps.repo.updateCategory(category.id, {
      name: body.name,
      remark: body.remark,
      updatedAt: this.deps.clock.now(),
    });
    if (done === 'duplicate') throw exists();
    return { id: category.id };
  }

  async listCategories(auth: AuthContext, query: CategoryListQuery): Promise<CategoryListData> {
    const { list, total } = await this.deps.repo.listCategories(scopeOf(auth), query);
    return {
      list: list.map(toCategoryItem),
      page_info: pageInfo(query.page, query.per_page, total),
    };
  }

  async searchCategories(query: CategorySearchQuery): Promise<CategorySearchData> {
    return { list: await this.deps.repo.searchCategories(query.medium, query.keyword) };
  }

  /**
   * `/batch/adid_category_batch_create`: every row is checked first; one bad row and nothing is
   * written (AD_ID_ROWS_INVALID lists each bad row by its number).
   */
  async createBatch(
    auth: AuthContext,
    fields: AdIdBatchCreateFields,
    fileName: string,
    rows: readonly BatchSheetRow[],
  ): Promise<AdIdBatchCreateAnswer> {
    const category = await this.requireCategory(fields.category_id);
    const base = await this.deps.bases.find(fields.base_id, scopeOf(auth));
    if (!base || !batchMedia(auth).includes(base.medium)) throw notFound('转化基础');
    const problems: string[] = [];
    if (base.medium !== category.medium) problems.push('转化基础与渠道分类不属于同一媒体');
    const links = await this.deps.bases.links(base.id);
    if (!links.some((l) => l.kind === 'click')) problems.push('该转化基础没有点击监测链接');
    assertNoProblems(problems);
    assertSheetRows(rows);
    return this.writeBatch(auth, category, base.id, fileName, rows);
  }

  /**
   * The checks of a batch for a base about to be made (`/tradition/createbase_v2`): the category
   * is of the base's medium and every row is good. Throws as `createBatch` does.
   */
  async checkNewBaseBatch(
    categoryId: number,
    medium: BaseMedium,
    rows: readonly BatchSheetRow[],
  ): Promise<CategoryRow> {
    const category = await this.requireCategory(categoryId);
    if (category.medium !== medium) {
      throw new AppError('VALIDATION_FAILED', { details: ['渠道分类不属于该媒体'] });
    }
    assertSheetRows(rows);
    return category;
  }

  /** Writes a checked batch in one transaction. */
  async writeBatch(
    auth: AuthContext,
    category: CategoryRow,
    baseId: number,
    fileName: string,
    rows: readonly BatchSheetRow[],
  ): Promise<AdIdBatchCreateAnswer> {
    const { batchId, adIds } = await this.deps.repo.createBatch(
      {
        medium: category.medium,
        categoryId: category.id,
        baseId,
        fileName,
        createdBy: auth.userId,
        createdAt: this.deps.clock.now(),
      },
      rows.map((r) => ({ row: r.row, name: r.name.trim(), remark: r.remark.trim() })),
      (sequence) => formatAdId(category.medium, sequence),
    );
    return {
      batch_id: batchId,
      count: adIds.length,
      first_ad_id: adIds[0] ?? '',
      last_ad_id: adIds[adIds.length - 1] ?? '',
    };
  }

  private async requireCategory(id: number): Promise<CategoryRow> {
    const category = await this.deps.repo.findCategory(id);
    if (!category) throw notFound('渠道分类');
    return category;
  }

  /** `media`: the media the route serves; by default those the caller's abilities give. */
  async listBatches(
    auth: AuthContext,
    query: AdIdBatchListQuery,
    media: readonly BaseMedium[] = batchMedia(auth),
  ): Promise<AdIdBatchListData> {
    const { list, total } = await this.deps.repo.listBatches(scopeOf(auth), query, media);
    return { list: list.map(toBatchItem), page_info: pageInfo(query.page, query.per_page, total) };
  }

  /**
   * A batch's ad IDs; `medium` is the one medium a route serves (`/tradition/batchlist_link`),
   * otherwise the media the caller's abilities give.
   */
  async batchAdIds(
    auth: AuthContext,
    query: AdIdBatchAdIdsQuery,
    medium?: BaseMedium,
  ): Promise<AdIdListData> {
    const batch = await this.deps.repo.findBatch(scopeOf(auth), query.batch_id);
    const allowed = medium ? [medium] : batchMedia(auth);
    if (!batch || !allowed.includes(batch.medium)) throw notFound('广告ID批次');
    const { list, total } = await this.deps.repo.batchAdIds(batch.id, query.page, query.per_page);
    return { list: list.map(toAdIdItem), page_info: pageInfo(query.page, query.per_page, total) };
  }

  async search(auth: AuthContext, query: AdIdSearchQuery): Promise<AdIdListData> {
    const upper = query.keyword.toUpperCase();
    const prefix = AD_ID_PREFIX.test(upper) && PREFIX_LETTERS.has(upper[0] ?? '') ? upper : null;
    const { list, total } = await this.deps.repo.searchAdIds(
      scopeOf(auth),
      { prefix, keyword: query.keyword, medium: query.medium },
      query.page,
      query.per_page,
    );
    return { list: list.map(toAdIdItem), page_info: pageInfo(query.page, query.per_page, total) };
  }

  async detail(auth: AuthContext, adIdText: string): Promise<AdIdDetail> {
    const parsed = parseAdId(adIdText);
    if (!parsed) {
      throw new AppError('VALIDATION_FAILED', {
        details: [
          `广告ID格式不正确：应为 9 位字母或数字，以 ${Object.values(AD_ID_PREFIXES).join('、')} 开头，请检查是否输错`,
        ],
      });
    }
    const row = await this.deps.repo.findAdId(scopeOf(auth), parsed.adId);
    if (!row) throw notFound('广告ID');
    return {
      item: toAdIdItem(row),
      download_url: row.downloadUrl,
      file_name: row.fileName,
      ad: null,
      spend: isSpendImportMedium(row.medium) ? await this.deps.spend.adIdSpend(row.id) : null,
    };
  }

  async bulkSearch(auth: AuthContext, input: AdIdBulkSearchBody): Promise<AdIdBulkSearchData> {
    const body = AdIdBulkSearchBodySchema.parse(input);
    const entries = [...new Set(body.ad_ids.filter((v) => v !== ''))];
    const invalid: string[] = [];
    const wanted: string[] = [];
    for (const entry of entries) {
      const parsed = parseAdId(entry);
      if (parsed) wanted.push(parsed.adId);
      else invalid.push(entry);
    }
    const rows = await this.deps.repo.findAdIds(scopeOf(auth), [...new Set(wanted)]);
    const found = new Map(rows.map((r) => [r.adId, toAdIdItem(r)]));
    return {
      found: [...new Set(wanted)].flatMap((id) => found.get(id) ?? []),
      missing: [...new Set(wanted)].filter((id) => !found.has(id)),
      invalid,
    };
  }
}

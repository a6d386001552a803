import {
  TITLE_STATS_MAX_DAYS,
  type TitleCreateBody,
  type TitleCreatorsData,
  type TitleDeleteBody,
  type TitleDeletedData,
  type TitleImportBody,
  type TitleImportPreviewData,
  type TitleImportResultData,
  type TitleItem,
  type TitleListData,
  type TitleListQuery,
  type TitleTagsData,
  type TitleUpdateBody,
} from '@toufang/contracts';
import {
  addDays,
  fitTitle,
  normalizeTitle,
  previewTitleImport,
  shanghaiDate,
  summarizeTitleImport,
  titleCharacters,
} from '@toufang/domain';
import type { AuthContext } from '../../http/access';
import { AppError, assertNoProblems, conflict, notFound } from '../../lib/app-error';
import type { Clock } from '../../lib/clock';
import type { TitleFileLine } from './title-file';
import { scopeOf } from '../media-accounts/media-accounts.service';
import type { Viewer } from '../media-accounts/media-accounts.types';
import { titleUsage, type TitleUsage } from './title-usage';
import type { TitleRecord, TitlesRepository } from './titles.repository';

// The title library's rules (docs/architecture/titles.md): one title per game in its normalized
// form, kept when at least one medium's length rule takes it; everyone with the ability manages the
// shared library. A refused call changes nothing.

const DEFAULT_STATS_DAYS = 7;

const dedupe = (tags: readonly string[]) => [...new Set(tags)];

export class TitlesService {
  constructor(
    private readonly repo: TitlesRepository,
    private readonly clock: Clock,
  ) {}

  private async requireGame(gadCfgGameId: number): Promise<void> {
    if (!(await this.repo.gameExists(gadCfgGameId))) throw notFound('游戏');
  }

  /** The stored form of a title: normalized, with its length and the media that take it. */
  private checked(text: string) {
    const title = normalizeTitle(text);
    const fit = fitTitle(title);
    if (fit.accepted.length === 0) {
      throw new AppError('TITLE_REJECTED', {
        params: { reason: fit.refusals.map((r) => r.reason).join('；') },
      });
    }
    return { text: title, length: titleCharacters(title), media: fit.accepted };
  }

  private statsRange(query: TitleListQuery): { start: string; end: string } {
    const today = shanghaiDate(this.clock.now());
    const end = query.end_date ?? today;
    const start = query.start_date ?? addDays(end, 1 - DEFAULT_STATS_DAYS);
    const problems: string[] = [];
    if (start > end) problems.push('开始日期不能晚于结束日期');
    else if (addDays(start, TITLE_STATS_MAX_DAYS) <= end) {
      problems.push(`日期范围不能超过 ${TITLE_STATS_MAX_DAYS} 天`);
    }
    if (
      query.length_min !== undefined &&
      query.length_max !== undefined &&
      query.length_min > query.length_max
    ) {
      problems.push('最少字数不能大于最多字数');
    }
    assertNoProblems(problems);
    return { start, end };
  }

  async list(viewer: Viewer, query: TitleListQuery): Promise<TitleListData> {
    const range = this.statsRange(query);
    const page = await this.repo.list(query);
    const usage = new Map(
      (
        await titleUsage(
          this.repo.database,
          scopeOf(viewer),
          page.list.map((row) => row.id),
          range,
        )
      ).map((u) => [u.titleId, u]),
    );
    return {
      list: page.list.map((row) => toItem(row, usage.get(row.id))),
      page_info: {
        page: query.page,
        per_page: query.per_page,
        total_number: page.total,
        total_page: Math.ceil(page.total / query.per_page),
      },
      start_date: range.start,
      end_date: range.end,
    };
  }

  async create(auth: AuthContext, body: TitleCreateBody): Promise<TitleItem> {
    await this.requireGame(body.gad_cfg_game_id);
    const stored = this.checked(body.title);
    const ids = await this.repo.insert([
      {
        ...stored,
        gadCfgGameId: body.gad_cfg_game_id,
        tags: dedupe(body.tags),
        createdBy: auth.userId,
      },
    ]);
    if (ids === 'duplicate') {
      throw new AppError('TITLE_DUPLICATE', { params: { title: stored.text } });
    }
    return this.item(ids[0]);
  }

  async update(body: TitleUpdateBody): Promise<TitleItem> {
    if (!(await this.repo.find(body.id))) throw notFound('标题');
    await this.requireGame(body.gad_cfg_game_id);
    const stored = this.checked(body.title);
    const result = await this.repo.update(body.id, {
      ...stored,
      gadCfgGameId: body.gad_cfg_game_id,
      tags: dedupe(body.tags),
    });
    if (result === 'duplicate') {
      throw new AppError('TITLE_DUPLICATE', { params: { title: stored.text } });
    }
    return this.item(body.id);
  }

  /** Deletes all the titles named, or none when one of them does not exist. */
  async delete(body: TitleDeleteBody): Promise<TitleDeletedData> {
    const ids = [...new Set(body.ids)];
    return this.repo.transaction(async (repo) => {
      const found = await repo.findMany(ids);
      if (found.length !== ids.length) throw notFound('标题');
      return { deleted: await repo.delete(ids) };
    });
  }

  async preview(
    fileName: string,
    gadCfgGameId: number,
    lines: TitleFileLine[],
  ): Promise<TitleImportPreviewData> {
    await this.requireGame(gadCfgGameId);
    const existing = await this.repo.existingTexts(
      gadCfgGameId,
      lines.map((line) => normalizeTitle(line.text)),
    );
    const previewed = previewTitleImport(lines, existing);
    return { file_name: fileName, lines: previewed, summary: summarizeTitleImport(previewed) };
  }

  /**
   * Stores the new titles among those sent, checked again as in the preview (the library may have
   * changed since); duplicates and over-long titles are reported and skipped.
   */
  async import(auth: AuthContext, body: TitleImportBody): Promise<TitleImportResultData> {
    await this.requireGame(body.gad_cfg_game_id);
    const lines = body.titles.map((text, index) => ({ line: index + 1, text }));
    return this.repo.transaction(async (repo) => {
      const existing = await repo.existingTexts(
        body.gad_cfg_game_id,
        lines.map((line) => normalizeTitle(line.text)),
      );
      const checked = previewTitleImport(lines, existing);
      const fresh = checked.filter((line) => line.status === 'new');
      const ids = await repo.insert(
        fresh.map((line) => ({
          text: line.title,
          length: line.characters,
          media: line.media,
          gadCfgGameId: body.gad_cfg_game_id,
          tags: dedupe(body.tags),
          createdBy: auth.userId,
        })),
      );
      // Only a concurrent import of the same title lands here: nothing of this one is kept.
      if (ids === 'duplicate') throw conflict('标题');
      return { created: ids.length, lines: checked, summary: summarizeTitleImport(checked) };
    });
  }

  async tags(): Promise<TitleTagsData> {
    return { list: await this.repo.tags() };
  }

  async creators(): Promise<TitleCreatorsData> {
    return { list: await this.repo.creators() };
  }

  private async item(id: number | undefined): Promise<TitleItem> {
    const row = id === undefined ? null : await this.repo.find(id);
    if (!row) throw notFound('标题');
    return toItem(row, undefined);
  }
}

function toItem(row: TitleRecord, usage: TitleUsage | undefined): TitleItem {
  const cost = usage?.cost ?? 0;
  const conversions = usage?.conversions ?? 0;
  return {
    id: row.id,
    title: row.text,
    gad_cfg_game_id: row.gadCfgGameId,
    tags: row.tags,
    length: row.length,
    media: row.media,
    created_by: row.createdBy,
    creator_name: row.creatorName,
    created_at: row.createdAt.toISOString(),
    updated_at: row.updatedAt.toISOString(),
    usage_count: usage?.usageCount ?? 0,
    cost,
    conversions,
    conversion_cost: conversions > 0 ? Math.round(cost / conversions) : null,
  };
}

import { randomBytes } from 'node:crypto';
import type { LandingPageSaveBodySchema } from '@toufang/contracts';
import {
  LANDING_STATS_MAX_DAYS,
  pageInfo,
  type LandingPageItem,
  type LandingPageListData,
  type LandingPageListQuery,
  type LandingPageStatDay,
  type LandingSubmissionItem,
  type Paged,
} from '@toufang/contracts';
import { addDays, shanghaiDate } from '@toufang/domain';
import type { z } from 'zod';
import type { AuthContext } from '../../http/access';
import { assertNoProblems, notFound } from '../../lib/app-error';
import type { Clock } from '../../lib/clock';
import type {
  LandingDraft,
  LandingPageRecord,
  LandingPageRow,
  LandingPagesRepository,
} from './landing-pages.repository';

type SaveBody = z.output<typeof LandingPageSaveBodySchema>;

/** The public address's path of a page. */
export const landingPath = (slug: string) => `/lp/${slug}`;

/** 12 lowercase letters and digits: the public address cannot be guessed from another. */
export const newSlug = () =>
  Array.from(randomBytes(12), (b) => '0123456789abcdefghijklmnopqrstuvwxyz'[b % 36]).join('');

const DEFAULT_STATS_DAYS = 7;

/**
 * Our own landing pages in the builder (docs/architecture/landing-pages.md): drafts saved as they
 * are edited, published as a snapshot the public address serves, with their counted views, clicks
 * and form submissions. `changed` tells the public pages which address to serve afresh.
 */
export class LandingPagesService {
  constructor(
    private readonly repo: LandingPagesRepository,
    private readonly clock: Clock,
    private readonly changed: (slug: string) => Promise<void>,
  ) {}

  private statsRange(query: { start_date?: string; end_date?: string }) {
    const end = query.end_date ?? shanghaiDate(this.clock.now());
    const start = query.start_date ?? addDays(end, 1 - DEFAULT_STATS_DAYS);
    const problems: string[] = [];
    if (start > end) problems.push('开始日期不能晚于结束日期');
    else if (addDays(start, LANDING_STATS_MAX_DAYS) <= end) {
      problems.push(`日期范围不能超过 ${LANDING_STATS_MAX_DAYS} 天`);
    }
    assertNoProblems(problems);
    return { start, end };
  }

  async list(query: LandingPageListQuery): Promise<LandingPageListData> {
    const range = this.statsRange(query);
    const { list, total } = await this.repo.list({
      keyword: query.keyword || undefined,
      published: query.published,
      page: query.page,
      perPage: query.per_page,
      ...range,
    });
    return {
      list: list.map(toItem),
      page_info: pageInfo(query.page, query.per_page, total),
      start_date: range.start,
      end_date: range.end,
    };
  }

  private async draftOf(body: SaveBody): Promise<LandingDraft> {
    const problems: string[] = [];
    if (
      body.conversion_base_id !== null &&
      !(await this.repo.conversionBaseExists(body.conversion_base_id))
    ) {
      problems.push('所选转化基础不存在');
    }
    if (body.ad_id !== null && !(await this.repo.adIdExists(body.ad_id))) {
      problems.push('所选广告ID不存在');
    }
    assertNoProblems(problems);
    return {
      name: body.name,
      title: body.title,
      components: body.components,
      conversionBaseId: body.conversion_base_id,
      adId: body.ad_id,
    };
  }

  linkOptions(kind: 'base' | 'adid', keyword: string | undefined) {
    return this.repo.linkOptions(kind, keyword || undefined);
  }

  async get(id: number): Promise<LandingPageItem> {
    const { list } = await this.repo.list({ id, page: 1, perPage: 1, ...this.statsRange({}) });
    const record = list[0];
    if (!record) throw notFound('落地页');
    return toItem(record);
  }

  async create(auth: AuthContext, body: SaveBody): Promise<{ id: number }> {
    const draft = await this.draftOf(body);
    return { id: await this.repo.create(newSlug(), draft, auth.userId) };
  }

  async update(id: number, body: SaveBody): Promise<{ id: number }> {
    const draft = await this.draftOf(body);
    if (!(await this.repo.update(id, draft))) throw notFound('落地页');
    return { id };
  }

  async publish(id: number): Promise<{ id: number; public_path: string }> {
    const row = await this.repo.publish(id);
    if (!row) throw notFound('落地页');
    await this.changed(row.slug);
    return { id, public_path: landingPath(row.slug) };
  }

  async unpublish(id: number): Promise<{ id: number }> {
    const row = await this.repo.unpublish(id);
    if (!row) throw notFound('落地页');
    await this.changed(row.slug);
    return { id };
  }

  async delete(id: number): Promise<{ deleted: number }> {
    const row = await this.repo.delete(id);
    if (!row) throw notFound('落地页');
    await this.changed(row.slug);
    return { deleted: 1 };
  }

  async submissions(
    id: number,
    page: number,
    perPage: number,
  ): Promise<Paged<LandingSubmissionItem>> {
    if (!(await this.repo.findRow(id))) throw notFound('落地页');
    const { list, total } = await this.repo.submissions(id, page, perPage);
    return {
      list: list.map((row) => ({
        id: row.id,
        component_id: row.componentId,
        values: row.values,
        created_at: row.createdAt.toISOString(),
      })),
      page_info: pageInfo(page, perPage, total),
    };
  }

  async dailyStats(
    id: number,
    query: { start_date?: string; end_date?: string },
  ): Promise<{ list: LandingPageStatDay[]; start_date: string; end_date: string }> {
    if (!(await this.repo.findRow(id))) throw notFound('落地页');
    const range = this.statsRange(query);
    return {
      list: await this.repo.dailyStats(id, range.start, range.end),
      start_date: range.start,
      end_date: range.end,
    };
  }
}

function stateOf(row: LandingPageRow): LandingPageItem['state'] {
  if (row.publishedAt === null) return 'draft';
  return row.changedSincePublish ? 'changed' : 'published';
}

function toItem(record: LandingPageRecord): LandingPageItem {
  return {
    id: record.id,
    name: record.name,
    title: record.title,
    slug: record.slug,
    public_path: record.publishedAt ? landingPath(record.slug) : null,
    state: stateOf(record),
    components: record.components,
    conversion_base_id: record.conversionBaseId,
    conversion_base_name: record.conversionBaseName,
    ad_id: record.adId,
    ad_id_code: record.adIdCode,
    creator_name: record.creatorName,
    published_at: record.publishedAt?.toISOString() ?? null,
    updated_at: record.updatedAt.toISOString(),
    stats: { views: record.views, clicks: record.clicks, submits: record.submits },
  };
}

import type { LandingComponent } from '@toufang/contracts';
import {
  and,
  count,
  desc,
  eq,
  gte,
  ilike,
  isNotNull,
  isNull,
  lte,
  or,
  sql,
  type SQL,
} from 'drizzle-orm';
import type { Db } from '../../db/client';
import {
  adIds,
  conversionBases,
  landingFormSubmissions,
  landingPages,
  landingPageStats,
  users,
} from '../../db/schema';
import { containing } from '../../db/sql-helpers';

/** NOTIFY channel raised when a page is published, taken down or deleted (any process). */
export const LANDING_CHANGE_CHANNEL = 'toufang_landing_changed';

export type LandingPageRow = typeof landingPages.$inferSelect;

export interface LandingPageRecord extends LandingPageRow {
  creatorName: string;
  conversionBaseName: string | null;
  adIdCode: string | null;
  views: number;
  clicks: number;
  submits: number;
}

export interface LandingDraft {
  name: string;
  title: string;
  components: LandingComponent[];
  conversionBaseId: number | null;
  adId: number | null;
}

const LINK_OPTIONS_MAX = 20;

export type LandingEvent = 'view' | 'click' | 'submit';

const EVENT_COLUMN = {
  view: landingPageStats.views,
  click: landingPageStats.clicks,
  submit: landingPageStats.submits,
} as const;

export interface LandingListFilter {
  id?: number;
  keyword?: string;
  published?: boolean;
  page: number;
  perPage: number;
  start: string;
  end: string;
}

export class LandingPagesRepository {
  constructor(private readonly db: Db) {}

  async conversionBaseExists(id: number): Promise<boolean> {
    const [row] = await this.db
      .select({ id: conversionBases.id })
      .from(conversionBases)
      .where(eq(conversionBases.id, id));
    return row !== undefined;
  }

  async adIdExists(id: number): Promise<boolean> {
    const [row] = await this.db.select({ id: adIds.id }).from(adIds).where(eq(adIds.id, id));
    return row !== undefined;
  }

  /** Conversion bases or ad IDs to tie a page to, newest first, matching `keyword`. */
  async linkOptions(
    kind: 'base' | 'adid',
    keyword: string | undefined,
  ): Promise<{ id: number; label: string }[]> {
    if (kind === 'base') {
      const rows = await this.db
        .select({
          id: conversionBases.id,
          name: conversionBases.name,
          medium: conversionBases.medium,
        })
        .from(conversionBases)
        .where(keyword ? ilike(conversionBases.name, containing(keyword)) : undefined)
        .orderBy(desc(conversionBases.id))
        .limit(LINK_OPTIONS_MAX);
      return rows.map((r) => ({ id: r.id, label: `${r.name}（${r.medium}）` }));
    }
    const rows = await this.db
      .select({ id: adIds.id, adId: adIds.adId, name: adIds.name })
      .from(adIds)
      .where(
        keyword
          ? or(ilike(adIds.adId, containing(keyword)), ilike(adIds.name, containing(keyword)))
          : undefined,
      )
      .orderBy(desc(adIds.id))
      .limit(LINK_OPTIONS_MAX);
    return rows.map((r) => ({ id: r.id, label: `${r.adId} ${r.name}` }));
  }

  async create(slug: string, draft: LandingDraft, createdBy: number): Promise<number> {
    const [row] = await this.db
      .insert(landingPages)
      .values({ slug, ...draft, createdBy })
      .returning({ id: landingPages.id });
    if (!row) throw new Error('landing page insert returned nothing');
    return row.id;
  }

  /** Saves the draft; a published page is marked as changed until it is published again. */
  async update(id: number, draft: LandingDraft): Promise<boolean> {
    const rows = await this.db
      .update(landingPages)
      .set({
        ...draft,
        changedSincePublish: sql`case when ${landingPages.publishedAt} is null then 0 else 1 end`,
        updatedAt: sql`now()`,
      })
      .where(eq(landingPages.id, id))
      .returning({ id: landingPages.id });
    return rows.length > 0;
  }

  async publish(id: number): Promise<LandingPageRow | null> {
    const [row] = await this.db
      .update(landingPages)
      .set({
        publishedTitle: sql`${landingPages.title}`,
        publishedComponents: sql`${landingPages.components}`,
        publishedAt: sql`now()`,
        changedSincePublish: 0,
      })
      .where(eq(landingPages.id, id))
      .returning();
    return row ?? null;
  }

  async unpublish(id: number): Promise<LandingPageRow | null> {
    const [row] = await this.db
      .update(landingPages)
      .set({
        publishedTitle: null,
        publishedComponents: null,
        publishedAt: null,
        changedSincePublish: 0,
      })
      .where(eq(landingPages.id, id))
      .returning();
    return row ?? null;
  }

  async delete(id: number): Promise<LandingPageRow | null> {
    const [row] = await this.db.delete(landingPages).where(eq(landingPages.id, id)).returning();
    return row ?? null;
  }

  async findRow(id: number): Promise<LandingPageRow | null> {
    const [row] = await this.db.select().from(landingPages).where(eq(landingPages.id, id));
    return row ?? null;
  }

  /** The live snapshot of a published page, by its public slug. */
  async findPublished(
    slug: string,
  ): Promise<{ id: number; title: string; components: LandingComponent[] } | null> {
    const [row] = await this.db
      .select({
        id: landingPages.id,
        title: landingPages.publishedTitle,
        components: landingPages.publishedComponents,
      })
      .from(landingPages)
      .where(and(eq(landingPages.slug, slug), isNotNull(landingPages.publishedAt)));
    if (!row || row.title === null || row.components === null) return null;
    return { id: row.id, title: row.title, components: row.components };
  }

  async list(filter: LandingListFilter): Promise<{ list: LandingPageRecord[]; total: number }> {
    const where = and(
      filter.id === undefined ? undefined : eq(landingPages.id, filter.id),
      filter.keyword ? ilike(landingPages.name, containing(filter.keyword)) : undefined,
      filter.published === undefined
        ? undefined
        : filter.published
          ? isNotNull(landingPages.publishedAt)
          : isNull(landingPages.publishedAt),
    );
    const stats = this.db
      .select({
        pageId: landingPageStats.pageId,
        views: sql<number>`sum(${landingPageStats.views})::int`.as('views'),
        clicks: sql<number>`sum(${landingPageStats.clicks})::int`.as('clicks'),
        submits: sql<number>`sum(${landingPageStats.submits})::int`.as('submits'),
      })
      .from(landingPageStats)
      .where(
        and(
          gte(landingPageStats.statDate, filter.start),
          lte(landingPageStats.statDate, filter.end),
        ),
      )
      .groupBy(landingPageStats.pageId)
      .as('stats');
    const [total] = await this.db.select({ n: count() }).from(landingPages).where(where);
    const list = await this.db
      .select({
        ...this.columns(),
        views: sql<number>`coalesce(${stats.views}, 0)`,
        clicks: sql<number>`coalesce(${stats.clicks}, 0)`,
        submits: sql<number>`coalesce(${stats.submits}, 0)`,
      })
      .from(landingPages)
      .innerJoin(users, eq(users.id, landingPages.createdBy))
      .leftJoin(conversionBases, eq(conversionBases.id, landingPages.conversionBaseId))
      .leftJoin(adIds, eq(adIds.id, landingPages.adId))
      .leftJoin(stats, eq(stats.pageId, landingPages.id))
      .where(where)
      .orderBy(desc(landingPages.updatedAt), desc(landingPages.id))
      .limit(filter.perPage)
      .offset((filter.page - 1) * filter.perPage);
    return { list, total: total?.n ?? 0 };
  }

  private columns() {
    return {
      id: landingPages.id,
      slug: landingPages.slug,
      name: landingPages.name,
      title: landingPages.title,
      components: landingPages.components,
      publishedTitle: landingPages.publishedTitle,
      publishedComponents: landingPages.publishedComponents,
      publishedAt: landingPages.publishedAt,
      changedSincePublish: landingPages.changedSincePublish,
      conversionBaseId: landingPages.conversionBaseId,
      adId: landingPages.adId,
      createdBy: landingPages.createdBy,
      createdAt: landingPages.createdAt,
      updatedAt: landingPages.updatedAt,
      creatorName: users.nickName,
      conversionBaseName: conversionBases.name,
      adIdCode: adIds.adId,
    };
  }

  /** Adds one event to the page's day (China date). */
  async count(pageId: number, statDate: string, event: LandingEvent): Promise<void> {
    const column = EVENT_COLUMN[event];
    await this.db
      .insert(landingPageStats)
      .values({ pageId, statDate, [eventKey(event)]: 1 })
      .onConflictDoUpdate({
        target: [landingPageStats.pageId, landingPageStats.statDate],
        set: { [eventKey(event)]: sql`${column} + 1` },
      });
  }

  /**
   * Adds views and clicks of one page and day in one statement; nothing is written when the page
   * was deleted meanwhile (its numbers went with it).
   */
  async addCounts(c: { pageId: number; statDate: string; views: number; clicks: number }) {
    await this.db.execute(sql`
      insert into landing_page_stats (page_id, stat_date, views, clicks)
      select ${c.pageId}, ${c.statDate}::date, ${c.views}, ${c.clicks}
      where exists (select 1 from landing_pages where id = ${c.pageId})
      on conflict (page_id, stat_date) do update
        set views = landing_page_stats.views + excluded.views,
            clicks = landing_page_stats.clicks + excluded.clicks`);
  }

  /** Tells every process that a page's public copy changed (see `LANDING_CHANGE_CHANNEL`). */
  async announceChange(slug: string): Promise<void> {
    await this.db.execute(sql`select pg_notify(${LANDING_CHANGE_CHANNEL}, ${slug})`);
  }

  async addSubmission(
    pageId: number,
    componentId: string,
    values: Record<string, string>,
    ip: string,
    statDate: string,
  ): Promise<void> {
    await this.db.transaction(async (tx) => {
      await tx.insert(landingFormSubmissions).values({ pageId, componentId, values, ip });
      await new LandingPagesRepository(tx).count(pageId, statDate, 'submit');
    });
  }

  async submissions(
    pageId: number,
    page: number,
    perPage: number,
  ): Promise<{ list: (typeof landingFormSubmissions.$inferSelect)[]; total: number }> {
    const where: SQL = eq(landingFormSubmissions.pageId, pageId);
    const [total] = await this.db.select({ n: count() }).from(landingFormSubmissions).where(where);
    const list = await this.db
      .select()
      .from(landingFormSubmissions)
      .where(where)
      .orderBy(desc(landingFormSubmissions.id))
      .limit(perPage)
      .offset((page - 1) * perPage);
    return { list, total: total?.n ?? 0 };
  }

  async dailyStats(
    pageId: number,
    start: string,
    end: string,
  ): Promise<{ date: string; views: number; clicks: number; submits: number }[]> {
    return this.db
      .select({
        date: landingPageStats.statDate,
        views: landingPageStats.views,
        clicks: landingPageStats.clicks,
        submits: landingPageStats.submits,
      })
      .from(landingPageStats)
      .where(
        and(
          eq(landingPageStats.pageId, pageId),
          gte(landingPageStats.statDate, start),
          lte(landingPageStats.statDate, end),
        ),
      )
      .orderBy(landingPageStats.statDate);
  }
}

function eventKey(event: LandingEvent): 'views' | 'clicks' | 'submits' {
  return event === 'view' ? 'views' : event === 'click' ? 'clicks' : 'submits';
}

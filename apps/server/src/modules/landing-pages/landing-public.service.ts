import type { LandingFormBody, LandingTrackBody } from '@toufang/contracts';
import { renderLandingPage, shanghaiDate } from '@toufang/domain';
import { AppError, assertNoProblems } from '../../lib/app-error';
import type { Clock } from '../../lib/clock';
import type { LandingPagesRepository } from './landing-pages.repository';
import { LandingEventCounter } from './landing-event-counter';
import { pageSecurityHeaders } from './landing-headers';
import { preparePage, type PreparedLandingPage } from './landing-page-bytes';
import { WindowLimiter } from './window-limiter';

/** The script every public page loads (served by `landing-public.routes.ts`). */
export const LANDING_SCRIPT_PATH = '/lp/_/page.js';

/**
 * How long a rendered page is served from memory before the database is asked again: while this
 * process hears the change notices, only as a safety net; without them, the most another
 * process's publish can go unseen.
 */
const CACHE_MS_LISTENING = 5 * 60_000;
const CACHE_MS = 10_000;
/** Pages kept rendered at most; the oldest goes first. */
const CACHE_PAGES = 1000;
/** How often accepted views and clicks are written. */
export const COUNT_FLUSH_MS = 2000;
/** Events one address may send a page per minute (views, clicks and form posts counted apart). */
const EVENTS_PER_MINUTE = 30;
const SUBMITS_PER_MINUTE = 5;

const MOBILE = /^1\d{10}$/;

interface CacheEntry {
  expires: number;
  page: Promise<PreparedLandingPage | null>;
  /** The page once rendered, for answers that cannot wait. */
  ready?: PreparedLandingPage;
}

/**
 * The public side of our landing pages (docs/architecture/landing-pages.md): the published
 * snapshot rendered once with its headers and kept in memory until a publish, take-down or delete
 * in any process announces a change, and the views, clicks and form submissions visitors send
 * (views and clicks added up in memory and written every `COUNT_FLUSH_MS` and on close).
 */
export class LandingPublicService {
  private readonly cache = new Map<string, CacheEntry>();
  private readonly events = new WindowLimiter(EVENTS_PER_MINUTE, 60_000);
  private readonly submits = new WindowLimiter(SUBMITS_PER_MINUTE, 60_000);
  private readonly securityHeaders: Record<string, string>;
  private listening = false;
  readonly counter: LandingEventCounter;

  constructor(
    private readonly repo: LandingPagesRepository,
    private readonly clock: Clock,
    opts: { publicHttps: boolean; onCountError?: (error: unknown) => void },
  ) {
    this.securityHeaders = pageSecurityHeaders(opts.publicHttps);
    this.counter = new LandingEventCounter(
      (counts) => this.repo.addCounts(counts),
      COUNT_FLUSH_MS,
      opts.onCountError,
    );
  }

  /** The page's HTML, or null when no published page has this slug. */
  page(slug: string): Promise<PreparedLandingPage | null> {
    const now = Date.now();
    const cached = this.cache.get(slug);
    if (cached && cached.expires > now) return cached.page;
    const entry: CacheEntry = {
      expires: now + (this.listening ? CACHE_MS_LISTENING : CACHE_MS),
      page: this.render(slug),
    };
    this.cache.delete(slug);
    this.cache.set(slug, entry);
    if (this.cache.size > CACHE_PAGES) {
      const oldest = this.cache.keys().next().value;
      if (oldest !== undefined) this.cache.delete(oldest);
    }
    entry.page.then(
      (page) => {
        if (page) entry.ready = page;
        // An unknown address is not remembered: any number of them cannot fill the memory.
        else if (this.cache.get(slug) === entry) this.cache.delete(slug);
      },
      // A failed read is not kept: the next request asks again.
      () => {
        if (this.cache.get(slug) === entry) this.cache.delete(slug);
      },
    );
    return entry.page;
  }

  /** The rendered page when it is in memory and current, without waiting; else undefined. */
  cachedPage(slug: string): PreparedLandingPage | undefined {
    const cached = this.cache.get(slug);
    return cached?.ready && cached.expires > Date.now() ? cached.ready : undefined;
  }

  /** Drops the page's rendered copy here and tells every other process to do the same. */
  async changed(slug: string): Promise<void> {
    this.cache.delete(slug);
    await this.repo.announceChange(slug);
  }

  /** A change notice arrived: every rendered copy goes (changes are rare, renders cheap). */
  forgetAll(): void {
    this.cache.clear();
  }

  /** Whether change notices are heard; while they are not, copies expire after `CACHE_MS`. */
  setListening(listening: boolean): void {
    this.listening = listening;
    if (!listening) this.cache.clear();
  }

  /** Writes the views and clicks accepted so far and stops the interval (the app closes). */
  close(): Promise<void> {
    return this.counter.close();
  }

  private async render(slug: string): Promise<PreparedLandingPage | null> {
    const live = await this.repo.findPublished(slug);
    if (!live) return null;
    const html = renderLandingPage({
      slug,
      title: live.title,
      components: live.components,
      scriptSrc: LANDING_SCRIPT_PATH,
    });
    return preparePage(live.id, html, {
      ...this.securityHeaders,
      'content-type': 'text/html; charset=utf-8',
      // Browsers and proxies keep the page a minute, then ask again with its ETag.
      'cache-control': 'public, max-age=60',
    });
  }

  private async livePage(slug: string) {
    const live = await this.repo.findPublished(slug);
    if (!live) throw new AppError('NOT_FOUND', { params: { entity: '落地页' } });
    return live;
  }

  async track(slug: string, body: LandingTrackBody, ip: string): Promise<{ counted: boolean }> {
    if (!this.events.take(`${ip} ${slug} ${body.event}`)) throw new AppError('RATE_LIMITED');
    const page = this.cachedPage(slug) ?? (await this.page(slug));
    if (!page) throw new AppError('NOT_FOUND', { params: { entity: '落地页' } });
    this.counter.add(page.id, shanghaiDate(this.clock.now()), body.event);
    return { counted: true };
  }

  async submit(slug: string, body: LandingFormBody, ip: string): Promise<{ saved: boolean }> {
    if (!this.submits.take(`${ip} ${slug}`)) throw new AppError('RATE_LIMITED');
    const live = await this.livePage(slug);
    const form = live.components.find((c) => c.id === body.component_id && c.type === 'form');
    if (!form || form.type !== 'form')
      throw new AppError('NOT_FOUND', { params: { entity: '表单' } });
    const problems: string[] = [];
    const values: Record<string, string> = {};
    const known = new Set(form.fields.map((f) => f.key));
    for (const key of Object.keys(body.values)) {
      if (!known.has(key)) problems.push(`表单没有字段 ${key}`);
    }
    for (const field of form.fields) {
      const value = (body.values[field.key] ?? '').trim();
      if (value === '') {
        if (field.required) problems.push(`请填写${field.label}`);
        continue;
      }
      if (field.kind === 'phone' && !MOBILE.test(value))
        problems.push(`${field.label}须为 11 位手机号`);
      values[field.key] = value;
    }
    assertNoProblems(problems);
    await this.repo.addSubmission(live.id, form.id, values, ip, shanghaiDate(this.clock.now()));
    return { saved: true };
  }
}

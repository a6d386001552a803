import { describe, expect, it } from 'vitest';
import { ManualClock } from '../../lib/clock';
import type {
  AdMirrorRow,
  ListObjectsOptions,
  MediaMirrorReader,
  ObjectPage,
} from '../../media/media-mirror-types';
import type { MediaSyncRepository, SyncStatePatch, SyncStateRow } from './media-sync.repository';
import { syncObjects } from './object-sync';
import type { ResourceContext } from './resource-sync';
import { DEFAULT_SYNC_SETTINGS } from './sync-settings';

const HOUR = 3_600_000;
const NOW = new Date('2025-06-15T08:00:00Z');

const ad = (id: string, modifiedMinutesAgo: number): AdMirrorRow => ({
  medium: 'tencent',
  advertiserId: '42',
  adId: id,
  mediumModifiedAt: new Date(NOW.getTime() - modifiedMinutesAgo * 60_000),
});

/** A listing of pages with cursors that may fail after some of them. */
function readerOf(pages: ObjectPage<'ads'>[], failAfter = Infinity) {
  const calls: ListObjectsOptions[] = [];
  const reader = {
    async *listObjects(
      _resource: string,
      _token: unknown,
      _id: string,
      options: ListObjectsOptions,
    ) {
      calls.push(options);
      for (const [i, page] of pages.entries()) {
        if (i >= failAfter) throw new Error('medium answered 500');
        await Promise.resolve();
        yield page;
      }
    },
  } as unknown as MediaMirrorReader;
  return { reader, calls };
}

function repoFake() {
  const upserted: string[] = [];
  const states: SyncStatePatch[] = [];
  const marked: Date[] = [];
  const repo = {
    upsertObjects: (_r: string, rows: AdMirrorRow[]) => {
      upserted.push(...rows.map((r) => r.adId));
      return Promise.resolve();
    },
    markUnseenDeleted: (_r: string, _m: string, _a: string, listedFrom: Date) => {
      marked.push(listedFrom);
      return Promise.resolve(2);
    },
    writeState: (_m: string, _a: string, _r: string[], patch: SyncStatePatch) => {
      states.push(patch);
      return Promise.resolve();
    },
  } as unknown as MediaSyncRepository;
  return { repo, upserted, states, marked };
}

function context(reader: MediaMirrorReader, repo: MediaSyncRepository): ResourceContext {
  return {
    target: {
      medium: 'tencent',
      advertiserId: '42',
      authorizationId: 1,
      authorizationStatus: 'active',
    },
    source: 'tencent',
    reader,
    token: 'token',
    full: false,
    signal: new AbortController().signal,
    repo,
    clock: new ManualClock(NOW),
    settings: DEFAULT_SYNC_SETTINGS,
  };
}

const stateOf = (patch: Partial<SyncStateRow>): SyncStateRow =>
  ({
    lastModifiedAt: new Date(NOW.getTime() - HOUR),
    lastFullSyncAt: new Date(NOW.getTime() - HOUR),
    cursor: null,
    ...patch,
  }) as SyncStateRow;

const PAGES: ObjectPage<'ads'>[] = [
  { rows: [ad('1', 30), ad('2', 5)], cursor: 'live:c1' },
  { rows: [ad('3', 10)], cursor: 'live:c2' },
  { rows: [ad('4', 50)], cursor: null },
];

describe('syncObjects', () => {
  it('lists from the newest modify time seen, less the overlap, and advances it', async () => {
    const { reader, calls } = readerOf(PAGES);
    const { repo, upserted, marked } = repoFake();
    const done = await syncObjects(context(reader, repo), 'ads', stateOf({}));
    expect(calls[0]).toEqual({
      modifiedSince: new Date(NOW.getTime() - HOUR - DEFAULT_SYNC_SETTINGS.modifiedOverlapMs),
      cursor: null,
    });
    expect(upserted).toEqual(['1', '2', '3', '4']);
    expect(marked).toEqual([]);
    expect(done).toMatchObject({ rows: 4, removed: 0, full: false });
    expect(done.patch).toEqual({
      lastModifiedAt: new Date(NOW.getTime() - 5 * 60_000),
      cursor: null,
    });
  });

  it('lists everything, then marks the unseen objects deleted, when the last full listing is a day old', async () => {
    const { reader, calls } = readerOf(PAGES);
    const { repo, marked } = repoFake();
    const state = stateOf({
      lastFullSyncAt: new Date(NOW.getTime() - 24 * HOUR),
      cursor: 'live:c9',
    });
    const done = await syncObjects(context(reader, repo), 'ads', state);
    expect(calls[0]).toEqual({ modifiedSince: null, cursor: null });
    expect(marked).toEqual([NOW]);
    expect(done).toMatchObject({ removed: 2, full: true });
    expect(done.patch.lastFullSyncAt).toEqual(NOW);
  });

  it('keeps where an incremental listing stopped, with what it read stored', async () => {
    const { reader } = readerOf(PAGES, 2);
    const { repo, upserted, states } = repoFake();
    await expect(syncObjects(context(reader, repo), 'ads', stateOf({}))).rejects.toThrow('500');
    expect(upserted).toEqual(['1', '2', '3']);
    expect(states).toEqual([{ cursor: 'live:c2' }]);
  });

  it('resumes from the stored cursor without moving the modify time past what it skipped', async () => {
    const { reader, calls } = readerOf([PAGES[2] as ObjectPage<'ads'>]);
    const { repo } = repoFake();
    const seen = new Date(NOW.getTime() - HOUR);
    const done = await syncObjects(context(reader, repo), 'ads', stateOf({ cursor: 'live:c2' }));
    expect(calls[0]?.cursor).toBe('live:c2');
    expect(done.patch).toEqual({ lastModifiedAt: seen, cursor: null });
  });

  it('starts a failed full listing again rather than resuming it', async () => {
    const { reader } = readerOf(PAGES, 2);
    const { repo, states, marked } = repoFake();
    const ctx = { ...context(reader, repo), full: true };
    await expect(syncObjects(ctx, 'ads', stateOf({}))).rejects.toThrow('500');
    expect(states).toEqual([]);
    expect(marked).toEqual([]);
  });

  it('lists everything when no modify time was ever seen', async () => {
    const { reader, calls } = readerOf([]);
    const { repo } = repoFake();
    const done = await syncObjects(context(reader, repo), 'ads', undefined);
    expect(calls[0]).toEqual({ modifiedSince: null, cursor: null });
    expect(done.full).toBe(true);
  });
});

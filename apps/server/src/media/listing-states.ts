import type { TokenSource } from './http/token-provider';
import type {
  MediaMirrorReader,
  MirrorReader,
  ObjectResource,
  ObjectRowsOf,
} from './media-mirror-types';
import type { AccountBudgetState, MirrorRowOf, ObjectState } from './medium-writes';
import { chunk } from './oauth-support';

// The state a write is checked against, read through the medium's own object listing (the sync's
// reader): the row the sync would store, so a confirmed write refreshes the whole mirror row
// (ARCHITECTURE §1 read-after-write) and the state is the same whichever medium answered it.

/** Ids per listing filter (Kuaishou unit_ids, Tencent IN filters: reference §2.6, §3.5). */
const IDS_PER_READ = 100;

type ObjectRow = ObjectRowsOf['campaigns' | 'ads' | 'creatives'];

const idOf = (resource: ObjectResource, row: ObjectRow): string =>
  resource === 'campaigns'
    ? (row as ObjectRowsOf['campaigns']).campaignId
    : resource === 'ads'
      ? (row as ObjectRowsOf['ads']).adId
      : (row as ObjectRowsOf['creatives']).creativeId;

/** A mirror row as the state of its object. */
export function stateOfRow(
  mirror: MirrorRowOf & { resource: 'campaigns' | 'ads' | 'creatives' },
): ObjectState {
  const row: Partial<ObjectRowsOf['ads']> & ObjectRow = mirror.row;
  return {
    id: idOf(mirror.resource, mirror.row),
    optStatus: row.optStatus ?? null,
    deleted: row.status === 'deleted',
    rawStatus: row.rawStatus ?? null,
    status: row.status ?? 'unknown',
    budgetMode: row.budgetMode ?? null,
    budgetFen: row.budget ?? null,
    cpaBidFen: row.cpaBid ?? row.bid ?? null,
    deepBidFen: row.deepBid ?? null,
    roiGoal: row.roiGoal ?? null,
    scheduleTime: row.scheduleTime ?? null,
    scheduleType: null,
    startDate: row.startDate ?? null,
    endDate: row.endDate ?? null,
    autoExtendTraffic: null,
    name: 'name' in row ? (row.name ?? null) : null,
    mirror,
  };
}

/** Object states through a mirror source's listing reads (a legacy family's too). */
export function objectStates(
  reader: MirrorReader,
  resourceOf: (level: string) => 'campaigns' | 'ads' | 'creatives',
) {
  return {
    readStates: async (
      level: string,
      token: TokenSource,
      advertiserId: string,
      ids: readonly string[],
    ): Promise<ObjectState[]> => {
      const resource = resourceOf(level);
      const out: ObjectState[] = [];
      for (const batch of chunk(ids, IDS_PER_READ)) {
        const pages = reader.listObjects(resource, token, advertiserId, {
          modifiedSince: null,
          ids: batch,
        });
        for await (const page of pages) {
          for (const row of page.rows) {
            out.push(stateOfRow({ resource, row } as MirrorRowOf & { resource: typeof resource }));
          }
        }
      }
      return out;
    },
  };
}

/** Object states and the account's day budget through a medium's listing reads. */
export function listingStates(
  reader: MediaMirrorReader,
  resourceOf: (level: string) => 'campaigns' | 'ads' | 'creatives',
) {
  return {
    ...objectStates(reader, resourceOf),

    readAccountBudget: async (
      token: TokenSource,
      advertiserId: string,
    ): Promise<AccountBudgetState | null> => {
      const figures = await reader.accountFigures(token, advertiserId);
      if (figures.budgetMode === null) return null;
      return {
        budgetMode: figures.budgetMode,
        budgetFen: figures.budgetMode === 'BUDGET_MODE_DAY' ? figures.budget : null,
      };
    },
  };
}

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Medium } from '../lib/media-mirror';
import type { MediaAdapter } from './media-adapter';
import { createMirrorReaders } from './media-adapters';
import type { MediaMirrorReader } from './media-mirror-types';
import {
  authorizeOnPage,
  createTestMedia,
  REDIRECT_URI,
  startSandbox,
  type RunningSandbox,
  type TestMedia,
} from './testing/sandbox-fixture';

// A medium adds status and type values without notice. An answer carrying a value the published
// sets do not list must pass through the adapters intact — the raw value kept in the mirror's
// raw status, the domain status `unknown` — instead of failing the read. The sandbox only answers
// published values, so the test's client rewrites one value of one answer on its way in.

type Json = Record<string, unknown>;

interface Rewrite {
  /** The end of the URL path whose answer is edited. */
  path: string;
  edit(data: Json): void;
}

let running: RunningSandbox;
let media: TestMedia;
let readers: Record<Medium, MediaMirrorReader>;
let rewrite: Rewrite | null = null;
const grants = {} as Record<Medium, { token: string; advertiserId: string }>;

const firstOf = (list: unknown): Json => {
  if (!Array.isArray(list) || list.length === 0) throw new Error('the answer lists nothing');
  return list[0] as Json;
};

const rewritingFetch: typeof fetch = async (input, init) => {
  const response = await fetch(input, init);
  const url = new URL(typeof input === 'string' ? input : input instanceof URL ? input : input.url);
  const active = rewrite;
  if (!active || !url.pathname.endsWith(active.path)) return response;
  const body = (await response.json()) as Json;
  if (body.code === 0) active.edit(body.data as Json);
  return new Response(JSON.stringify(body), { status: response.status, headers: response.headers });
};

/** Grants the medium on its authorize page and picks a reached account that has `has`. */
async function grant(
  adapter: MediaAdapter,
  has: (advertiserId: number) => boolean,
): Promise<{ token: string; advertiserId: string }> {
  const page = await authorizeOnPage(adapter, `unknown-enums-${adapter.medium}`);
  const tokens = await adapter.exchangeCode(page.code, REDIRECT_URI);
  const reached = await adapter.listAuthorizedAdvertisers(tokens.accessToken);
  const account = reached.find((a) => has(Number(a.id)));
  if (!account) throw new Error(`no ${adapter.medium} account with objects was reached`);
  return { token: tokens.accessToken, advertiserId: account.id };
}

async function adRows(medium: Medium) {
  const { token, advertiserId } = grants[medium];
  const rows = [];
  for await (const page of readers[medium].listObjects('ads', token, advertiserId, {
    modifiedSince: null,
  })) {
    rows.push(...page.rows);
  }
  return rows;
}

beforeAll(async () => {
  running = await startSandbox();
  media = createTestMedia(running, { fetch: rewritingFetch });
  readers = createMirrorReaders({ client: media.client });
  const state = running.sandbox.state;
  grants.bytedance = await grant(
    media.adapters.bytedance,
    (id) => state.oceanengine.promotions.listByAdvertiser(id).length > 0,
  );
  grants.kuaishou = await grant(
    media.adapters.kuaishou,
    (id) => state.kuaishou.units.listByAdvertiser(id).length > 0,
  );
  grants.tencent = await grant(
    media.adapters.tencent,
    (id) => state.tencent.adgroups.listByAdvertiser(id).length > 0,
  );
});

afterAll(async () => {
  await running.close();
});

describe('enum values outside the published sets', () => {
  const cases: {
    medium: Medium;
    path: string;
    list: string;
    id: string;
    edit(item: Json): void;
    raw: string;
  }[] = [
    {
      medium: 'bytedance',
      path: 'v3.0/promotion/list/',
      list: 'list',
      id: 'promotion_id',
      edit: (p) => Object.assign(p, { status: 'FUTURE_STATUS', status_first: 'PROMOTION_FUTURE' }),
      raw: 'FUTURE_STATUS',
    },
    {
      medium: 'kuaishou',
      path: 'gw/dsp/unit/list',
      list: 'details',
      id: 'unit_id',
      edit: (u) => Object.assign(u, { status: 99 }),
      raw: '99',
    },
    {
      medium: 'tencent',
      path: 'adgroups/get',
      list: 'list',
      id: 'adgroup_id',
      edit: (a) => Object.assign(a, { system_status: 'ADGROUP_STATUS_FROM_THE_FUTURE' }),
      raw: 'ADGROUP_STATUS_FROM_THE_FUTURE',
    },
  ];

  it.each(cases)(
    'keeps $medium $path $raw as the raw status and maps it to unknown',
    async ({ medium, path, list, id, edit, raw }) => {
      let changed: string | null = null;
      rewrite = {
        path,
        edit: (data) => {
          if (changed !== null) return;
          const item = firstOf(data[list]);
          edit(item);
          changed = String(item[id]);
        },
      };
      try {
        const rows = await adRows(medium);
        const row = rows.find((r) => r.adId === changed);
        expect(row).toMatchObject({ rawStatus: raw, status: 'unknown' });
        // The other objects of the same answers read as before.
        expect(rows.filter((r) => r.adId !== changed).every((r) => r.status !== 'unknown')).toBe(
          true,
        );
      } finally {
        rewrite = null;
      }
    },
  );

  it('reads Tencent funds whose fund type and status are not published', async () => {
    const { token, advertiserId } = grants.tencent;
    rewrite = {
      path: 'funds/get',
      edit: (data) =>
        Object.assign(firstOf(data.list), {
          fund_type: 'FUND_TYPE_FROM_THE_FUTURE',
          fund_status: 'FUND_STATUS_FROM_THE_FUTURE',
        }),
    };
    try {
      const [funds] = await media.adapters.tencent.getAccountFunds(token, [advertiserId]);
      const balance = running.sandbox.state.tencent.advertisers.get(Number(advertiserId)).balance;
      expect(funds).toEqual({ advertiserId, balanceFen: balance });
    } finally {
      rewrite = null;
    }
  });

  it('reads an Ocean Engine account whose role and status are not published', async () => {
    const { token, advertiserId } = grants.bytedance;
    rewrite = {
      path: '2/advertiser/info/',
      edit: (data) => {
        if (!Array.isArray(data)) return;
        for (const account of data as Json[]) {
          Object.assign(account, {
            role: 'ROLE_FROM_THE_FUTURE',
            status: 'STATUS_FROM_THE_FUTURE',
          });
        }
      },
    };
    try {
      const figures = await readers.bytedance.accountFigures(token, advertiserId);
      expect(figures.rawStatus).toBe('STATUS_FROM_THE_FUTURE');
      const accounts = await media.adapters.bytedance.listAuthorizedAdvertisers(token);
      expect(accounts.map((a) => a.id)).toContain(advertiserId);
    } finally {
      rewrite = null;
    }
  });
});

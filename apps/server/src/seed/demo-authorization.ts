import { eq } from 'drizzle-orm';
import type { Db } from '../db/client';
import { games, users } from '../db/schema';
import { MIRROR_MEDIA, type Medium } from '../lib/media-mirror';
import type { Services } from '../services';

/** Plain advertisers the demo authorizes per medium; the rest stay for operators to authorize. */
const DEMO_ACCOUNTS_PER_MEDIUM = 6;

interface SandboxLogin {
  username: string;
  password: string;
}

const form = (fields: Iterable<[string, string]>): RequestInit => ({
  method: 'POST',
  headers: { 'content-type': 'application/x-www-form-urlencoded' },
  body: new URLSearchParams([...fields]).toString(),
  redirect: 'manual',
});

/**
 * The embedded demo's first start: the demo administrator authorizes a few sandbox advertisers on
 * each medium through the same round trip an operator makes (`/auth/transfer`, the authorize page
 * served on our origin, the callback's state and code), and the accounts are assigned to the demo games so the
 * operators assigned to those games see them.
 */
export async function authorizeDemoAccounts(opts: {
  db: Db;
  services: Services;
  origin: string;
  sandboxUser: SandboxLogin;
  adminUsername: string;
}): Promise<Record<Medium, number>> {
  const { db, services, origin } = opts;
  const [admin] = await db
    .select({ id: users.id })
    .from(users)
    .where(eq(users.username, opts.adminUsername));
  if (!admin) throw new Error(`demo administrator ${opts.adminUsername} not found`);
  const gameIds = (await db.select({ id: games.id }).from(games).orderBy(games.id)).map(
    (g) => g.id,
  );
  const counts = { bytedance: 0, kuaishou: 0, tencent: 0 } satisfies Record<Medium, number>;
  for (const medium of MIRROR_MEDIA) {
    if (!services.isMediumConfigured(medium)) continue;
    const { url } = await services.mediaAuth.transfer(admin.id, medium, origin);
    // The medium redirects the browser to our callback; the demo hands its parameters straight
    // to the service that endpoint calls (network rules may keep the server from reaching itself).
    const callback = new URL(await grantOnPage(url, opts.sandboxUser));
    const query = callback.searchParams;
    await services.mediaAuth.callback({
      state: query.get('state') ?? undefined,
      code:
        query.get('auth_code') ?? query.get('authorization_code') ?? query.get('code') ?? undefined,
    });
    const { list } = await services.mediaAccounts.listAdvertisers(
      { userId: admin.id, roles: ['admin'] },
      { medium, page: 1, perPage: 500 },
    );
    counts[medium] = list.length;
    // Alternate the accounts between the demo games.
    for (const [index, account] of list.entries()) {
      const gameId = gameIds[index % Math.max(gameIds.length, 1)];
      if (gameId !== undefined) {
        await services.mediaAccounts.assignGame(
          { userId: admin.id, roles: ['admin'] },
          [account.id],
          gameId,
        );
      }
    }
  }
  return counts;
}

/** Signs in on the authorize page and ticks the first plain advertisers; answers the callback URL. */
async function grantOnPage(pageUrl: string, login: SandboxLogin): Promise<string> {
  const signedIn = await fetch(
    pageUrl,
    form([
      ...new URL(pageUrl).searchParams,
      ['step', 'login'],
      ['username', login.username],
      ['password', login.password],
    ]),
  );
  const html = await signedIn.text();
  const ticket = /name="ticket" value="([^"]+)"/.exec(html)?.[1];
  if (!ticket) throw new Error('the authorize page offered no accounts');
  const plain = [
    ...html.matchAll(/name="advertiser_id" value="(\d+)"[\s\S]*?<span class="tag( plain)?">/g),
  ]
    .filter((m) => m[2] !== undefined)
    .map((m) => m[1] ?? '')
    .slice(0, DEMO_ACCOUNTS_PER_MEDIUM);
  const granted = await fetch(
    pageUrl,
    form([
      ['step', 'grant'],
      ['ticket', ticket],
      ...plain.map((id): [string, string] => ['advertiser_id', id]),
    ]),
  );
  const location = granted.headers.get('location');
  if (granted.status !== 302 || !location) throw new Error(`the grant answered ${granted.status}`);
  return location;
}

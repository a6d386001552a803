import { randomUUID } from 'node:crypto';
import {
  type CreationCounts,
  type CreationItemRow,
  type CreationRead,
  type CreationSubmitAnswer,
  type Paged,
} from '@toufang/contracts';
import { oceanengine } from '@toufang/media-wire';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { draftFor, namedAs, startCreationWorld, type CreationWorld } from './creation-test-world';

// Ocean Engine v3's per-account picks through HTTP against the media sandbox
// (docs/architecture/creation.md "Per-account picks"): what the wizard would choose from each
// account's reads (its online 橙子建站 site, 小游戏 / 小程序, 抖音号, approved 推广卡片, 原生锚点 and
// 试玩素材) reaches the
// projects and promotions created on the medium; a missing pick is refused before anything is
// sent; another account's object is the medium's refusal of that row, creating nothing.

let w: CreationWorld;

beforeAll(async () => {
  w = await startCreationWorld();
}, 300_000);
afterAll(() => w.close());

async function first<T>(name: CreationRead, query: Record<string, string>): Promise<T> {
  const answer = await w.read<Paged<T>>(name, query);
  expect(answer.code, JSON.stringify(answer)).toBe(0);
  const item = answer.data.list[0];
  if (!item) throw new Error(`no ${name} for ${JSON.stringify(query)}`);
  return item;
}

interface Site {
  site_id: string;
  name: string;
}
interface Aweme {
  aweme_id: string;
  aweme_name: string;
}
interface Component {
  component_id: string;
  component_name: string;
}

/** The first online site, 抖音号 and approved 推广卡片 of an account, as the wizard picks them. */
async function picksOf(account: string) {
  const site = await first<Site>('siteList', { advertiser_id: account, status: 'SITE_ONLINE' });
  const aweme = await first<Aweme>('awemeAccounts', { advertiser_id: account });
  const component = await first<Component>('componentList', { advertiser_id: account });
  return {
    site_id: site.site_id,
    site_name: site.name,
    aweme_id: aweme.aweme_id,
    aweme_name: aweme.aweme_name,
    component_id: component.component_id,
    component_name: component.component_name,
  };
}

const state = () => w.running.sandbox.state.oceanengine;
const fileIds = () => w.videos.map((v) => v.fid).slice(0, 1);

async function submitAndRun(draft: unknown) {
  const answer = await w.call<CreationSubmitAnswer>('bytedance', 'submit', {
    config_id: randomUUID(),
    preview_data: draft,
  });
  expect(answer.code, JSON.stringify(answer)).toBe(0);
  await w.runner.drain();
  const items = await w.call<Paged<CreationItemRow>>('bytedance', 'taskList', {
    task_id: String(answer.data.task_id),
    per_page: '100',
  });
  return items.data.list;
}

/** The prefix's names, with the project's settings and the source LINK and MICRO_GAME need. */
function named(prefix: string, project: Record<string, unknown>) {
  const names = namedAs('bytedance', prefix) as {
    project: Record<string, unknown>;
    promotion: Record<string, unknown>;
  };
  return {
    project: { ...names.project, ...project },
    promotion: { ...names.promotion, source: '测试来源' },
  };
}

const linkDraft = (accounts: string[], prefix: string, account_picks: unknown) =>
  draftFor('bytedance', accounts, fileIds(), {
    ...named(prefix, { landing_type: 'LINK' }),
    account_picks,
  });

describe('Ocean Engine v3 picks: creation with each account’s picks', { timeout: 240_000 }, () => {
  it('refuses a LINK draft where an account has no landing page, naming it', async () => {
    const accounts = w.accounts.bytedance.slice(0, 2);
    const mine = await picksOf(accounts[0] ?? '');
    const draft = linkDraft(accounts, '巨量缺落地页', { [accounts[0] ?? '']: mine });
    const counts = await w.call<CreationCounts>('bytedance', 'count', { preview_data: draft });
    expect(counts.data.errors).toEqual([`以下账户未选择落地页：${accounts[1]}`]);
    const refused = await w.call('bytedance', 'submit', {
      config_id: randomUUID(),
      preview_data: draft,
    });
    expect(refused.code).not.toBe(0);
  });

  it('sends every account’s site, 抖音号 and 推广卡片 on its promotions', async () => {
    const accounts = w.accounts.bytedance.slice(0, 2);
    const picks = await Promise.all(accounts.map((a) => picksOf(a)));
    const prefix = '巨量选取';
    const list = await submitAndRun(
      linkDraft(accounts, prefix, Object.fromEntries(accounts.map((a, i) => [a, picks[i]]))),
    );
    expect(
      list.map((i) => i.status),
      JSON.stringify(list),
    ).toEqual(['succeeded', 'succeeded']);
    for (const [i, account] of accounts.entries()) {
      const pick = picks[i];
      if (!pick) throw new Error('no picks');
      const promotion = state()
        .promotions.listByAdvertiser(Number(account))
        .find((p) => p.wire.promotion_name.startsWith(`${prefix}_`));
      expect(promotion?.wire.promotion_materials).toMatchObject({
        external_url_material_list: [oceanengine.orangeSiteUrl(pick.site_id)],
        component_material_list: [{ component_id: BigInt(pick.component_id) }],
      });
      expect(promotion?.wire.native_setting).toEqual({ aweme_id: pick.aweme_id });
    }
  });

  it('promotes each account’s own 小游戏 or 小程序 on a MICRO_GAME project', async () => {
    // The sandbox's catalogue gives an account none to five of each: use the kind it has.
    const account = w.accounts.bytedance[0] ?? '';
    const query = { advertiser_id: account };
    const game = await first<{ instance_id: string; name: string }>('gameList', query).catch(
      () => null,
    );
    const asset = game ?? (await first<{ instance_id: string; name: string }>('appletList', query));
    const type = game ? 'BYTE_GAME' : 'BYTE_APP';
    const prefix = '巨量小游戏';
    const list = await submitAndRun(
      draftFor('bytedance', [account], fileIds(), {
        ...named(prefix, { landing_type: 'MICRO_GAME', micro_promotion_type: type }),
        account_picks: {
          [account]: {
            micro_app_instance_id: asset.instance_id,
            micro_app_type: type,
            micro_app_name: asset.name,
          },
        },
      }),
    );
    expect(
      list.map((i) => i.status),
      JSON.stringify(list),
    ).toEqual(['succeeded']);
    const project = state()
      .projects.listByAdvertiser(Number(account))
      .find((p) => p.wire.name === `${prefix}_组1`);
    expect(project?.wire).toMatchObject({
      landing_type: 'MICRO_GAME',
      micro_promotion_type: type,
      micro_app_instance_id: Number(asset.instance_id),
    });
  });

  it('fails the row with the medium’s reason when a site is another account’s', async () => {
    const [mine, theirs] = w.accounts.bytedance;
    const other = await picksOf(theirs ?? '');
    const prefix = '巨量他人落地页';
    const list = await submitAndRun(
      linkDraft([mine ?? ''], prefix, {
        [mine ?? '']: { site_id: other.site_id, site_name: other.site_name },
      }),
    );
    expect(list[0]?.status).toBe('failed');
    expect(list[0]?.error_message).toContain(`落地页 ${other.site_id} 不存在或不属于该广告主`);
    const created = state()
      .promotions.listByAdvertiser(Number(mine))
      .filter((p) => p.wire.promotion_name.startsWith(`${prefix}_`));
    expect(created).toEqual([]);
  });

  it('links each account’s approved 原生锚点 and refuses another account’s', async () => {
    interface Anchor {
      anchor_id: string;
      anchor_name: string;
      anchor_type: string;
    }
    // The sandbox's anchors have mixed statuses: use accounts that have an approved one.
    const approved = async (account: string) =>
      first<Anchor>('anchorList', { advertiser_id: account, status: 'AUDIT_SUCCESS' }).catch(
        () => null,
      );
    const found: [string, Anchor][] = [];
    for (const account of w.accounts.bytedance) {
      const anchor = await approved(account);
      if (anchor) found.push([account, anchor]);
      if (found.length === 2) break;
    }
    const [[mine, anchor] = ['', null], [, theirs] = ['', null]] = found;
    if (!anchor || !theirs) throw new Error('no two accounts with an approved anchor');
    const pickOf = (a: Anchor) => ({
      anchor_id: a.anchor_id,
      anchor_type: a.anchor_type,
      anchor_name: a.anchor_name,
    });
    const site = await picksOf(mine);
    const base = { site_id: site.site_id, site_name: site.site_name };

    const linked = await submitAndRun(
      linkDraft([mine], '巨量锚点', { [mine]: { ...base, ...pickOf(anchor) } }),
    );
    expect(
      linked.map((i) => i.status),
      JSON.stringify(linked),
    ).toEqual(['succeeded']);
    const promotion = state()
      .promotions.listByAdvertiser(Number(mine))
      .find((p) => p.wire.promotion_name.startsWith('巨量锚点_'));
    expect(promotion?.wire.promotion_materials.anchor_material_list).toEqual([
      { anchor_id: anchor.anchor_id, anchor_type: anchor.anchor_type },
    ]);

    const refused = await submitAndRun(
      linkDraft([mine], '巨量他人锚点', { [mine]: { ...base, ...pickOf(theirs) } }),
    );
    expect(refused[0]?.status).toBe('failed');
    expect(refused[0]?.error_message).toContain(`锚点 ${theirs.anchor_id} 不存在或不属于该广告主`);
    const created = state()
      .promotions.listByAdvertiser(Number(mine))
      .filter((p) => p.wire.promotion_name.startsWith('巨量他人锚点_'));
    expect(created).toEqual([]);
  });

  it('sends each account’s approved 试玩素材 and refuses another account’s', async () => {
    interface Playable {
      playable_id: string;
      playable_name: string;
      playable_url: string;
    }
    const [mine = '', other = ''] = w.accounts.bytedance;
    const approved = (account: string) =>
      first<Playable>('playableList', { advertiser_id: account, status: 'AUDIT_SUCCESS' });
    const [playable, theirs] = await Promise.all([approved(mine), approved(other)]);
    const site = await picksOf(mine);
    const pickOf = (p: Playable) => ({
      site_id: site.site_id,
      site_name: site.site_name,
      playable_id: p.playable_id,
      playable_url: p.playable_url,
      playable_name: p.playable_name,
    });

    const sent = await submitAndRun(linkDraft([mine], '巨量试玩', { [mine]: pickOf(playable) }));
    expect(
      sent.map((i) => i.status),
      JSON.stringify(sent),
    ).toEqual(['succeeded']);
    const promotion = state()
      .promotions.listByAdvertiser(Number(mine))
      .find((p) => p.wire.promotion_name.startsWith('巨量试玩_'));
    expect(promotion?.wire.promotion_materials.trial_play_material_list).toEqual([
      { app_play_uri: playable.playable_url },
    ]);

    const refused = await submitAndRun(
      linkDraft([mine], '巨量他人试玩', { [mine]: pickOf(theirs) }),
    );
    expect(refused[0]?.status).toBe('failed');
    expect(refused[0]?.error_message).toContain(
      `试玩素材 ${theirs.playable_url} 不存在或不属于该广告主`,
    );
    const created = state()
      .promotions.listByAdvertiser(Number(mine))
      .filter((p) => p.wire.promotion_name.startsWith('巨量他人试玩_'));
    expect(created).toEqual([]);
  });
});

import type { ChangeRow, EditObjectAnswer, EditSaveAnswer, Paged } from '@toufang/contracts';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { creatives, materialPushes } from '../../db/schema';
import type { LegacySource, Medium } from '../../lib/media-mirror';
import { startCreationWorld, type CreationWorld } from '../creation/creation-test-world';

// A creative's materials and titles changed from its edit page (docs/architecture/creation.md
// "Edit pages") through HTTP on PGlite against the media sandbox, on each medium: the object's
// files and titles loaded from the medium, a library file pushed to the account first, the
// update call's result on the sandbox, the change history, and bad input refused in Chinese with
// nothing changed — by our checks, and by the sandbox's own where only the medium can tell.

let w: CreationWorld;

async function mirror(medium: Medium, advertiserId: string, source?: LegacySource) {
  await w.t.services.mediaSync.readBack({ medium, advertiserId, ...(source ? { source } : {}) }, [
    { resource: 'campaigns' },
    { resource: 'ads' },
    { resource: 'creatives' },
  ]);
}

beforeAll(async () => {
  w = await startCreationWorld();
  await mirror('bytedance', w.accounts.bytedance[0] ?? '');
  await mirror('kuaishou', w.accounts.kuaishou[0] ?? '');
  await mirror('tencent', w.accounts.tencent[0] ?? '');
  await mirror('bytedance', w.accounts.bytedance[0] ?? '', 'bytedance_v2');
}, 180_000);
afterAll(() => w.close());

const sandbox = () => w.running.sandbox.state;
const load = (path: string) =>
  w.t.call<EditObjectAnswer>({ method: 'GET', url: `/api/edit/${path}`, token: w.rootToken });
const save = (path: string, values: Record<string, unknown>) =>
  w.t.call<EditSaveAnswer>({
    method: 'POST',
    url: `/api/edit/${path}`,
    payload: { values },
    token: w.rootToken,
  });
const history = async (type: string, id: string) =>
  (
    await w.t.call<Paged<ChangeRow>>({
      method: 'GET',
      url: `/api/changes?object_type=${type}&object_id=${id}`,
      token: w.rootToken,
    })
  ).data.list.map((c) => [c.action, c.outcome]);

/** The first library video, as an edit value to push. */
const libraryVideo = () => {
  const video = w.videos[0];
  if (!video) throw new Error('no library video');
  return {
    kind: 'video',
    media_file_id: null,
    file_id: video.fid,
    name: video.name,
    thumb_url: null,
  };
};

const pushedTo = async (medium: string, advertiserId: string) =>
  (
    await w.t.database.db
      .select({ mediaFileId: materialPushes.mediaFileId })
      .from(materialPushes)
      .where(
        and(
          eq(materialPushes.fileId, w.videos[0]?.fid ?? 0),
          eq(materialPushes.medium, medium),
          eq(materialPushes.advertiserId, advertiserId),
          eq(materialPushes.status, 'succeeded'),
        ),
      )
  )[0]?.mediaFileId;

describe('Ocean Engine v3 promotion', () => {
  const promotions = () =>
    sandbox()
      .oceanengine.promotions.listByAdvertiser(Number(w.accounts.bytedance[0]))
      .filter(
        (p) =>
          p.sim?.deletedAt === undefined &&
          (p.wire.promotion_materials.video_material_list ?? []).length > 0,
      );

  it('replaces its videos and titles through promotion/update, the library file pushed first', async () => {
    const p = promotions()[0];
    if (!p) throw new Error('no promotion');
    const id = String(p.id);
    const loaded = await load(`editTtV3/promotion/${id}`);
    expect(loaded.code).toBe(0);
    expect(loaded.data.fields).toEqual(['name', 'budget', 'cpaBid', 'materials', 'titles']);
    expect(loaded.data.creative_rule).toMatchObject({ materials_max: 10, titles_max: 10 });
    const kept = loaded.data.values.materials?.[0];
    expect(kept?.media_file_id).toBe(p.wire.promotion_materials.video_material_list?.[0]?.video_id);
    expect(loaded.data.values.titles).toEqual(
      (p.wire.promotion_materials.title_material_list ?? []).map((t) => t.title),
    );

    const titles = ['春节活动新版标题', '全新玩法等你来体验'];
    const saved = await save(`editTtV3/promotion/${id}`, {
      materials: [kept, libraryVideo()],
      titles,
    });
    expect(saved.code).toBe(0);
    expect(saved.data.errors).toEqual([]);
    expect(saved.data.updated).toEqual(['materials', 'titles']);

    const pushed = await pushedTo('bytedance', String(p.advertiserId));
    expect(pushed).toBeDefined();
    const wire = sandbox().oceanengine.promotions.get(p.id).wire.promotion_materials;
    expect((wire.video_material_list ?? []).map((v) => v.video_id)).toEqual([
      kept?.media_file_id,
      pushed,
    ]);
    expect(wire.image_material_list ?? []).toEqual([]);
    expect((wire.title_material_list ?? []).map((t) => t.title)).toEqual(titles);
    // The page shows the pushed file by its library name.
    expect(saved.data.object.values.materials?.[1]).toMatchObject({
      media_file_id: pushed,
      file_id: w.videos[0]?.fid,
      name: w.videos[0]?.name,
    });
    expect(await history('promotion', id)).toEqual(
      expect.arrayContaining([
        ['update_materials', 'succeeded'],
        ['update_titles', 'succeeded'],
      ]),
    );
  });

  it('refuses a short title and no file in Chinese and changes nothing', async () => {
    const p = promotions()[1];
    if (!p) throw new Error('no promotion');
    const id = String(p.id);
    const before = structuredClone(sandbox().oceanengine.promotions.get(p.id).wire);
    const refused = await save(`editTtV3/promotion/${id}`, { materials: [], titles: ['四个字呢'] });
    expect(refused.code).toBe(10001);
    expect(refused.message).toEqual([
      '素材：请至少选择 1 个素材',
      expect.stringContaining('标题：标题「四个字呢」'),
    ]);
    expect(sandbox().oceanengine.promotions.get(p.id).wire).toEqual(before);
    expect(await history('promotion', id)).toEqual([]);
  });

  it('answers the medium’s own refusal of a file the account does not have', async () => {
    const p = promotions()[2];
    if (!p) throw new Error('no promotion');
    const id = String(p.id);
    const before = structuredClone(sandbox().oceanengine.promotions.get(p.id).wire);
    const saved = await save(`editTtV3/promotion/${id}`, {
      materials: [
        {
          kind: 'video',
          media_file_id: 'v0200fg10000nothere',
          file_id: null,
          name: '别人的视频',
          thumb_url: null,
        },
      ],
    });
    expect(saved.code).toBe(0);
    expect(saved.data.updated).toEqual([]);
    expect(saved.data.errors).toEqual([
      { field: 'materials', message: expect.stringContaining('视频 v0200fg10000nothere 不存在') },
    ]);
    expect(sandbox().oceanengine.promotions.get(p.id).wire).toEqual(before);
  });
});

describe('Kuaishou custom creative', () => {
  const liveCreatives = () => {
    const ks = sandbox().kuaishou;
    return ks.creatives
      .listByAdvertiser(Number(w.accounts.kuaishou[0]))
      .filter(
        (c) =>
          c.sim?.deletedAt === undefined &&
          ks.units.find(c.parentId ?? 0)?.wire.unit_type !== 7 &&
          [1, 2].includes(c.wire.creative_material_type),
      );
  };

  it('changes its video and description through gw/dsp/creative/update', async () => {
    const c = liveCreatives()[0];
    if (!c) throw new Error('no creative');
    const id = String(c.id);
    const loaded = await load(`editKs/creative/${id}`);
    expect(loaded.code).toBe(0);
    expect(loaded.data).toMatchObject({ label: '创意', fields: ['materials', 'titles'] });
    expect(loaded.data.values.materials).toEqual([
      expect.objectContaining({ kind: 'video', media_file_id: c.wire.photo_id }),
    ]);

    const saved = await save(`editKs/creative/${id}`, {
      materials: [libraryVideo()],
      titles: ['新年好礼等你拿'],
    });
    expect(saved.code).toBe(0);
    expect(saved.data.errors).toEqual([]);
    const pushed = await pushedTo('kuaishou', String(c.advertiserId));
    const wire = sandbox().kuaishou.creatives.get(c.id).wire;
    expect(wire.photo_id).toBe(pushed);
    expect(wire.display_info?.description).toBe('新年好礼等你拿');
    expect(await history('creative', id)).toEqual(
      expect.arrayContaining([
        ['update_materials', 'succeeded'],
        ['update_titles', 'succeeded'],
      ]),
    );
  });

  it('refuses two files and a description over 30 characters and changes nothing', async () => {
    const c = liveCreatives()[1];
    if (!c) throw new Error('no creative');
    const before = structuredClone(sandbox().kuaishou.creatives.get(c.id).wire);
    const loaded = await load(`editKs/creative/${c.id}`);
    const refused = await save(`editKs/creative/${c.id}`, {
      materials: [...(loaded.data.values.materials ?? []), libraryVideo()],
      titles: ['字'.repeat(31)],
    });
    expect(refused.code).toBe(10001);
    expect(refused.message).toEqual([
      '素材：创意最多 1 个素材（当前 2）',
      expect.stringContaining('标题：标题「'),
    ]);
    expect(sandbox().kuaishou.creatives.get(c.id).wire).toEqual(before);
    expect(await history('creative', String(c.id))).toEqual([]);
  });
});

describe('Tencent v3 dynamic creative', () => {
  const liveCreatives = () =>
    sandbox()
      .tencent.dynamicCreatives.listByAdvertiser(Number(w.accounts.tencent[0]))
      .filter((c) => !c.sim?.deletedAt && (c.wire.creative_components.title ?? []).length > 0);

  it('changes its components through dynamic_creatives/update', async () => {
    const c = liveCreatives()[0];
    if (!c) throw new Error('no dynamic creative');
    const id = String(c.id);
    const loaded = await load(`editQqV3/dynamic_creative/${id}`);
    expect(loaded.code).toBe(0);
    expect(loaded.data.fields).toEqual(['materials', 'titles']);
    const titles = ['周末狂欢限时开启', '新服今日开启'];
    const saved = await save(`editQqV3/dynamic_creative/${id}`, {
      materials: [libraryVideo()],
      titles,
    });
    expect(saved.code).toBe(0);
    expect(saved.data.errors).toEqual([]);
    const pushed = await pushedTo('tencent', String(c.advertiserId));
    const components = sandbox().tencent.dynamicCreatives.get(c.id).wire.creative_components;
    expect((components.video ?? []).map((v) => String(v.value.video_id))).toEqual([pushed]);
    expect(components.image ?? []).toEqual([]);
    expect((components.title ?? []).map((t) => t.value.content)).toEqual(titles);
    expect(saved.data.object.values.titles).toEqual(titles);
    expect(await history('dynamic_creative', id)).toEqual(
      expect.arrayContaining([
        ['update_materials', 'succeeded'],
        ['update_titles', 'succeeded'],
      ]),
    );
  });

  it('refuses eleven titles in Chinese and changes nothing', async () => {
    const c = liveCreatives()[1];
    if (!c) throw new Error('no dynamic creative');
    const before = structuredClone(sandbox().tencent.dynamicCreatives.get(c.id).wire);
    const refused = await save(`editQqV3/dynamic_creative/${c.id}`, {
      titles: Array.from({ length: 11 }, (_, i) => `新标题${i}`),
    });
    expect(refused.code).toBe(10001);
    expect(refused.message).toEqual(['标题：创意最多 10 个标题（当前 11）']);
    expect(sandbox().tencent.dynamicCreatives.get(c.id).wire).toEqual(before);
  });
});

describe('Ocean Engine v2 custom creative', () => {
  const mirrored = async () =>
    w.t.database.db
      .select({ id: creatives.creativeId, name: creatives.name, status: creatives.status })
      .from(creatives)
      .where(
        and(
          eq(creatives.medium, 'bytedance_v2'),
          eq(creatives.advertiserId, w.accounts.bytedance[0] ?? ''),
        ),
      );

  it('changes its title through custom_creative/update', async () => {
    const [row] = (await mirrored()).filter((r) => r.status !== 'deleted');
    if (!row) throw new Error('no v2 creative');
    const loaded = await load(`editTt/creative/${row.id}`);
    expect(loaded.code).toBe(0);
    expect(loaded.data).toMatchObject({ fields: ['titles'], creative_list_elsewhere: false });
    expect(loaded.data.values.titles).toEqual([row.name]);
    const saved = await save(`editTt/creative/${row.id}`, { titles: ['端午安康限时礼包'] });
    expect(saved.code).toBe(0);
    expect(saved.data.errors).toEqual([]);
    expect(saved.data.object.values.titles).toEqual(['端午安康限时礼包']);
    const [after] = (await mirrored()).filter((r) => r.id === row.id);
    expect(after?.name).toBe('端午安康限时礼包');
    expect(await history('creative', row.id)).toEqual([['update_titles', 'succeeded']]);
  });

  it('refuses a second title: a custom creative shows one', async () => {
    const [, row] = (await mirrored()).filter((r) => r.status !== 'deleted');
    if (!row) throw new Error('no second v2 creative');
    const refused = await save(`editTt/creative/${row.id}`, {
      titles: ['第一个新标题呀', '第二个新标题呀'],
    });
    expect(refused.code).toBe(10001);
    expect(refused.message).toEqual(['标题：创意最多 1 个标题（当前 2）']);
    expect(await history('creative', row.id)).toEqual([]);
  });
});

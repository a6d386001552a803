import { randomUUID } from 'node:crypto';
import type {
  CreationMedium,
  CreationPreviewAnswer,
  CreationRetryAnswer,
  CreationSubmitAnswer,
  MaterialFile,
  Paged,
  TaskItemRow,
} from '@toufang/contracts';
import { samplePng } from '@toufang/media-sandbox';
import { and, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { creatives, materialFiles } from '../../db/schema';
import {
  draftFor,
  namedAs,
  ROW_CREATE_ENDPOINTS,
  startCreationWorld,
  type CreationWorld,
} from './creation-test-world';

// A 图文 in the wizards, against the media sandbox: its images are pushed to the account and the
// created objects name the images' media ids in the 图文's order — Kuaishou's 组图 creative
// (creative_material_type 10), Ocean Engine's 图集 (a carousel of the promotion) and Tencent's
// image_list (v3 component, v1.3 adcreative element).

let w: CreationWorld;

async function upload(name: string, data: Buffer): Promise<MaterialFile> {
  const form = new FormData();
  form.append('is_public', '1');
  form.append('file', new Blob([data]), name);
  const request = new Request('http://platform.test/', { method: 'POST', body: form });
  const answer = await w.t.call<MaterialFile>({
    method: 'POST',
    url: '/api/material/file/upload',
    headers: { 'content-type': request.headers.get('content-type') ?? '' },
    payload: Buffer.from(await request.arrayBuffer()),
    token: w.rootToken,
  });
  if (answer.code !== 0) throw new Error(`upload ${name}: ${JSON.stringify(answer)}`);
  return answer.data;
}

/** An approved 图文 of new approved 1080×1920 images (made in the order given). */
async function imageText(
  name: string,
  text: string,
  count: number,
): Promise<{ made: MaterialFile; images: MaterialFile[] }> {
  const images: MaterialFile[] = [];
  for (let k = 0; k < count; k += 1) {
    images.push(await upload(`${name}${k + 1}.png`, samplePng(1080, 1920, seed++)));
  }
  const made = await w.t.call<MaterialFile>({
    method: 'POST',
    url: '/api/material/file/imagetext',
    token: w.rootToken,
    payload: { name, text, image_ids: images.map((i) => i.fid), is_public: 1 },
  });
  if (made.code !== 0) throw new Error(`imagetext ${name}: ${JSON.stringify(made)}`);
  await w.t.database.db
    .update(materialFiles)
    .set({ reviewStatus: 'approved' })
    .where(inArray(materialFiles.id, [made.data.fid, ...images.map((i) => i.fid)]));
  return { made: made.data, images };
}
let seed = 50;

/** The media ids the files were pushed under to the account, in the files' order. */
async function mediaIdsOf(imageTextId: number, files: MaterialFile[], account: string) {
  const log = await w.t.call<{
    list: { file_id: number; advertiser_id: string; media_file_id: string | null }[];
  }>({
    method: 'GET',
    url: `/api/material/file/pushlog?file_id=${imageTextId}`,
    token: w.rootToken,
  });
  return files.map(
    (f) =>
      log.data.list.find((r) => r.file_id === f.fid && r.advertiser_id === account)?.media_file_id,
  );
}

/** The task's items. */
async function itemsOf(taskId: number): Promise<TaskItemRow[]> {
  const items = await w.t.call<Paged<TaskItemRow>>({
    method: 'GET',
    url: `/api/tasks/${taskId}/items?per_page=10`,
    token: w.rootToken,
  });
  return items.data.list;
}

/** Submits the draft and waits for its one item to succeed. */
async function submitted(medium: CreationMedium, draft: unknown): Promise<void> {
  const answer = await w.call<CreationSubmitAnswer>(medium, 'submit', {
    config_id: randomUUID(),
    preview_data: draft,
  });
  expect(answer.code, JSON.stringify(answer)).toBe(0);
  await w.runner.drain();
  const items = await w.t.call<Paged<TaskItemRow>>({
    method: 'GET',
    url: `/api/tasks/${answer.data.task_id}/items?per_page=10`,
    token: w.rootToken,
  });
  expect(
    items.data.list.map((i) => i.status),
    JSON.stringify(items.data.list),
  ).toEqual(['succeeded']);
}

beforeAll(async () => {
  w = await startCreationWorld();
}, 120_000);
afterAll(() => w.close());

/** The components of the account's Tencent creative whose name starts with `prefix`. */
function tencentComponentsOf(
  account: string,
  prefix: string,
): Record<string, { value: Record<string, unknown> }[]> {
  const creative = w.running.sandbox.state.tencent.dynamicCreatives
    .listByAdvertiser(Number(account))
    .find((c) => c.wire.dynamic_creative_name.startsWith(prefix));
  return creative?.wire.creative_components as Record<string, { value: Record<string, unknown> }[]>;
}

describe('a 图文 in the Kuaishou wizard', () => {
  it('pushes its images and creates one 组图 creative of them with its text', async () => {
    const images = [
      await upload('组图甲.png', samplePng(1080, 1920, 41)),
      await upload('组图乙.png', samplePng(1080, 1920, 42)),
    ];
    const made = await w.t.call<MaterialFile>({
      method: 'POST',
      url: '/api/material/file/imagetext',
      token: w.rootToken,
      payload: {
        name: '快手组图',
        text: '新春礼包限时领取',
        image_ids: [images[1]!.fid, images[0]!.fid],
        is_public: 1,
      },
    });
    expect(made.code, JSON.stringify(made)).toBe(0);
    await w.t.database.db
      .update(materialFiles)
      .set({ reviewStatus: 'approved' })
      .where(inArray(materialFiles.id, [made.data.fid, ...images.map((i) => i.fid)]));

    const account = w.accounts.kuaishou[0] ?? '';
    const draft = draftFor('kuaishou', [account], [made.data.fid], namedAs('kuaishou', '组图'));
    const answer = await w.call<CreationSubmitAnswer>('kuaishou', 'submit', {
      config_id: randomUUID(),
      preview_data: draft,
    });
    expect(answer.code, JSON.stringify(answer)).toBe(0);
    await w.runner.drain();
    const items = await w.t.call<Paged<TaskItemRow>>({
      method: 'GET',
      url: `/api/tasks/${answer.data.task_id}/items?per_page=10`,
      token: w.rootToken,
    });
    const [item] = items.data.list;
    expect(item?.status, JSON.stringify(item)).toBe('succeeded');
    const [creativeId] = (item?.result as { child_ids: string[] }).child_ids;

    const [creative] = await w.t.database.db
      .select({ raw: creatives.raw })
      .from(creatives)
      .where(and(eq(creatives.medium, 'kuaishou'), eq(creatives.creativeId, creativeId ?? '')));
    const raw = creative?.raw as {
      creative_material_type: number;
      image_tokens: string[];
      display_info: { description?: string };
    };
    expect(raw.creative_material_type).toBe(10);
    expect(raw.image_tokens).toHaveLength(2);
    expect(raw.display_info.description).toBe('新春礼包限时领取');

    // The tokens are the images' on the account, in the 图文's order (乙 first).
    const log = await w.t.call<{ list: { file_id: number; media_file_id: string | null }[] }>({
      method: 'GET',
      url: `/api/material/file/pushlog?file_id=${made.data.fid}`,
      token: w.rootToken,
    });
    const tokenOf = (fid: number) => log.data.list.find((r) => r.file_id === fid)?.media_file_id;
    expect(raw.image_tokens).toEqual([tokenOf(images[1]!.fid), tokenOf(images[0]!.fid)]);
  });
});

describe('a 图文 in the Ocean Engine v3 wizard', () => {
  it('becomes a 图集 of its images in order, its text among the titles', async () => {
    const { made, images } = await imageText('巨量图集', '新春礼包限时领取', 3);
    const account = w.accounts.bytedance[0] ?? '';
    const prefix = '巨量图文';
    await submitted(
      'bytedance',
      draftFor('bytedance', [account], [made.fid], namedAs('bytedance', prefix)),
    );

    const state = w.running.sandbox.state.oceanengine;
    const promotion = state.promotions
      .listByAdvertiser(Number(account))
      .find((p) => p.wire.promotion_name.startsWith(prefix));
    const materials = promotion?.wire.promotion_materials;
    const [listed] = materials?.carousel_material_list ?? [];
    const carousel = state.carousels.find(Number(listed?.carousel_id));
    expect(carousel?.advertiserId).toBe(Number(account));
    expect(carousel?.carousel?.file_name).toBe('巨量图集');
    expect(carousel?.carousel?.images.map((i) => i.image_id)).toEqual(
      await mediaIdsOf(made.fid, images, account),
    );
    expect(materials?.title_material_list?.map((t) => t.title)).toContain('新春礼包限时领取');
  });

  it('reuses its 图集 when the promotion is retried after failing', async () => {
    const { made, images } = await imageText('重试图集', '重试礼包限时领取', 3);
    const account = w.accounts.bytedance[0] ?? '';
    const prefix = '巨量图文重试';
    await w.faults([{ endpoint: ROW_CREATE_ENDPOINTS.bytedance, errorRate: 1 }]);
    let taskId: number;
    try {
      const answer = await w.call<CreationSubmitAnswer>('bytedance', 'submit', {
        config_id: randomUUID(),
        preview_data: draftFor('bytedance', [account], [made.fid], namedAs('bytedance', prefix)),
      });
      expect(answer.code, JSON.stringify(answer)).toBe(0);
      taskId = answer.data.task_id;
      await w.runner.drain();
    } finally {
      await w.faults([]);
    }
    expect((await itemsOf(taskId)).map((i) => i.status)).toEqual(['failed']);

    const retry = await w.call<CreationRetryAnswer>('bytedance', 'taskRetry', { task_id: taskId });
    expect(retry.code, JSON.stringify(retry)).toBe(0);
    await w.runner.drain();
    expect((await itemsOf(taskId)).map((i) => i.status)).toEqual(['succeeded']);

    const state = w.running.sandbox.state.oceanengine;
    const carousels = state.carousels.filter(
      (r) => r.advertiserId === Number(account) && r.carousel?.file_name === '重试图集',
    );
    expect(carousels).toHaveLength(1);
    expect(carousels[0]?.carousel?.images.map((i) => i.image_id)).toEqual(
      await mediaIdsOf(made.fid, images, account),
    );
    const promotions = state.promotions
      .listByAdvertiser(Number(account))
      .filter((p) => p.wire.promotion_name.startsWith(prefix));
    expect(promotions).toHaveLength(1);
    expect(promotions[0]?.wire.promotion_materials.carousel_material_list).toEqual([
      { carousel_id: String(carousels[0]?.id) },
    ]);
  });
});

describe('a 图文 in the Tencent wizards', () => {
  // A template other than the single-material ones the wizard names (721, 720, 711).
  const template = 311;

  it('becomes a v3 creative’s image_list with its text as the description', async () => {
    const { made, images } = await imageText('腾讯组图', '限时福利登录即送', 3);
    const account = w.accounts.tencent[0] ?? '';
    const prefix = '腾讯图文';
    await submitted(
      'tencent',
      draftFor('tencent', [account], [made.fid], {
        ...namedAs('tencent', prefix),
        creative: {
          dynamic_creative_name: `${prefix}_[素材名]_[序号]`,
          dynamic_creative_template_id: template,
        },
      }),
    );
    const components = tencentComponentsOf(account, prefix);
    expect(components.image_list?.map((c) => c.value.list)).toEqual([
      (await mediaIdsOf(made.fid, images, account)).map((image_id) => ({ image_id })),
    ]);
    expect(components.description?.map((c) => c.value.content)).toEqual(['限时福利登录即送']);
  });

  it('becomes a v1.3 adcreative of its images with its text as the description', async () => {
    const { made, images } = await imageText('腾讯旧版组图', '新区开服礼包', 4);
    const account = w.accounts.tencent_v2[0] ?? '';
    const prefix = '旧版图文';
    await submitted(
      'tencent_v2',
      draftFor('tencent_v2', [account], [made.fid], {
        ...namedAs('tencent_v2', prefix),
        ad: { ad_name: `${prefix}_广告[序号]`, adcreative_template_id: template },
      }),
    );
    // An ad shows the adcreative: the sandbox keeps it as the creative of the ad.
    const components = tencentComponentsOf(account, prefix);
    expect(components.image_list?.map((c) => c.value.list)).toEqual([
      (await mediaIdsOf(made.fid, images, account)).map((image_id) => ({ image_id })),
    ]);
    expect(components.description?.map((c) => c.value.content)).toEqual(['新区开服礼包']);
  });

  it('refuses a 图文 of fewer images than Tencent’s 组图 takes, in the preview', async () => {
    const { made } = await imageText('两图组图', '两张图片的图文', 2);
    const account = w.accounts.tencent[0] ?? '';
    const page = await w.call<CreationPreviewAnswer>('tencent', 'preview', {
      preview_data: draftFor('tencent', [account], [made.fid], {
        creative: { dynamic_creative_template_id: template },
      }),
      only_errors: true,
    });
    expect(page.data.list[0]?.errors.join()).toContain('图文需要 3–9 张图片（当前 2 张）');
  });
});

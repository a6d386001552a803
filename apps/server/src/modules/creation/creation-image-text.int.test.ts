import { randomUUID } from 'node:crypto';
import type { CreationSubmitAnswer, MaterialFile, Paged, TaskItemRow } from '@toufang/contracts';
import { samplePng } from '@toufang/media-sandbox';
import { and, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { creatives, materialFiles } from '../../db/schema';
import { draftFor, namedAs, startCreationWorld, type CreationWorld } from './creation-test-world';

// A 图文 in Kuaishou's wizard, against the media sandbox: its images are pushed to the account and
// one 组图 creative (creative_material_type 10) names their tokens in the 图文's order.

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

beforeAll(async () => {
  w = await startCreationWorld();
}, 120_000);
afterAll(() => w.close());

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

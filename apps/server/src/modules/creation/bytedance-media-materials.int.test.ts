import { randomUUID } from 'node:crypto';
import {
  type BytedanceMediaVideoInput,
  type CreationCounts,
  type CreationItemRow,
  type CreationPreviewAnswer,
  type CreationRead,
  type CreationSubmitAnswer,
  type Paged,
} from '@toufang/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { draftFor, namedAs, startCreationWorld, type CreationWorld } from './creation-test-world';

// Ocean Engine v3 媒体素材 through HTTP against the media sandbox (docs/architecture/creation.md
// "The medium's own videos"): an account's 抖音主页视频 read from the medium become promotions of
// that account only, sent by their item ids; count and preview combine them with the library's
// files; a draft where an account has no material is refused naming it; an item of another
// account's 抖音号 is the medium's refusal of that row, and nothing is created for it.

let w: CreationWorld;

beforeAll(async () => {
  w = await startCreationWorld();
}, 300_000);
afterAll(() => w.close());

const read = <T>(name: CreationRead, query: Record<string, string>) => w.read<T>(name, query);

interface AwemeVideo {
  item_id: string;
  video_id: string;
  title: string;
  width: number;
  height: number;
  duration: number;
}

/** The first `n` videos of the account's 抖音号 that has `n` at least, as the picker keeps them. */
async function awemeVideosOf(account: string, n: number): Promise<BytedanceMediaVideoInput[]> {
  const awemes = await read<Paged<{ aweme_id: string }>>('awemeAccounts', {
    advertiser_id: account,
  });
  expect(awemes.code, JSON.stringify(awemes)).toBe(0);
  for (const { aweme_id } of awemes.data.list) {
    const videos = await read<{ list: AwemeVideo[] }>('awemeVideos', {
      advertiser_id: account,
      aweme_id,
      count: '50',
    });
    if (videos.data.list.length < n) continue;
    return videos.data.list.slice(0, n).map((v) => ({
      source: 'AWEME',
      video_id: v.video_id,
      item_id: v.item_id,
      aweme_id,
      name: v.title,
      width: v.width,
      height: v.height,
      duration: v.duration,
    }));
  }
  throw new Error(`no 抖音号 of ${account} has ${n} videos`);
}

const promotionsOf = (account: string, prefix: string) =>
  w.running.sandbox.state.oceanengine.promotions
    .listByAdvertiser(Number(account))
    .filter((p) => p.wire.promotion_name.startsWith(prefix));

describe('Ocean Engine v3 媒体素材', { timeout: 240_000 }, () => {
  it('counts, previews and creates the accounts’ own videos in their accounts only', async () => {
    const [a, b] = w.accounts.bytedance;
    if (!a || !b) throw new Error('two accounts needed');
    const videos = await awemeVideosOf(a, 2);
    const prefix = '媒体素材';
    const draft = draftFor('bytedance', [a, b], [w.videos[0]?.fid ?? 0], {
      ...namedAs('bytedance', prefix),
      media_materials: { [a]: videos },
    });
    const counts = await w.call<CreationCounts>('bytedance', 'count', { preview_data: draft });
    expect(counts.data, JSON.stringify(counts)).toMatchObject({ rows: 4, errors: [] });
    const preview = await w.call<CreationPreviewAnswer>('bytedance', 'preview', {
      preview_data: draft,
    });
    const rows = preview.data.list.map((r) => [
      r.advertiser_id,
      r.materials.map((m) => m.file_id),
      r.media_materials?.map((m) => m.id),
    ]);
    const fid = w.videos[0]?.fid;
    expect(rows).toEqual([
      [a, [fid], []],
      [a, [], [videos[0]?.item_id]],
      [a, [], [videos[1]?.item_id]],
      [b, [fid], []],
    ]);

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
    expect(
      items.data.list.map((i) => i.status),
      JSON.stringify(items.data.list),
    ).toEqual(['succeeded', 'succeeded', 'succeeded', 'succeeded']);
    expect(items.data.list[1]?.media_materials).toEqual([
      { source: 'AWEME', id: videos[0]?.item_id, name: videos[0]?.name },
    ]);
    const onA = promotionsOf(a, prefix).flatMap(
      (p) => p.wire.promotion_materials.video_material_list ?? [],
    );
    const sent = onA.filter((v) => v.item_id !== undefined);
    const modeOf = (v: BytedanceMediaVideoInput) =>
      (v.height ?? 0) > (v.width ?? 0)
        ? 'CREATIVE_IMAGE_MODE_VIDEO_VERTICAL'
        : 'CREATIVE_IMAGE_MODE_VIDEO';
    expect(sent.map((v) => [String(v.item_id), v.video_id, v.image_mode])).toEqual(
      videos.map((v) => [v.item_id, v.video_id, modeOf(v)]),
    );
    const onB = promotionsOf(b, prefix).flatMap(
      (p) => p.wire.promotion_materials.video_material_list ?? [],
    );
    expect(onB.some((v) => v.item_id !== undefined)).toBe(false);
  });

  it('refuses a draft without library files where an account has no videos, naming it', async () => {
    const [a, b] = w.accounts.bytedance;
    if (!a || !b) throw new Error('two accounts needed');
    const videos = await awemeVideosOf(a, 1);
    const draft = draftFor('bytedance', [a, b], [], { media_materials: { [a]: videos } });
    const counts = await w.call<CreationCounts>('bytedance', 'count', { preview_data: draft });
    expect(counts.data.errors).toEqual([
      `未选择素材库素材时，每个账户都需要媒体素材，以下账户没有：${b}`,
    ]);
    const refused = await w.call('bytedance', 'submit', {
      config_id: randomUUID(),
      preview_data: draft,
    });
    expect(refused.code).not.toBe(0);
    expect(JSON.stringify(refused)).toContain(b);
  });

  it('fails the row with the medium’s reason when the video is another account’s', async () => {
    const [a, b] = w.accounts.bytedance;
    if (!a || !b) throw new Error('two accounts needed');
    const theirs = await awemeVideosOf(a, 1);
    const prefix = '他人抖音视频';
    const draft = draftFor('bytedance', [b], [], {
      ...namedAs('bytedance', prefix),
      media_materials: { [b]: theirs },
    });
    const answer = await w.call<CreationSubmitAnswer>('bytedance', 'submit', {
      config_id: randomUUID(),
      preview_data: draft,
    });
    expect(answer.code, JSON.stringify(answer)).toBe(0);
    await w.runner.drain();
    const items = await w.call<Paged<CreationItemRow>>('bytedance', 'taskList', {
      task_id: String(answer.data.task_id),
    });
    expect(items.data.list[0]?.status).toBe('failed');
    expect(items.data.list[0]?.error_message).toContain('不属于该广告主授权的抖音号');
    expect(promotionsOf(b, prefix)).toEqual([]);
  });

  it('creates a promotion of the account’s 图集 and refuses another account’s', async () => {
    const [a, b] = w.accounts.bytedance;
    if (!a || !b) throw new Error('two accounts needed');
    const carouselOf = async (account: string): Promise<BytedanceMediaVideoInput> => {
      const list = await read<Paged<{ id: number; file_name: string }>>('carouselTemplates', {
        advertiser_id: account,
      });
      expect(list.code, JSON.stringify(list)).toBe(0);
      const first = list.data.list[0];
      if (!first) throw new Error(`no 图集 on ${account}`);
      return { source: 'CAROUSEL', carousel_id: String(first.id), name: first.file_name };
    };
    const mine = await carouselOf(a);
    const prefix = '图集素材';
    const answer = await w.call<CreationSubmitAnswer>('bytedance', 'submit', {
      config_id: randomUUID(),
      preview_data: draftFor('bytedance', [a], [], {
        ...namedAs('bytedance', prefix),
        media_materials: { [a]: [mine] },
      }),
    });
    expect(answer.code, JSON.stringify(answer)).toBe(0);
    await w.runner.drain();
    const [made] = promotionsOf(a, prefix);
    expect(made?.wire.promotion_materials.carousel_material_list).toEqual([
      { carousel_id: mine.carousel_id },
    ]);

    const theirs = await carouselOf(b);
    const other = '他人图集';
    const refused = await w.call<CreationSubmitAnswer>('bytedance', 'submit', {
      config_id: randomUUID(),
      preview_data: draftFor('bytedance', [a], [], {
        ...namedAs('bytedance', other),
        media_materials: { [a]: [theirs] },
      }),
    });
    await w.runner.drain();
    const items = await w.call<Paged<CreationItemRow>>('bytedance', 'taskList', {
      task_id: String(refused.data.task_id),
    });
    expect(items.data.list[0]?.status).toBe('failed');
    expect(items.data.list[0]?.error_message).toContain('不存在或不属于该广告主');
    expect(promotionsOf(a, other)).toEqual([]);
  });
});

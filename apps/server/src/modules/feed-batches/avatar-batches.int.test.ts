import type {
  AvatarBatchRow,
  AvatarItemRow,
  AvatarUserRow,
  BatchCreated,
  Paged,
  TaskRetryResult,
} from '@toufang/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUser } from '../../test/factories';
import { pngImage } from './test-images';
import { advanceSandbox, allRows, reviewKnobs, startApiWorld, type ApiWorld } from './test-support';

// Avatar batches through our API (spec 000 §7 /{feed}/avatar/*) against the media sandbox over
// HTTP: one image set on many accounts, the medium's review read back, retry, scope and limits.

const SUBMIT = '/api/bytedance/avatar/submit';
const BATCHES = '/api/bytedance/avatar/batch/list';
const ITEMS = '/api/bytedance/avatar/task/list';
const USERS = '/api/bytedance/avatar/users';
const RETRY = '/api/bytedance/avatar/task/retry';
const REVIEW_MS = 60_000;

let w: ApiWorld;
beforeAll(async () => {
  w = await startApiWorld();
  await reviewKnobs(w.running, { delayMs: REVIEW_MS, denyRate: 0 });
});
afterAll(() => w.close());

const submitBody = (advertiserIds: string[], image: Buffer, filename = 'logo.png') => ({
  advertiser_ids: advertiserIds,
  image: { filename, content_base64: image.toString('base64') },
});

const itemsOf = (id: number) => allRows<AvatarItemRow>(w, `${ITEMS}?batch_id=${id}`);
const userRow = async (advertiserId: string) =>
  (await w.get<Paged<AvatarUserRow>>(`${USERS}?keyword=${advertiserId}`)).data.list[0];

describe('avatar batches', () => {
  it('sets one image on the chosen accounts and reads the review back until approved', async () => {
    const [a = '', b = ''] = w.advertisers;
    const image = pngImage(200, 200, 30);
    const created = await w.post<BatchCreated>(SUBMIT, submitBody([a, b], image));
    expect(created).toMatchObject({ code: 0, data: { item_count: 2 } });
    const id = created.data.batch_id;

    const [row] = (await allRows<AvatarBatchRow>(w, BATCHES)).filter((x) => x.id === id);
    expect(row).toMatchObject({
      title: '设置账户头像：logo.png',
      status: 'pending',
      image: { filename: 'logo.png', format: 'png', width: 200, height: 200, size: image.length },
    });
    expect(JSON.stringify(row)).not.toContain(image.toString('base64').slice(0, 40));

    await w.drain();
    let items = await itemsOf(id);
    expect(items.map((i) => [i.advertiser_id, i.status])).toEqual([
      [a, 'succeeded'],
      [b, 'succeeded'],
    ]);
    const imageId = items[0]?.image_id ?? '';
    expect(imageId).toMatch(/^web\.business\.image\//);
    expect(items[0]?.review).toMatchObject({ status: 'reviewing', image_in_review: imageId });
    expect(items[0]?.review_error).toBeNull();

    await advanceSandbox(w.running, REVIEW_MS);
    items = await itemsOf(id);
    expect(items.map((i) => i.review?.status)).toEqual(['approved', 'approved']);
    expect(items[0]?.review?.image_in_use).toBe(imageId);
    expect(await userRow(a)).toMatchObject({
      advertiser_id: a,
      avatar: { status: 'approved', image_in_use: imageId, reason: null },
      avatar_error: null,
    });
  });

  it('shows a denied review with the medium’s reason', async () => {
    const [, , c = ''] = w.advertisers;
    await reviewKnobs(w.running, { denyRate: 1 });
    try {
      const { data } = await w.post<BatchCreated>(SUBMIT, submitBody([c], pngImage(120, 120, 90)));
      await w.drain();
      await advanceSandbox(w.running, REVIEW_MS);
      const [item] = await itemsOf(data.batch_id);
      expect(item?.status).toBe('succeeded');
      expect(item?.review?.status).toBe('denied');
      expect(item?.review?.reason).toBeTruthy();
      expect((await userRow(c))?.avatar).toMatchObject({
        status: 'denied',
        reason: item?.review?.reason,
      });
    } finally {
      await reviewKnobs(w.running, { denyRate: 0 });
    }
  });

  it('fails an account still in review with the medium’s reason, and retries it after the review', async () => {
    const [, , , d = ''] = w.advertisers;
    const first = await w.post<BatchCreated>(SUBMIT, submitBody([d], pngImage(64, 64, 1)));
    await w.drain();
    const second = await w.post<BatchCreated>(SUBMIT, submitBody([d], pngImage(64, 64, 2)));
    await w.drain();
    let [item] = await itemsOf(second.data.batch_id);
    expect(item).toMatchObject({ status: 'failed', error_code: '40001' });
    expect(item?.error_message).toContain('审核中');
    expect((await itemsOf(first.data.batch_id))[0]?.status).toBe('succeeded');

    await advanceSandbox(w.running, REVIEW_MS);
    const retried = await w.post<TaskRetryResult>(RETRY, { batch_id: second.data.batch_id });
    expect(retried).toMatchObject({ code: 0, data: { retried: 1 } });
    await w.drain();
    [item] = await itemsOf(second.data.batch_id);
    expect(item).toMatchObject({ status: 'succeeded', attempts: 2 });
    expect(item?.review).toMatchObject({ status: 'reviewing', image_in_review: item?.image_id });
  });

  it('lists the accounts in scope, with or without reading their avatars', async () => {
    const [a = ''] = w.advertisers;
    const plain = await w.get<Paged<AvatarUserRow>>(`${USERS}?with_avatar=0&per_page=100`);
    expect(plain.code).toBe(0);
    expect(plain.data.list.map((r) => r.advertiser_id)).toEqual(
      expect.arrayContaining(w.advertisers),
    );
    expect(plain.data.list.every((r) => r.avatar === null && r.avatar_error === null)).toBe(true);
    const one = await w.get<Paged<AvatarUserRow>>(`${USERS}?keyword=${a}&with_avatar=0`);
    expect(one.data.list.map((r) => r.advertiser_id)).toEqual([a]);

    const operator = await createUser(w.t.database.db, { abilities: ['auth:transfer'] });
    const token = await w.t.login(operator.username, operator.password);
    const none = await w.get<Paged<AvatarUserRow>>(USERS, token);
    expect(none.data).toMatchObject({ list: [], page_info: { total_number: 0 } });
    const refused = await w.post(SUBMIT, submitBody([a], pngImage(10, 10)), token);
    expect(refused.code).toBe(10015);

    const viewer = await createUser(w.t.database.db, { abilities: [] });
    const viewerToken = await w.t.login(viewer.username, viewer.password);
    expect((await w.get(USERS, viewerToken)).code).toBe(10003);
    expect((await w.get<Paged<AvatarBatchRow>>(BATCHES, viewerToken)).data.list).toEqual([]);
  });
});

describe('avatar image limits', () => {
  const gif = Buffer.from('GIF89a\x0a\x00\x0a\x00\x00\x00\x00;', 'latin1');
  const cases: [string, () => Record<string, unknown>, string][] = [
    ['no image', () => ({ advertiser_ids: [w.advertisers[0]] }), '请选择头像图片'],
    [
      'an image wider than 300 pixels',
      () => submitBody([w.advertisers[0] ?? ''], pngImage(301, 120)),
      '不能超过 300×300 像素（当前 301×120）',
    ],
    [
      'a GIF',
      () => submitBody([w.advertisers[0] ?? ''], gif, 'a.gif'),
      '仅支持 jpg、jpeg、png、bmp 格式',
    ],
    [
      'an image over 5 MB',
      () =>
        submitBody(
          [w.advertisers[0] ?? ''],
          Buffer.concat([pngImage(10, 10), Buffer.alloc(5 * 1024 * 1024)]),
        ),
      '不能超过 5MB',
    ],
    [
      'content that is no base64',
      () => ({
        advertiser_ids: [w.advertisers[0]],
        image: { filename: 'a.png', content_base64: 'not base64!' },
      }),
      '头像图片内容格式错误',
    ],
    [
      'a file name over 255 characters',
      () => submitBody([w.advertisers[0] ?? ''], pngImage(10, 10), `${'a'.repeat(252)}.png`),
      '图片文件名过长',
    ],
    ['no account', () => submitBody([], pngImage(10, 10)), '请至少选择一个账户'],
  ];

  it.each(cases)('refuses %s', async (_label, body, message) => {
    const answer = await w.post(SUBMIT, body());
    expect(answer.code).toBe(10001);
    expect(JSON.stringify(answer.message)).toContain(message);
  });
});

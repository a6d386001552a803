import { randomUUID } from 'node:crypto';
import {
  ERROR_CODES,
  type CreationCounts,
  type CreationItemRow,
  type CreationSubmitAnswer,
  type Paged,
} from '@toufang/contracts';
import { oceanengine } from '@toufang/media-wire';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { callEndpoint } from '../../media/write-calls';
import { draftFor, namedAs, startCreationWorld, type CreationWorld } from './creation-test-world';

// The keywords of a legacy Ocean Engine v2 search ad through HTTP (docs/architecture/creation.md
// "Keywords"): counted and refused by the v2 limits, made on the sandbox after each ad and read
// back from it, a retry sending only the words an ad lacks.

let w: CreationWorld;
beforeAll(async () => {
  w = await startCreationWorld();
}, 120_000);
afterAll(() => w.close());

const medium = 'bytedance_v2' as const;
const account = () => w.accounts[medium][0] ?? '';
const searchDraft = (prefix: string, keywords: { word: string; match_type?: string }[]) =>
  draftFor(
    medium,
    [account()],
    w.videos.slice(0, 1).map((v) => v.fid),
    {
      ...namedAs(medium, prefix),
      campaign: { ...(namedAs(medium, prefix).campaign as object), campaign_type: 'SEARCH' },
      ad: { ...(namedAs(medium, prefix).ad as object), keywords },
    },
  );

async function keywordsOnMedium(adId: string): Promise<string[]> {
  const token = await w.t.services.tokenSourceFor('bytedance', account());
  const answer = await callEndpoint(
    w.t.services.mediaClient,
    'bytedance',
    { method: 'GET', path: '2/keyword/get/' },
    oceanengine.V2KeywordGetDataSchema,
    token,
    { advertiser_id: Number(account()), filtering: { ad_id: BigInt(adId) } },
    account(),
  );
  return answer.data.list.map((k) => k.word).sort();
}

async function adIdNamed(name: string): Promise<string> {
  const token = await w.t.services.tokenSourceFor('bytedance', account());
  const answer = await callEndpoint(
    w.t.services.mediaClient,
    'bytedance',
    { method: 'GET', path: '2/ad/get/' },
    oceanengine.v2ListDataSchema(oceanengine.AdSchema.pick({ id: true, name: true })),
    token,
    { advertiser_id: Number(account()), filtering: { ad_name: name }, page: 1, page_size: 100 },
    account(),
  );
  return String(answer.data.list.find((a) => a.name === name)?.id ?? '');
}

const items = async (taskId: number) =>
  (
    await w.call<Paged<CreationItemRow>>(medium, 'taskList', {
      task_id: String(taskId),
      per_page: '100',
    })
  ).data.list;

describe('legacy Ocean Engine v2 search ad keywords', () => {
  it('creates a search ad with its keywords and reads them back from the medium', async () => {
    const draft = searchDraft('旧版搜索', [
      { word: '传奇手游' },
      { word: '传奇下载', match_type: 'PRECISION' },
    ]);
    const counts = await w.call<CreationCounts>(medium, 'count', { preview_data: draft });
    expect(counts.data).toMatchObject({ rows: 1, error_rows: 0, errors: [] });
    const submitted = await w.call<CreationSubmitAnswer>(medium, 'submit', {
      config_id: randomUUID(),
      preview_data: draft,
    });
    expect(submitted.code, JSON.stringify(submitted)).toBe(0);
    await w.runner.drain();
    const [item] = await items(submitted.data.task_id);
    expect(item?.status, item?.error_message ?? '').toBe('succeeded');
    expect(await keywordsOnMedium(item?.object_id ?? '')).toEqual(['传奇下载', '传奇手游']);

    // A retry of the task finds the ad with its keywords and sends none again.
    const again = await w.call(medium, 'taskRetry', { task_id: submitted.data.task_id });
    expect(again.code).toBe(ERROR_CODES.TASK_NOTHING_TO_RETRY.code);
  });

  it('refuses a bad word at count and submit, with nothing created', async () => {
    const draft = searchDraft('旧版坏词', [{ word: '长'.repeat(21) }, { word: '传奇' }]);
    const counts = await w.call<CreationCounts>(medium, 'count', { preview_data: draft });
    expect(counts.data.errors).toEqual([`关键词「${'长'.repeat(21)}」超过 20 个字`]);
    const refused = await w.call(medium, 'submit', {
      config_id: randomUUID(),
      preview_data: draft,
    });
    expect(refused.code).toBe(ERROR_CODES.CREATION_DRAFT_INVALID.code);
    const names = await w.namesOnMedium(medium, account(), 'campaigns');
    expect(names.filter((n) => n.startsWith('旧版坏词'))).toEqual([]);
  });

  it('fails the ad’s item on a word the medium refuses; a retry sends only what is missing', async () => {
    const draft = searchDraft('旧版审核', [{ word: '传奇攻略' }, { word: '外挂' }]);
    const submitted = await w.call<CreationSubmitAnswer>(medium, 'submit', {
      config_id: randomUUID(),
      preview_data: draft,
    });
    await w.runner.drain();
    const [item] = await items(submitted.data.task_id);
    expect(item?.status).toBe('failed');
    expect(item?.error_message).toContain('「外挂」关键词包含违禁内容');
    const adId = await adIdNamed(item?.name ?? '');
    expect(await keywordsOnMedium(adId)).toEqual(['传奇攻略']);

    const retry = await w.call(medium, 'taskRetry', { task_id: submitted.data.task_id });
    expect(retry.code).toBe(0);
    await w.runner.drain();
    const [again] = await items(submitted.data.task_id);
    // Only 外挂 went again: 传奇攻略 was on the ad already and is not refused as a duplicate.
    expect(again?.error_message).toContain('「外挂」关键词包含违禁内容');
    expect(again?.error_message).not.toContain('传奇攻略');
    expect(await keywordsOnMedium(adId)).toEqual(['传奇攻略']);
  });
});

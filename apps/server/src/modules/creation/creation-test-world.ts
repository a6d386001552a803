import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type {
  CreationDraftInput,
  CreationMedium,
  Envelope,
  MaterialFile,
} from '@toufang/contracts';
import {
  CREATION_MEDIUM_KEYS,
  CREATION_READS,
  creationPath,
  type CreationCall,
  type CreationRead,
} from '@toufang/contracts';
import { sampleMp4 } from '@toufang/media-sandbox';
import { inArray } from 'drizzle-orm';
import { materialFiles } from '../../db/schema';
import { createMirrorReaders } from '../../media/media-adapters';
import type { ObjectResource } from '../../media/media-mirror-types';
import {
  admin,
  runtimeOf,
  startSandbox,
  type RunningSandbox,
} from '../../media/testing/sandbox-fixture';
import { createTestApp, ROOT_USER, type TestApp } from '../../test/test-app';
import { authorizeMedium } from '../feed-batches/test-support';
import type { TaskRunner } from '../tasks/task-runner';
import { createTaskRunner } from '../tasks/task-worker';
import { silentLog } from '../tasks/test-fixtures';

// The creation API against the media sandbox over HTTP: the app on a test database, accounts of
// the three media authorized through the real OAuth round trip, approved library videos, and a
// task runner the tests drain (one try per item: a fault fails its item at once).

export interface CreationWorld {
  running: RunningSandbox;
  t: TestApp;
  rootToken: string;
  accounts: Record<CreationMedium, string[]>;
  /** Three approved 1280×720 videos of 15 s. */
  videos: MaterialFile[];
  runner: TaskRunner;
  call<T>(
    medium: CreationMedium,
    call: CreationCall,
    payload?: unknown,
    token?: string,
  ): Promise<Envelope<T>>;
  /** One of the wizards' supporting reads (contracts `CREATION_READS`), as the root user. */
  read<T>(name: CreationRead, query: Record<string, string>): Promise<Envelope<T>>;
  faults(rules: unknown[]): Promise<void>;
  /** Names of the account's objects of a level as the medium lists them (duplicates kept). */
  namesOnMedium(
    medium: CreationMedium,
    advertiserId: string,
    resource: ObjectResource,
  ): Promise<string[]>;
  close(): Promise<void>;
}

/** A valid draft of each medium over the given accounts and files. */
export function draftFor(
  medium: CreationMedium,
  accounts: string[],
  fileIds: number[],
  over: Record<string, unknown> = {},
): CreationDraftInput {
  const base = {
    accounts,
    materials: { file_ids: fileIds },
    titles: { list: ['春季新版本上线快来体验', '全新玩法等你来挑战'] },
  };
  const settings: Record<CreationMedium, Record<string, unknown>> = {
    bytedance: {
      project: {
        download_url: 'https://example.com/app.apk',
        package: 'com.example.game',
        delivery_setting: { budget: 500, cpa_bid: 20 },
      },
      promotion: { name: '测试_[序号]_[素材名]' },
    },
    kuaishou: { unit: { url: 'https://example.com/app.apk', cpa_bid: 20 } },
    tencent: {
      adgroup: { bid_amount: 20 },
      creative: { page_url: 'https://example.com/landing' },
      rules: { material_num: 1 },
    },
    bytedance_v2: {
      ad: {
        download_url: 'https://example.com/app.apk',
        package: 'com.example.game',
        budget: 500,
        cpa_bid: 20,
      },
    },
    tencent_v2: {
      adgroup: { bid_amount: 20 },
      ad: { page_url: 'https://example.com/landing' },
      rules: { material_num: 1 },
    },
  };
  return merged({ medium, ...base, ...settings[medium] }, over) as CreationDraftInput;
}

const isObject = (v: unknown): v is Record<string, unknown> =>
  typeof v === 'object' && v !== null && !Array.isArray(v);

/** `over` laid on `base`, objects merged key by key. */
function merged(base: Record<string, unknown>, over: Record<string, unknown>) {
  const out = { ...base };
  for (const [key, value] of Object.entries(over)) {
    const current = out[key];
    out[key] = isObject(current) && isObject(value) ? merged(current, value) : value;
  }
  return out;
}

/** Name rules of every level under a prefix, so each test's objects have names of their own. */
export function namedAs(medium: CreationMedium, prefix: string): Record<string, unknown> {
  const parent = `${prefix}_组[序号]`;
  const row = `${prefix}_[素材名]_[序号]`;
  switch (medium) {
    case 'bytedance':
      return { project: { name: parent }, promotion: { name: row } };
    case 'kuaishou':
      return {
        campaign: { campaign_name: parent },
        unit: { unit_name: row },
        creative: { creative_name: `${prefix}_创意[序号]` },
      };
    case 'tencent':
      return { adgroup: { adgroup_name: parent }, creative: { dynamic_creative_name: row } };
    case 'bytedance_v2':
      return { campaign: { campaign_name: parent }, ad: { name: row } };
    case 'tencent_v2':
      return {
        campaign: { campaign_name: parent },
        adgroup: { adgroup_name: row },
        ad: { ad_name: `${prefix}_广告[序号]` },
      };
  }
}

/** The sandbox path of each medium's level-2 creation, for its fault knob. */
export const ROW_CREATE_ENDPOINTS: Record<CreationMedium, string> = {
  bytedance: 'POST /oceanengine/open_api/v3.0/promotion/create/',
  kuaishou: 'POST /kuaishou/**/gw/dsp/unit/create',
  tencent: 'POST /tencent/v3.0/dynamic_creatives/add',
  bytedance_v2: 'POST /oceanengine/open_api/2/ad/create/',
  tencent_v2: 'POST /tencent/v1.3/adgroups/add',
};

/** The mirror resources of each medium's levels. */
export const LEVEL_RESOURCES: Record<
  CreationMedium,
  { parent: ObjectResource; row: ObjectResource }
> = {
  bytedance: { parent: 'campaigns', row: 'ads' },
  kuaishou: { parent: 'campaigns', row: 'ads' },
  tencent: { parent: 'ads', row: 'creatives' },
  bytedance_v2: { parent: 'campaigns', row: 'ads' },
  tencent_v2: { parent: 'campaigns', row: 'ads' },
};

export async function startCreationWorld(): Promise<CreationWorld> {
  const running = await startSandbox();
  const dataDir = await mkdtemp(path.join(tmpdir(), 'creation-'));
  const t = await createTestApp({
    media: runtimeOf(running),
    env: { TASK_DEFAULT_RATE: '1000', DATA_DIR: dataDir },
  });
  const rootToken = await t.login(ROOT_USER.username, ROOT_USER.password);
  const accounts = {} as Record<CreationMedium, string[]>;
  for (const medium of ['bytedance', 'kuaishou', 'tencent'] as const) {
    accounts[medium] = await authorizeMedium(t, rootToken, medium);
  }
  // The legacy families create in their media's accounts, starting from the last: the first one
  // already holds the files the current APIs' tests pushed, and each family's tests push afresh.
  accounts.bytedance_v2 = [...accounts.bytedance].reverse();
  accounts.tencent_v2 = [...accounts.tencent].reverse();
  const videos: MaterialFile[] = [];
  for (const [i, name] of ['春节.mp4', '端午.mp4', '中秋.mp4'].entries()) {
    const form = new FormData();
    form.append('is_public', '1');
    form.append('file', new Blob([sampleMp4(1280, 720, 15_000, { padding: 1024 + i })]), name);
    const request = new Request('http://platform.test/', { method: 'POST', body: form });
    const answer = await t.call<MaterialFile>({
      method: 'POST',
      url: '/api/material/file/upload',
      headers: { 'content-type': request.headers.get('content-type') ?? '' },
      payload: Buffer.from(await request.arrayBuffer()),
      token: rootToken,
    });
    if (answer.code !== 0) throw new Error(`upload ${name}: ${JSON.stringify(answer)}`);
    videos.push(answer.data);
  }
  await t.database.db
    .update(materialFiles)
    .set({ reviewStatus: 'approved' })
    .where(
      inArray(
        materialFiles.id,
        videos.map((v) => v.fid),
      ),
    );
  const runner = createTaskRunner(t.services, silentLog, { pollMs: 60_000, maxAttempts: 1 });
  const readers = createMirrorReaders({ client: t.services.mediaClient });

  return {
    running,
    t,
    rootToken,
    accounts,
    videos,
    runner,
    call: <T>(medium: CreationMedium, call: CreationCall, payload?: unknown, token = rootToken) => {
      const url = `/api${creationPath(medium, call)}`;
      const get =
        !payload ||
        call.endsWith('Get') ||
        call === 'taskConfigs' ||
        call === 'taskList' ||
        call === 'users';
      if (get) {
        const query = payload
          ? `?${new URLSearchParams(payload as Record<string, string>).toString()}`
          : '';
        return t.call<T>({ method: 'GET', url: `${url}${query}`, token });
      }
      return t.call<T>({ method: 'POST', url, payload: payload, token });
    },
    read: <T>(name: CreationRead, query: Record<string, string>) =>
      t.call<T>({
        method: 'GET',
        url: `/api${CREATION_READS[name].path}?${new URLSearchParams(query).toString()}`,
        token: rootToken,
      }),
    faults: (rules) => admin(running, 'PUT', 'faults', { rules }),
    async namesOnMedium(medium, advertiserId, resource) {
      const token = await t.services.tokenSourceFor(CREATION_MEDIUM_KEYS[medium], advertiserId);
      const names: string[] = [];
      const pages = readers[medium].listObjects(resource, token, advertiserId, {
        modifiedSince: null,
      });
      for await (const page of pages) {
        for (const row of page.rows) if (row.status !== 'deleted' && row.name) names.push(row.name);
      }
      return names;
    },
    async close() {
      await t.close();
      await running.close();
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}

import { randomUUID } from 'node:crypto';
import {
  type BytedanceMediaVideoInput,
  type CreationCounts,
  type CreationItemRow,
  type CreationRead,
  type CreationSubmitAnswer,
  type Paged,
} from '@toufang/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { draftFor, namedAs, startCreationWorld, type CreationWorld } from './creation-test-world';

// Ocean Engine v3 星广联投 and LIVE projects through HTTP against the media sandbox
// (docs/architecture/creation.md "Per-account picks"): each account's 星广联投 task reaches its
// project with the draft's switches, a LIVE project carries the account's 抖音号 in its own
// native_setting; a switch on without a task is refused naming the account; another account's
// task, or another account's 星图 video, is the medium's refusal of that row, creating nothing.

let w: CreationWorld;

beforeAll(async () => {
  w = await startCreationWorld();
}, 300_000);
afterAll(() => w.close());

async function list<T>(name: CreationRead, query: Record<string, string>): Promise<T[]> {
  const answer = await w.read<Paged<T>>(name, query);
  expect(answer.code, JSON.stringify(answer)).toBe(0);
  return answer.data.list;
}

interface StarTask {
  star_task_id: number;
  star_task_name: string;
  star_task_status: string;
}

/** The account's first task a project can join, as the wizard picks it. */
async function openTaskOf(account: string) {
  const tasks = await list<StarTask>('starDeliveryTasks', {
    advertiser_id: account,
    per_page: '100',
  });
  const task = tasks.find((t) => !['COMPLETED', 'CANCELLED'].includes(t.star_task_status));
  if (!task) throw new Error(`no open 星广联投 task on ${account}`);
  return { star_task_id: String(task.star_task_id), star_task_name: task.star_task_name };
}

async function awemeOf(account: string) {
  const [aweme] = await list<{ aweme_id: string; aweme_name: string }>('awemeAccounts', {
    advertiser_id: account,
  });
  if (!aweme) throw new Error(`no 抖音号 on ${account}`);
  return { aweme_id: aweme.aweme_id, aweme_name: aweme.aweme_name };
}

const fileIds = () => w.videos.map((v) => v.fid).slice(0, 1);
const oe = () => w.running.sandbox.state.oceanengine;
const projectsOf = (account: string, prefix: string) =>
  oe()
    .projects.listByAdvertiser(Number(account))
    .filter((p) => p.wire.name.startsWith(prefix));
const promotionsOf = (account: string, prefix: string) =>
  oe()
    .promotions.listByAdvertiser(Number(account))
    .filter((p) => p.wire.promotion_name.startsWith(prefix));

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

describe('Ocean Engine v3 星广联投 and LIVE projects', { timeout: 240_000 }, () => {
  it('refuses a 星广联投 switch on where an account has no task, naming it', async () => {
    const [a, b] = w.accounts.bytedance;
    if (!a || !b) throw new Error('two accounts needed');
    const draft = draftFor('bytedance', [a, b], fileIds(), {
      project: { star_auto_material_addition_switch: 'ON' },
      account_picks: { [a]: await openTaskOf(a) },
    });
    const counts = await w.call<CreationCounts>('bytedance', 'count', { preview_data: draft });
    expect(counts.data.errors).toEqual([
      `开启星广联投自动追加素材需要星广联投任务，以下账户未选择：${b}`,
    ]);
    const refused = await w.call('bytedance', 'submit', {
      config_id: randomUUID(),
      preview_data: draft,
    });
    expect(refused.code).not.toBe(0);
    expect(JSON.stringify(refused)).toContain(b);
  });

  it('sends each account’s task and 抖音号 on its LIVE project and promotion', async () => {
    const accounts = w.accounts.bytedance.slice(0, 2);
    const picks = await Promise.all(
      accounts.map(async (a) => ({ ...(await openTaskOf(a)), ...(await awemeOf(a)) })),
    );
    const prefix = '星广直播';
    const names = namedAs('bytedance', prefix) as { project: object; promotion: object };
    const items = await submitAndRun(
      draftFor('bytedance', accounts, fileIds(), {
        ...names,
        project: { ...names.project, marketing_goal: 'LIVE', star_auto_delivery_switch: 'ON' },
        account_picks: Object.fromEntries(accounts.map((a, i) => [a, picks[i]])),
      }),
    );
    expect(
      items.map((i) => i.status),
      JSON.stringify(items),
    ).toEqual(['succeeded', 'succeeded']);
    for (const [i, account] of accounts.entries()) {
      const pick = picks[i];
      const [project] = projectsOf(account, prefix);
      expect(project?.wire).toMatchObject({
        marketing_goal: 'LIVE',
        native_setting: { aweme_id: pick?.aweme_id },
        star_task_id: Number(pick?.star_task_id),
        star_auto_delivery_switch: 'ON',
        star_auto_material_addition_switch: 'OFF',
      });
      const [promotion] = promotionsOf(account, prefix);
      expect(promotion?.wire.native_setting).toEqual({ aweme_id: pick?.aweme_id });
    }
  });

  it('creates a promotion of a 达人 video of the account’s task on the joined project', async () => {
    const [a, b] = w.accounts.bytedance;
    if (!a || !b) throw new Error('two accounts needed');
    const task = await openTaskOf(a);
    const videos = await list<{
      item_id: number;
      video_id: string;
      video_title: string;
      aweme_id: string;
      duration: number;
      image_mode: string;
    }>('starDeliveryVideos', { advertiser_id: a, star_task_id: task.star_task_id });
    const [first] = videos;
    if (!first) throw new Error(`no deliverable video in task ${task.star_task_id}`);
    const video: BytedanceMediaVideoInput = {
      source: 'STAR_TASK',
      video_id: first.video_id,
      item_id: String(first.item_id),
      aweme_id: first.aweme_id,
      star_task_id: task.star_task_id,
      name: first.video_title,
      duration: first.duration,
      vertical: first.image_mode === 'CREATIVE_IMAGE_MODE_VIDEO_VERTICAL',
    };
    // Without the task picked, the video is refused naming the account, before anything is sent.
    const unpicked = draftFor('bytedance', [a], [], { media_materials: { [a]: [video] } });
    const counts = await w.call<CreationCounts>('bytedance', 'count', { preview_data: unpicked });
    expect(counts.data.errors).toEqual([
      `账户 ${a} 的星广任务视频不属于该账户所选的星广联投任务：「${first.video_title}」`,
    ]);
    const prefix = '星广任务视频';
    const items = await submitAndRun(
      draftFor('bytedance', [a], [], {
        ...namedAs('bytedance', prefix),
        account_picks: { [a]: task },
        media_materials: { [a]: [video] },
      }),
    );
    expect(
      items.map((i) => i.status),
      JSON.stringify(items),
    ).toEqual(['succeeded']);
    const [promotion] = promotionsOf(a, prefix);
    expect(promotion?.wire.promotion_materials.video_material_list).toEqual([
      expect.objectContaining({
        item_id: BigInt(first.item_id),
        video_id: first.video_id,
        image_mode: first.image_mode,
      }),
    ]);
  });

  it('fails the row with the medium’s reason for another account’s task', async () => {
    const [a, b] = w.accounts.bytedance;
    if (!a || !b) throw new Error('two accounts needed');
    const theirs = await openTaskOf(b);
    const prefix = '他人星广任务';
    const items = await submitAndRun(
      draftFor('bytedance', [a], fileIds(), {
        ...namedAs('bytedance', prefix),
        account_picks: { [a]: theirs },
      }),
    );
    expect(items[0]?.status).toBe('failed');
    expect(items[0]?.error_message).toContain(
      `星广联投任务 ${theirs.star_task_id} 不存在或不属于该广告主`,
    );
    expect(projectsOf(a, prefix)).toEqual([]);
  });

  it('fails the row with the medium’s reason for another account’s 星图 video', async () => {
    const [a, ...others] = w.accounts.bytedance;
    if (!a) throw new Error('an account needed');
    const mine = new Set(
      (
        await list<{ video_id: string }>('starMaterialVideos', {
          advertiser_id: a,
          per_page: '100',
        })
      ).map((v) => v.video_id),
    );
    let theirs: { video_id: string; filename: string } | undefined;
    for (const other of others) {
      const videos = await list<{ video_id: string; filename: string }>('starMaterialVideos', {
        advertiser_id: other,
        per_page: '100',
      });
      theirs = videos.find((v) => !mine.has(v.video_id));
      if (theirs) break;
    }
    if (!theirs) throw new Error('the seeded libraries changed: no 星图 video on another account');
    const video: BytedanceMediaVideoInput = {
      source: 'STAR',
      video_id: theirs.video_id,
      item_id: null,
      aweme_id: null,
      name: theirs.filename,
      width: 720,
      height: 1280,
      duration: 15,
    };
    const prefix = '他人星图视频';
    const items = await submitAndRun(
      draftFor('bytedance', [a], [], {
        ...namedAs('bytedance', prefix),
        media_materials: { [a]: [video] },
      }),
    );
    expect(items[0]?.status).toBe('failed');
    expect(items[0]?.error_message).toContain(`星图视频 ${theirs.video_id} 不存在或不属于该广告主`);
    expect(promotionsOf(a, prefix)).toEqual([]);
  });
});

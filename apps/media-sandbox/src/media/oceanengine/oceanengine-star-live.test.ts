import { oceanengine } from '@toufang/media-wire';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  listAll,
  startOceanEngine,
  type OceanEngineSession,
} from '../../testing/oceanengine-client';

// Over HTTP: a promotion takes only the 星图 videos its advertiser holds; a project joins only a
// 星广联投 task of its advertiser that has not ended, and a LIVE project names an authorised 抖音号.

const { ErrorCode } = oceanengine;

describe('Ocean Engine 星图 videos, 星广联投 tasks and LIVE projects', () => {
  let s: OceanEngineSession;
  beforeAll(async () => {
    s = await startOceanEngine();
  });
  afterAll(() => s.running.close());

  const starVideos = async (advertiser: number) =>
    listAll(s, '2/file/video/get/', {
      advertiser_id: advertiser,
      filtering: JSON.stringify({ source: ['STAR'] }),
    });

  it('refuses a 星图 video of another advertiser on a promotion, takes its own', async () => {
    const withStar: { advertiser: number; videoId: string }[] = [];
    for (const advertiser of s.advertisers) {
      const [video] = await starVideos(advertiser);
      if (video) withStar.push({ advertiser, videoId: String(video.video_id) });
      if (withStar.length === 2) break;
    }
    const [mine, theirs] = withStar;
    if (!mine || !theirs) throw new Error('the seeded libraries changed: two need 星图 videos');
    const [project] = await listAll(s, 'v3.0/project/list/', { advertiser_id: mine.advertiser });
    let n = 0;
    const create = (videoId: string) =>
      s.post('v3.0/promotion/create/', {
        advertiser_id: mine.advertiser,
        project_id: project?.project_id,
        name: `星图视频广告${++n}`,
        promotion_materials: {
          video_material_list: [{ image_mode: 'VIDEO_VERTICAL', video_id: videoId }],
          title_material_list: [{ title: '全新版本上线' }],
        },
      });
    const promotions = () =>
      s.running.sandbox.state.oceanengine.promotions.listByAdvertiser(mine.advertiser).length;
    const before = promotions();
    const refused = await create(theirs.videoId);
    expect(refused.code).toBe(ErrorCode.PARAM_ERROR);
    expect(refused.message).toContain(`星图视频 ${theirs.videoId} 不存在或不属于该广告主`);
    expect(promotions()).toBe(before);
    expect((await create(mine.videoId)).code).toBe(ErrorCode.OK);
  });

  it('joins a project to the advertiser’s live 星广联投 task only, and keeps it', async () => {
    const [mine = 0, other = 0] = s.advertisers;
    const tasks = async (advertiser: number) =>
      oceanengine.StarTaskListDataSchema.parse(
        (
          await s.get('v3.0/stardelivery/task/list/', {
            advertiser_id: advertiser,
            page_size: 100,
          })
        ).data,
      ).list;
    const own = await tasks(mine);
    const open = own.find((t) => !['COMPLETED', 'CANCELLED'].includes(t.star_task_status));
    const ended = own.find((t) => ['COMPLETED', 'CANCELLED'].includes(t.star_task_status));
    const [theirs] = await tasks(other);
    if (!open || !theirs) throw new Error('the seeded star tasks changed');
    let n = 0;
    const create = (extra: object) =>
      s.post('v3.0/project/create/', {
        advertiser_id: mine,
        name: `星广项目${++n}`,
        landing_type: 'APP',
        delivery_setting: {
          budget_mode: 'BUDGET_MODE_DAY',
          budget: 1000,
          bid_type: 'CUSTOM',
          pricing: 'PRICING_OCPM',
          cpa_bid: 50,
        },
        ...extra,
      });
    const refused = async (extra: object, message: string) => {
      const answer = await create(extra);
      expect(answer.code).toBe(ErrorCode.PARAM_ERROR);
      expect(answer.message).toContain(message);
    };
    await refused(
      { star_task_id: theirs.star_task_id },
      `星广联投任务 ${theirs.star_task_id} 不存在或不属于该广告主`,
    );
    if (ended)
      await refused(
        { star_task_id: ended.star_task_id },
        `星广联投任务 ${ended.star_task_id} 已结束`,
      );
    await refused({ star_auto_delivery_switch: 'ON' }, 'star_task_id 必填');
    const joined = await create({
      star_task_id: open.star_task_id,
      star_auto_delivery_switch: 'ON',
      star_auto_material_addition_switch: 'OFF',
    });
    expect(joined.code).toBe(ErrorCode.OK);
    const listed = await s.get('v3.0/project/list/', {
      advertiser_id: mine,
      filtering: { ids: [joined.data.project_id] },
    });
    expect(listed.data.list[0]).toMatchObject({
      star_task_id: open.star_task_id,
      star_auto_delivery_switch: 'ON',
      star_auto_material_addition_switch: 'OFF',
    });

    // The task's visible videos go on the joined project's promotions by item_id, not elsewhere.
    const videos = oceanengine.StarTaskVideoDataSchema.parse(
      (
        await s.get('v3.0/stardelivery/task_author_video/detail/', {
          advertiser_id: mine,
          star_task_id: open.star_task_id,
          star_task_video_range: 'ALL_SUBMITTED_ITEM',
        })
      ).data,
    ).valid_author_submitted_videos;
    const visible = videos.find((v) => v.star_video_status === 'VISIBLE');
    const hidden = videos.find((v) => v.star_video_status !== 'VISIBLE');
    if (!visible) throw new Error('the seeded task videos changed');
    const plain = (await listAll(s, 'v3.0/project/list/', { advertiser_id: mine })).find(
      (p) => p.star_task_id === undefined,
    );
    let m = 0;
    const promote = (projectId: unknown, v: oceanengine.StarTaskVideo) =>
      s.post('v3.0/promotion/create/', {
        advertiser_id: mine,
        project_id: projectId,
        name: `星广任务视频广告${++m}`,
        promotion_materials: {
          video_material_list: [
            { image_mode: 'VIDEO_VERTICAL', item_id: v.item_id, video_id: v.video_id },
          ],
          title_material_list: [{ title: '全新版本上线' }],
        },
      });
    const elsewhere = await promote(plain?.project_id, visible);
    expect(elsewhere.code).toBe(ErrorCode.PARAM_ERROR);
    expect(elsewhere.message).toContain(`抖音视频 ${visible.item_id} 不存在`);
    if (hidden) {
      const refused = await promote(joined.data.project_id, hidden);
      expect(refused.message).toContain(`星广任务视频 ${hidden.item_id} 当前不可投放`);
    }
    expect((await promote(joined.data.project_id, visible)).code).toBe(ErrorCode.OK);
  });

  it('needs an authorised 抖音号 in a LIVE project’s native_setting', async () => {
    const [mine = 0, other = 0] = s.advertisers;
    const awemes = async (advertiser: number) =>
      oceanengine.AwemeAuthListDataSchema.parse(
        (await s.get('2/tools/aweme_auth_list/', { advertiser_id: advertiser })).data,
      ).list;
    const [own] = await awemes(mine);
    const [theirs] = await awemes(other);
    if (!own || !theirs) throw new Error('the seeded 抖音号 changed');
    let n = 0;
    const create = (native: object | undefined) =>
      s.post('v3.0/project/create/', {
        advertiser_id: mine,
        name: `直播项目${++n}`,
        landing_type: 'APP',
        marketing_goal: 'LIVE',
        delivery_setting: {
          budget_mode: 'BUDGET_MODE_DAY',
          budget: 1000,
          bid_type: 'CUSTOM',
          pricing: 'PRICING_OCPM',
          cpa_bid: 50,
        },
        native_setting: native,
      });
    const missing = await create(undefined);
    expect(missing.code).toBe(ErrorCode.PARAM_ERROR);
    expect(missing.message).toContain('native_setting.aweme_id 必填');
    const foreign = await create({ aweme_id: theirs.aweme_id });
    expect(foreign.code).toBe(ErrorCode.PARAM_ERROR);
    expect(foreign.message).toContain(`抖音号 ${theirs.aweme_id} 未授权给该广告主`);
    const live = await create({ aweme_id: own.aweme_id });
    expect(live.code).toBe(ErrorCode.OK);
    const listed = await s.get('v3.0/project/list/', {
      advertiser_id: mine,
      filtering: { ids: [live.data.project_id] },
    });
    expect(listed.data.list[0].native_setting).toEqual({ aweme_id: own.aweme_id });
  });
});

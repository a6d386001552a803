import { tencent } from '@toufang/media-wire';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { startTencent, type TencentSession } from './tencent-session';

// 用户行为数据源 and 转化归因 over HTTP (media-wire tencent/conversions.ts): made once per app,
// read back, and the medium's refusals with the param code.

const PARAM = tencent.ErrorCode.PARAM_INVALID;

describe('Tencent user action sets and conversions', () => {
  let s: TencentSession;
  let account: number;
  beforeEach(async () => {
    s = await startTencent();
    account = s.accounts[0] ?? 0;
  });
  afterEach(() => s.running.close());

  const addSet = (body: Record<string, unknown>) =>
    s.post('user_action_sets/add', { account_id: account, ...body });

  const conversion = (setId: number, extra: Record<string, unknown> = {}) => ({
    account_id: account,
    conversion_name: '激活转化',
    access_type: 'ACCESS_TYPE_API',
    conversion_scene: 'CONVERSION_SCENE_ANDROID',
    claim_type: 'CLAIM_TYPE_CLICK',
    user_action_set_id: setId,
    optimization_goal: 'OPTIMIZATIONGOAL_APP_ACTIVATE',
    feedback_url: 'https://track.example.com/click?cb=__CALLBACK__',
    ...extra,
  });

  it('makes an app data source once and reads it back', async () => {
    const made = await addSet({ type: 'ANDROID', mobile_app_id: 54321, name: '测试应用' });
    expect(made.code).toBe(0);
    const { user_action_set_id: id } = tencent.UserActionSetAddDataSchema.parse(made.data);
    const again = await addSet({ type: 'ANDROID', mobile_app_id: 54321 });
    expect(again.code).toBe(PARAM);
    expect(again.message_cn).toContain('数据源已存在');
    const read = await s.get('user_action_sets/get', { account_id: account, mobile_app_id: 54321 });
    const list = tencent.UserActionSetGetDataSchema.parse(read.data).list;
    expect(list.map((l) => [l.user_action_set_id, l.type, l.name])).toEqual([
      [id, 'ANDROID', '测试应用'],
    ]);
  });

  it('refuses a source without an app id and a name over 32 bytes', async () => {
    expect((await addSet({ type: 'IOS' })).code).toBe(PARAM);
    const long = await addSet({ type: 'IOS', mobile_app_id: 1, name: '应'.repeat(11) });
    expect(long.code).toBe(PARAM);
  });

  it('makes conversions on a source and refuses what the medium refuses', async () => {
    const made = await addSet({ type: 'ANDROID', mobile_app_id: 777 });
    const setId = tencent.UserActionSetAddDataSchema.parse(made.data).user_action_set_id;

    const ok = await s.post('conversions/add', conversion(setId));
    expect(ok.code).toBe(0);
    const conversionId = tencent.ConversionAddDataSchema.parse(ok.data).conversion_id;

    const taken = await s.post('conversions/add', conversion(setId));
    expect(taken.message_cn).toContain('转化名称已存在');
    const scene = await s.post(
      'conversions/add',
      conversion(setId, { conversion_name: 'b', conversion_scene: 'CONVERSION_SCENE_IOS' }),
    );
    expect(scene.message_cn).toContain('conversion_scene');
    const noLink = await s.post(
      'conversions/add',
      conversion(setId, { conversion_name: 'c', feedback_url: undefined }),
    );
    expect(noLink.message_cn).toContain('feedback_url');
    const foreign = await s.post('conversions/add', conversion(999, { conversion_name: 'd' }));
    expect(foreign.message_cn).toContain('数据源不存在');
    for (const r of [taken, scene, noLink, foreign]) expect(r.code).toBe(PARAM);

    const read = await s.get('conversions/get', { account_id: account, page_size: 100 });
    const list = tencent.ConversionGetDataSchema.parse(read.data).list;
    expect(list.map((c) => [c.conversion_id, c.user_action_set_id, c.optimization_goal])).toEqual([
      [conversionId, setId, 'OPTIMIZATIONGOAL_APP_ACTIVATE'],
    ]);
  });
});

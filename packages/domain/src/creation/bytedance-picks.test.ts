import {
  BytedanceAccountPickSchema,
  BytedanceMediaMaterialsSchema,
  type BytedanceAccountPicks,
} from '@toufang/contracts';
import { describe, expect, it } from 'vitest';
import { bytedancePickErrors, type BytedancePickInput } from './bytedance-picks';

const pick = (p: Record<string, unknown>) => BytedanceAccountPickSchema.parse(p);
const draft = (
  project: Partial<BytedancePickInput['project']>,
  picks: BytedanceAccountPicks = {},
  accounts = ['101', '102'],
): BytedancePickInput => ({
  accounts,
  account_picks: picks,
  project: {
    landing_type: 'APP',
    micro_promotion_type: 'BYTE_GAME',
    marketing_goal: 'VIDEO_AND_IMAGE',
    star_auto_delivery_switch: 'OFF',
    star_auto_material_addition_switch: 'OFF',
    ...project,
  },
});

describe('bytedancePickErrors', () => {
  it('asks nothing of an APP project, the 抖音号 and 推广卡片 being optional', () => {
    expect(bytedancePickErrors(draft({}))).toEqual([]);
    expect(bytedancePickErrors(draft({}, { '101': pick({ component_id: '72' }) }))).toEqual([]);
  });

  it('needs every account’s 橙子建站 site on a LINK project, naming those without', () => {
    expect(bytedancePickErrors(draft({ landing_type: 'LINK' }))).toEqual([
      '以下账户未选择落地页：101、102',
    ]);
    const one = { '101': pick({ site_id: '74' }) };
    expect(bytedancePickErrors(draft({ landing_type: 'LINK' }, one))).toEqual([
      '以下账户未选择落地页：102',
    ]);
    const both = { ...one, '102': pick({ site_id: '75' }) };
    expect(bytedancePickErrors(draft({ landing_type: 'LINK' }, both))).toEqual([]);
    // A site kept from LINK does not matter to an APP project.
    expect(bytedancePickErrors(draft({ landing_type: 'APP' }, one))).toEqual([]);
  });

  it('lists ten accounts and counts the rest', () => {
    const accounts = Array.from({ length: 12 }, (_, i) => String(201 + i));
    expect(bytedancePickErrors(draft({ landing_type: 'LINK' }, {}, accounts))).toEqual([
      `以下账户未选择落地页：${accounts.slice(0, 10).join('、')} 等 12 个账户`,
    ]);
  });

  it('needs every account’s mini asset of the kind the MICRO_GAME project promotes', () => {
    const game = {
      micro_app_instance_id: '76',
      micro_app_type: 'BYTE_GAME',
      micro_app_name: '游戏',
    };
    expect(bytedancePickErrors(draft({ landing_type: 'MICRO_GAME' }))).toEqual([
      '以下账户未选择字节小游戏：101、102',
    ]);
    const picks = { '101': pick(game), '102': pick(game) };
    expect(bytedancePickErrors(draft({ landing_type: 'MICRO_GAME' }, picks))).toEqual([]);
    expect(
      bytedancePickErrors(
        draft({ landing_type: 'MICRO_GAME', micro_promotion_type: 'BYTE_APP' }, picks),
      ),
    ).toEqual([
      '账户 101 选择的「游戏」是字节小游戏，项目推广的是字节小程序',
      '账户 102 选择的「游戏」是字节小游戏，项目推广的是字节小程序',
    ]);
  });

  it('needs a 抖音号 for every account of a LIVE project', () => {
    const one = { '102': pick({ aweme_id: '71' }) };
    expect(bytedancePickErrors(draft({ marketing_goal: 'LIVE' }, one))).toEqual([
      '直播广告需要抖音号，以下账户未选择：101',
    ]);
  });

  it('ignores picks of accounts no longer in the draft', () => {
    const picks = { '999': pick({ site_id: '74' }) };
    expect(bytedancePickErrors(draft({ landing_type: 'LINK' }, picks, ['101']))).toEqual([
      '以下账户未选择落地页：101',
    ]);
  });
});

describe('BytedanceAccountPickSchema', () => {
  it('takes digit ids and refuses others, in Chinese', () => {
    expect(BytedanceAccountPickSchema.safeParse({ site_id: 'x1' }).error?.issues[0]?.message).toBe(
      '落地页ID应为数字',
    );
    expect(
      BytedanceAccountPickSchema.safeParse({ micro_app_instance_id: '12345678901234567' }).error
        ?.issues[0]?.message,
    ).toBe('小游戏/小程序ID应为数字');
    expect(pick({})).toMatchObject({ site_id: null, aweme_id: null, component_id: null });
  });

  it('takes a 星广联投 task as optional, and needs one per account when a switch is on', () => {
    const task = { '101': pick({ star_task_id: '7400001100', star_task_name: '星广任务1' }) };
    expect(bytedancePickErrors(draft({}, task))).toEqual([]);
    expect(bytedancePickErrors(draft({ star_auto_delivery_switch: 'ON' }, task))).toEqual([
      '开启星广联投自动投放需要星广联投任务，以下账户未选择：102',
    ]);
    expect(
      bytedancePickErrors(
        draft({ star_auto_delivery_switch: 'ON', star_auto_material_addition_switch: 'ON' }),
      ),
    ).toEqual(['开启星广联投自动投放、自动追加素材需要星广联投任务，以下账户未选择：101、102']);
    const both = { ...task, '102': pick({ star_task_id: '7400001200' }) };
    expect(bytedancePickErrors(draft({ star_auto_material_addition_switch: 'ON' }, both))).toEqual(
      [],
    );
  });

  it('takes a 星广任务视频 only with the task the account picked', () => {
    const video = (task: string) => ({
      source: 'STAR_TASK',
      video_id: 'v0star1',
      item_id: '740003010000',
      aweme_id: '74000301000',
      star_task_id: task,
      name: `达人1的作品（${task}）`,
    });
    const media = BytedanceMediaMaterialsSchema.parse({
      '101': [video('7400030100')],
      '102': [video('7400030100')],
    });
    const picks = { '101': pick({ star_task_id: '7400030100' }) };
    expect(bytedancePickErrors({ ...draft({}, picks), media_materials: media })).toEqual([
      '账户 102 的星广任务视频不属于该账户所选的星广联投任务：「达人1的作品（7400030100）」',
    ]);
  });
});

import { tencent } from '@toufang/media-wire';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { startTencent, type TencentSession } from './tencent-session';

// Per-creative review of dynamic creatives over HTTP (reference §3.6; v3.0 doc pages of
// dynamic_creatives/get and dynamic_creative_review_results/get): creative_set_approval_status on
// the list, element / site-set / combination results with reasons from the review-results call,
// partial approval that keeps the adgroup delivering, ≤ 100 ids a call.

const MINUTE = 60_000;
type Result = tencent.ReviewResult;

describe('Tencent dynamic creative review results', () => {
  let s: TencentSession;
  let account: number;
  beforeEach(async () => {
    s = await startTencent();
    account = s.accounts[0] ?? 0;
  });
  afterEach(() => s.running.close());

  const results = async (ids: readonly unknown[]): Promise<Result[]> => {
    const answer = await s.get('dynamic_creative_review_results/get', {
      account_id: account,
      dynamic_creative_id_list: ids,
    });
    expect(answer.code).toBe(0);
    return tencent.ReviewResultsDataSchema.parse(answer.data).list;
  };
  const creatives = async (filtering: unknown[] = []) =>
    tencent.DynamicCreativeGetDataSchema.parse(
      (await s.get('dynamic_creatives/get', { account_id: account, page_size: 100, filtering }))
        .data,
    ).list;

  it('explains seeded verdicts element by element and leaves out foreign ids', async () => {
    // The first seeded account with a denied adgroup.
    const find = (list: tencent.DynamicCreativeGetData['list'], status: string) =>
      list.find((c) => c.creative_set_approval_status === status);
    for (const id of s.accounts) {
      account = id;
      if (find(await creatives(), 'CREATIVE_SET_APPROVAL_STATUS_DENIED')) break;
    }
    const list = await creatives();
    const approved = find(list, 'CREATIVE_SET_APPROVAL_STATUS_NORMAL');
    const denied = find(list, 'CREATIVE_SET_APPROVAL_STATUS_DENIED');
    expect(approved && denied).toBeTruthy();
    const foreign = s.running.sandbox.state.tencent.dynamicCreatives
      .values()
      .find((c) => c.advertiserId !== account)?.id;
    const answer = await results([
      approved?.dynamic_creative_id,
      denied?.dynamic_creative_id,
      foreign,
      999,
    ]);
    expect(answer.map((r) => r.dynamic_creative_id)).toEqual([
      approved?.dynamic_creative_id,
      denied?.dynamic_creative_id,
    ]);
    const [ok, no] = answer;
    expect(ok?.reject_message_list).toEqual([]);
    expect(ok?.element_result_list.every((e) => e.review_status === 'AD_STATUS_NORMAL')).toBe(true);
    expect(ok?.pass_component_compose_count).toBe(ok?.total_component_compose_count);
    // Elements are the creative's components, with their ids and types.
    const components = Object.values(approved?.creative_components ?? {}).flatMap((v) =>
      Array.isArray(v) ? v : [],
    );
    expect(ok?.element_result_list.map((e) => e.element_id).sort()).toEqual(
      components.map((c) => c.component_id).sort(),
    );
    expect(ok?.element_result_list.some((e) => e.element_type === 'ELEMENT_TYPE_VIDEO')).toBe(true);

    expect(no?.reject_message_list.length).toBeGreaterThan(0);
    expect(no?.pass_component_compose_count).toBe(0);
    expect(no?.reject_component_compose_count).toBe(no?.total_component_compose_count);
    expect(no?.reject_component_compose_info_list.length).toBeGreaterThan(0);
    const site = no?.site_set_result_list[0];
    expect(site?.system_status).toBe('AD_STATUS_DENIED');
    expect(site?.reject_message).toBe(no?.reject_message_list.join('；'));
  });

  it('reviews each new creative on its own, partly approving some', async () => {
    await s.running.sandbox.app.inject({
      method: 'PUT',
      url: '/_admin/world/audit',
      payload: { delayMs: 10 * MINUTE, denyRate: 1 },
    });
    const add = await s.post('adgroups/add', {
      account_id: account,
      adgroup_name: '审核结果单元',
      marketing_goal: 'MARKETING_GOAL_USER_GROWTH',
      begin_date: '2025-03-12',
      bid_amount: 3_000,
      site_set: ['SITE_SET_MOBILE_UNION', 'SITE_SET_WECHAT'],
    });
    const adgroupId = add.data.adgroup_id as number;
    const ids: number[] = [];
    for (let i = 0; i < 8; i += 1) {
      const created = await s.post('dynamic_creatives/add', {
        account_id: account,
        adgroup_id: adgroupId,
        dynamic_creative_name: `多组件创意-${i}`,
        creative_components: {
          title: ['标题一', '标题二', '标题三'].map((content) => ({
            value: { content: `${content}${i}` },
          })),
          image: [
            { value: { image_id: `${80_000 + i}` } },
            { value: { image_id: `${90_000 + i}` } },
          ],
          action_button: [{ value: { button_text: '立即下载' } }],
        },
      });
      expect(created.code).toBe(0);
      ids.push(created.data.dynamic_creative_id as number);
    }
    const pending = await results(ids);
    for (const r of pending) {
      expect(r.is_all_component_compose_pending).toBe(true);
      expect(r.total_component_compose_count).toBe(6);
      expect(r.pass_component_compose_count + r.reject_component_compose_count).toBe(0);
      expect(r.element_result_list.every((e) => e.review_status === 'AD_STATUS_PENDING')).toBe(
        true,
      );
    }

    await s.advance(11 * MINUTE);
    const listed = new Map(
      (await creatives([{ field: 'adgroup_id', operator: 'EQUALS', values: [adgroupId] }])).map(
        (c) => [c.dynamic_creative_id, c.creative_set_approval_status],
      ),
    );
    const verdicts = await results(ids);
    for (const r of verdicts) {
      const status = listed.get(r.dynamic_creative_id);
      expect(r.is_all_component_compose_pending).toBe(false);
      expect(r.pass_component_compose_count + r.reject_component_compose_count).toBe(6);
      const bad = r.element_result_list.filter((e) => e.review_status === 'AD_STATUS_DENIED');
      expect(bad.length).toBeGreaterThan(0);
      for (const e of bad) {
        // The reason, then the advice after 修改建议： (Tencent has no field of its own for it).
        expect(e.element_reject_detail_info[0]?.reason).toMatch(/^[^；]+。修改建议：请.+$/);
        // An image or a video is marked where the reviewer found the problem; a text is not.
        const located = e.element_reject_detail_info[0]?.reject_info_location ?? [];
        if (e.element_type === 'ELEMENT_TYPE_VIDEO') {
          expect(located[0]?.time_second).toBeGreaterThan(0);
        }
        if (e.element_type === 'ELEMENT_TYPE_IMAGE' || e.element_type === 'ELEMENT_TYPE_VIDEO') {
          expect(located[0]?.img_url).toMatch(/^https:\/\/cdn\.tencent-sandbox\.example\/review\//);
          expect(located[0]?.width).toBeGreaterThan(0);
        } else {
          expect(located).toEqual([]);
        }
        expect(e.element_reject_detail_info[0]?.site_set_list).toEqual([
          { site_set: 'SITE_SET_MOBILE_UNION' },
          { site_set: 'SITE_SET_WECHAT' },
        ]);
        expect(e.component_info?.review_status).toBe('AD_STATUS_DENIED');
      }
      expect(r.site_set_result_list.map((x) => x.site_set)).toEqual([
        'SITE_SET_MOBILE_UNION',
        'SITE_SET_WECHAT',
      ]);
      if (status === 'CREATIVE_SET_APPROVAL_STATUS_PARTIAL_NORMAL') {
        expect(r.pass_component_compose_count).toBeGreaterThan(0);
        expect(r.site_set_result_list[0]?.system_status).toBe('AD_STATUS_NORMAL');
      } else {
        expect(status).toBe('CREATIVE_SET_APPROVAL_STATUS_DENIED');
        expect(r.pass_component_compose_count).toBe(0);
      }
      for (const compose of r.reject_component_compose_info_list) {
        expect(compose.reject_message).toMatch(/.+/);
        const members = compose.component_compose_element_list.flatMap(
          (m) => m.element_result_list,
        );
        expect(members.map((m) => m.element_name).sort()).toEqual(
          ['图片', '标题', '行动按钮'].sort(),
        );
      }
    }
    const statuses = new Set(listed.values());
    expect(statuses).toEqual(
      new Set([
        'CREATIVE_SET_APPROVAL_STATUS_DENIED',
        'CREATIVE_SET_APPROVAL_STATUS_PARTIAL_NORMAL',
      ]),
    );
    // A partly approved creative delivers: the adgroup is approved.
    const adgroup = await s.get('adgroups/get', {
      account_id: account,
      filtering: [{ field: 'adgroup_id', operator: 'EQUALS', values: [adgroupId] }],
    });
    expect(adgroup.data.list[0].system_status).toBe('ADGROUP_STATUS_ACTIVE');
  });

  it('takes 1 to 100 ids', async () => {
    const many = await s.get('dynamic_creative_review_results/get', {
      account_id: account,
      dynamic_creative_id_list: Array.from({ length: 101 }, (_, i) => i + 1),
    });
    expect(many.code).toBe(tencent.ErrorCode.PARAM_INVALID);
    const none = await s.get('dynamic_creative_review_results/get', {
      account_id: account,
      dynamic_creative_id_list: [],
    });
    expect(none.code).toBe(tencent.ErrorCode.PARAM_INVALID);
    const hundred = await s.get('dynamic_creative_review_results/get', {
      account_id: account,
      dynamic_creative_id_list: Array.from({ length: 100 }, (_, i) => i + 1),
    });
    expect(hundred.code).toBe(0);
    expect(hundred.data.list).toEqual([]);
  });
});

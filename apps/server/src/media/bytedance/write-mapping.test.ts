import { describe, expect, it } from 'vitest';
import { batchResults, itemErrorMessage, promotionState, toCreateRequest } from './write-mapping';

describe('itemErrorMessage', () => {
  it.each([
    [40001, '广告ID 1 不存在', '广告ID 1 不存在'],
    [
      40002,
      'no permission for promotion 1',
      '没有权限进行相关操作（no permission for promotion 1）',
    ],
    [40001, 'invalid budget', '参数错误（invalid budget）'],
    [49999, 'odd failure', '媒体拒绝了该条目（odd failure）'],
    [40001, '', '参数错误'],
    [49999, '', '媒体拒绝了该条目'],
  ])('code %i with "%s" reads "%s"', (code, message, expected) => {
    expect(itemErrorMessage(code, message)).toBe(expected);
  });
});

describe('batchResults', () => {
  it('answers each id from the applied list or the errors, and leaves out ids in neither', () => {
    const results = batchResults(
      [
        { id: '1', optStatus: 'ENABLE' },
        { id: '2', optStatus: 'ENABLE' },
        { id: '3', optStatus: 'DISABLE' },
      ],
      [1],
      [{ id: 2, error_code: 40001, error_message: 'budget too low' }],
    );
    expect(results).toEqual([
      { id: '1', ok: true },
      { id: '2', ok: false, code: '40001', message: '参数错误（budget too low）' },
    ]);
  });
});

describe('promotionState', () => {
  it.each([
    [{ status: 'OK', status_first: 'PROMOTION_STATUS_ENABLE' }, false],
    [{ status: 'DELETED' }, true],
    [{ status_first: 'PROMOTION_STATUS_DELETED' }, true],
  ] as const)('%o is deleted: %s', (fields, deleted) => {
    expect(promotionState({ promotion_id: 7n, opt_status: 'DISABLE', ...fields })).toMatchObject({
      id: '7',
      optStatus: 'DISABLE',
      deleted,
    });
  });
});

describe('toCreateRequest', () => {
  it('sends money in yuan, ids as numbers, materials in the wire lists', () => {
    expect(
      toCreateRequest('1700000000000001', {
        projectId: '1700000000000002',
        name: '新广告',
        optStatus: 'DISABLE',
        videos: [{ imageMode: 'VIDEO_VERTICAL', videoId: 'v1', coverId: 'c1' }],
        images: [{ imageMode: 'IMAGE_LARGE', imageIds: ['i1', 'i2'] }],
        titles: ['标题一'],
        callToActions: ['立即下载'],
        budgetFen: 30_050,
        cpaBidFen: 1_234,
      }),
    ).toMatchObject({
      advertiser_id: 1700000000000001,
      project_id: 1700000000000002n,
      name: '新广告',
      operation: 'DISABLE',
      promotion_materials: {
        video_material_list: [
          { image_mode: 'VIDEO_VERTICAL', video_id: 'v1', video_cover_id: 'c1' },
        ],
        image_material_list: [
          { image_mode: 'IMAGE_LARGE', images: [{ image_id: 'i1' }, { image_id: 'i2' }] },
        ],
        title_material_list: [{ title: '标题一' }],
        call_to_action_buttons: ['立即下载'],
      },
      budget: 300.5,
      cpa_bid: 12.34,
      deep_cpabid: undefined,
    });
  });

  it('links the picked anchors with native SELECT, beside the 抖音号', () => {
    const request = toCreateRequest('1700000000000001', {
      projectId: '1700000000000002',
      name: '锚点广告',
      awemeId: 'aweme1',
      anchors: [{ anchorId: '6900000001', anchorType: 'APP_GAME' }],
    });
    expect(request.promotion_materials.anchor_material_list).toEqual([
      { anchor_id: '6900000001', anchor_type: 'APP_GAME' },
    ]);
    expect(request.native_setting).toEqual({ aweme_id: 'aweme1', anchor_related_type: 'SELECT' });
    const plain = toCreateRequest('1700000000000001', { projectId: '1', name: '无锚点' });
    expect(plain.promotion_materials.anchor_material_list).toBeUndefined();
    expect(plain.native_setting).toBeUndefined();
  });

  it('sends a picked 试玩素材 by its address as trial_play_material_list', () => {
    const url = 'https://cdn.example/playable/73001/index.html';
    const request = toCreateRequest('1700000000000001', {
      projectId: '1',
      name: '试玩广告',
      playableUrls: [url],
    });
    expect(request.promotion_materials.trial_play_material_list).toEqual([{ app_play_uri: url }]);
  });

  it('sends a CDP brand as brand_info and a derived-creative config with the switch on', () => {
    const request = toCreateRequest('1700000000000001', {
      projectId: '1',
      name: '品牌广告',
      brand: { cdpBrandId: '6600010', cdpBrandName: '品牌1' },
      autoGenerateConfigId: '8900000001',
    });
    expect(request.brand_info).toEqual({ cdp_brand_id: 6600010n, cdp_brand_name: '品牌1' });
    expect(request.creative_auto_generate_switch).toBe('ON');
    expect(request.config_id).toBe(8900000001n);
    const plain = toCreateRequest('1700000000000001', { projectId: '1', name: '普通广告' });
    expect(plain.brand_info).toBeUndefined();
    expect(plain.creative_auto_generate_switch).toBeUndefined();
    expect(plain.config_id).toBeUndefined();
  });
});

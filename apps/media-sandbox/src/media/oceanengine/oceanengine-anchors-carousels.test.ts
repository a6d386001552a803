import { oceanengine } from '@toufang/media-wire';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startOceanEngine, type OceanEngineSession } from '../../testing/oceanengine-client';

// Native anchors and carousels over HTTP, in the medium's wire shapes, filtered and paged.

const { ErrorCode } = oceanengine;

describe('Ocean Engine native anchors and carousels', () => {
  let s: OceanEngineSession;
  let a: number;
  beforeAll(async () => {
    s = await startOceanEngine();
    [a = 0] = s.advertisers;
  });
  afterAll(() => s.running.close());

  it('lists native anchors filtered by status and name, paged', async () => {
    const all = oceanengine.NativeAnchorListDataSchema.parse(
      (await s.get('v3.0/native_anchor/get/', { advertiser_id: a, page_size: 100 })).data,
    );
    expect(all.list.length).toBe(all.page_info.total_number);
    const approved = oceanengine.NativeAnchorListDataSchema.parse(
      (
        await s.get('v3.0/native_anchor/get/', {
          advertiser_id: a,
          page_size: 100,
          filtering: JSON.stringify({ status: ['AUDIT_SUCCESS'] }),
        })
      ).data,
    );
    expect(approved.list.every((x) => x.status === 'AUDIT_SUCCESS')).toBe(true);
    expect(approved.list.length).toBe(all.list.filter((x) => x.status === 'AUDIT_SUCCESS').length);
    const named = oceanengine.NativeAnchorListDataSchema.parse(
      (
        await s.get('v3.0/native_anchor/get/', {
          advertiser_id: a,
          filtering: JSON.stringify({ anchor_name: '锚点1' }),
        })
      ).data,
    );
    expect(named.list.every((x) => x.anchor_name.includes('锚点1'))).toBe(true);
    const bad = await s.get('v3.0/native_anchor/get/', { advertiser_id: a, page_size: 101 });
    expect(bad.code).not.toBe(0);
  });

  it('lists carousels with their images, paged with total_count', async () => {
    const answer = await s.get('2/carousel/list/', { advertiser_id: a, page: 1, page_size: 1 });
    expect(answer.code).toBe(0);
    const data = oceanengine.CarouselListDataSchema.parse(answer.data);
    expect(data.carousels).toHaveLength(1);
    expect(data.page_info.total_count).toBeGreaterThanOrEqual(1);
    const first = data.carousels[0];
    expect(first?.images.length).toBeGreaterThanOrEqual(3);
    const byId = oceanengine.CarouselListDataSchema.parse(
      (
        await s.get('2/carousel/list/', {
          advertiser_id: a,
          filtering: JSON.stringify({ carousel_ids: [first?.id] }),
        })
      ).data,
    );
    expect(byId.carousels.map((c) => c.id)).toEqual([first?.id]);
    const unknown = await s.get('2/carousel/list/', { advertiser_id: 1 });
    expect(unknown.code).not.toBe(ErrorCode.OK);
  });
});

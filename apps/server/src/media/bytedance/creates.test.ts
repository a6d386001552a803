import { CreationDraftSchema, type BytedanceCreationDraft } from '@toufang/contracts';
import { describe, expect, it, vi } from 'vitest';
import type { MediaClient } from '../http/media-client';
import type { TokenSource } from '../http/token-provider';
import type { CreationFile } from '../medium-creates';
import { createBytedanceCreates } from './creates';

// A promotion made by the creation task sets the cover chosen for a video on the account
// (material/suggestcover) as the video's `video_cover_id`, and leaves it out where none was chosen.

const draft = CreationDraftSchema.parse({
  medium: 'bytedance',
  accounts: ['1700000000000001'],
  materials: { file_ids: [1, 2] },
  titles: { list: ['春季新版本上线快来体验'] },
  project: {
    download_url: 'https://example.com/app.apk',
    package: 'com.example.game',
    delivery_setting: { budget: 500, cpa_bid: 20 },
  },
  promotion: { name: '测试_[序号]_[素材名]' },
}) as BytedanceCreationDraft;

const video = (fileId: number, coverId?: string): CreationFile => ({
  fileId,
  name: `视频${fileId}.mp4`,
  kind: 'video',
  mediaFileId: `v0${fileId}`,
  width: 720,
  height: 1280,
  ...(coverId ? { coverId } : {}),
});

describe('Ocean Engine creations', () => {
  it('set the chosen cover of each video as its video_cover_id', async () => {
    const call = vi.fn(() => Promise.resolve({ data: { promotion_id: 7 } }));
    const creates = createBytedanceCreates({ client: { call } as unknown as MediaClient });
    await creates.createRow({} as TokenSource, '1700000000000001', draft, '55', {
      name: '测试_1',
      enabled: true,
      materials: [video(1, 'web.business.image/c2'), video(2)],
      titles: ['春季新版本上线快来体验'],
      budgetFen: null,
      bidFen: null,
      childNames: [],
    });
    const [request] = call.mock.calls[0] as unknown as [{ params: Record<string, unknown> }];
    expect(request.params).toMatchObject({
      promotion_materials: {
        video_material_list: [
          { video_id: 'v01', video_cover_id: 'web.business.image/c2' },
          { video_id: 'v02' },
        ],
      },
    });
    const list = (request.params.promotion_materials as { video_material_list: object[] })
      .video_material_list as { video_cover_id?: string }[];
    // Left out on the wire (JSON drops undefined).
    expect(list[1]?.video_cover_id).toBeUndefined();
  });

  it('send the app download fields only for an app goal', async () => {
    const sent = async (landing: 'APP' | 'LINK' | 'MICRO_GAME') => {
      const call = vi.fn(() => Promise.resolve({ data: { project_id: 9 } }));
      const creates = createBytedanceCreates({ client: { call } as unknown as MediaClient });
      const project = { ...draft.project, landing_type: landing, app_name: '三国' };
      await creates.createParent(
        {} as TokenSource,
        '1700000000000001',
        { ...draft, project },
        {
          name: '项目_1',
          enabled: true,
          budgetFen: 50_000,
          bidFen: 2_000,
        },
      );
      const [request] = call.mock.calls[0] as unknown as [{ params: Record<string, unknown> }];
      return request.params;
    };
    expect(await sent('APP')).toMatchObject({
      download_url: 'https://example.com/app.apk',
      package_name: 'com.example.game',
      app_name: '三国',
    });
    for (const landing of ['LINK', 'MICRO_GAME'] as const) {
      const params = await sent(landing);
      expect(params).not.toHaveProperty('download_url');
      expect(params).not.toHaveProperty('package_name');
      expect(params).not.toHaveProperty('app_name');
    }
  });
});

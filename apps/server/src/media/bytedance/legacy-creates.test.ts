import { CreationDraftSchema, type BytedanceV2CreationDraft } from '@toufang/contracts';
import { describe, expect, it, vi } from 'vitest';
import type { MediaClient } from '../http/media-client';
import type { TokenSource } from '../http/token-provider';
import { createBytedanceLegacyCreates } from './legacy-creates';

// An Ocean Engine v2 ad sends the app's download fields only while its campaign promotes an app.

const draftOf = (landing: 'APP' | 'LINK') =>
  CreationDraftSchema.parse({
    medium: 'bytedance_v2',
    accounts: ['1700000000000001'],
    materials: { file_ids: [1] },
    titles: { list: ['春季新版本上线快来体验'] },
    campaign: { landing_type: landing },
    ad: {
      download_url: 'https://example.com/app.apk',
      package: 'com.example.game',
      budget: 500,
      cpa_bid: 20,
    },
    creative: { source: '来源' },
  }) as BytedanceV2CreationDraft;

async function adParams(landing: 'APP' | 'LINK') {
  const call = vi.fn(() => Promise.resolve({ data: { ad_id: 7 } }));
  const creates = createBytedanceLegacyCreates({ client: { call } as unknown as MediaClient });
  await creates.createRow({} as TokenSource, '1700000000000001', draftOf(landing), '55', {
    name: '计划_1',
    enabled: true,
    materials: [],
    titles: [],
    budgetFen: 50_000,
    bidFen: 2_000,
    childNames: [],
  });
  const [request] = call.mock.calls[0] as unknown as [{ params: Record<string, unknown> }];
  return request.params;
}

describe('Ocean Engine v2 ads', () => {
  it('send the download type, link, package and app type for an app campaign', async () => {
    expect(await adParams('APP')).toMatchObject({
      download_type: 'DOWNLOAD_URL',
      download_url: 'https://example.com/app.apk',
      package: 'com.example.game',
      app_type: 'APP_IOS',
    });
  });

  it('send none of them for a 销售线索 campaign', async () => {
    const params = await adParams('LINK');
    for (const key of ['download_type', 'download_url', 'external_url', 'package', 'app_type'])
      expect(params).not.toHaveProperty(key);
  });
});

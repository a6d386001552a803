import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import {
  creationPath,
  BytedanceAccountPicksSchema,
  TencentAccountPicksSchema,
  type CreationCounts,
  type CreationDraftInput,
  type CreationMedium,
  type CreationPreviewRow,
} from '@toufang/contracts';
import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { BYTEDANCE_WIZARD } from '../../definitions/bytedance-wizard';
import { KUAISHOU_WIZARD } from '../../definitions/kuaishou-wizard';
import { TENCENT_WIZARD } from '../../definitions/tencent-wizard';
import { componentEnv, stubApi } from '../../test/component-env';
import type { WizardDefinition } from '../wizard-definition';
import { defaultValues, toDraft } from '../wizard-values';
import { PreviewStep } from './preview-step';

// Each preview row shows what its account picked on the medium, by the kinds' labels and names.

componentEnv();

const counts = (parent: string, row: string): CreationCounts => ({
  parents: 2,
  rows: 2,
  children: 2,
  error_rows: 0,
  pushes: 0,
  cap: 5000,
  over_cap: false,
  parent_label: parent,
  row_label: row,
  errors: [],
});

const row = (advertiserId: string, name: string): CreationPreviewRow => ({
  key: name,
  advertiser_id: advertiserId,
  advertiser_name: `账户${advertiserId}`,
  parent_name: `上级_${advertiserId}`,
  name,
  child_names: [],
  materials: [{ file_id: 7, name: 'a.mp4', type: 'video' }],
  titles: ['一个合格的标题'],
  budget: 300,
  bid: 20,
  to_push: 0,
  errors: [],
});

function renderPreview(definition: WizardDefinition, draft: CreationDraftInput) {
  const answer = counts('上级', '对象');
  const at = (call: 'count' | 'preview') => `POST /api${creationPath(definition.medium, call)}`;
  stubApi({
    [at('count')]: () => answer,
    [at('preview')]: () => ({
      list: [row('1001', '第一行'), row('1002', '第二行')],
      page_info: { page: 1, per_page: 50, total_number: 2, total_page: 1 },
      counts: answer,
    }),
  });
  render(
    <QueryClientProvider
      client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}
    >
      <PreviewStep definition={definition} draft={draft} />
    </QueryClientProvider>,
  );
}

function draftOf(medium: CreationMedium, parts: Record<string, unknown>): CreationDraftInput {
  const values = defaultValues(medium);
  const draft = toDraft({
    ...values,
    accounts: [
      { advertiser_id: '1001', advertiser_name: '账户1001', alias: null },
      { advertiser_id: '1002', advertiser_name: '账户1002', alias: null },
    ],
  });
  const merged: Record<string, unknown> = { ...draft };
  for (const [key, part] of Object.entries(parts)) {
    merged[key] =
      typeof part === 'object' && part !== null && !Array.isArray(part) && key !== 'account_picks'
        ? { ...(merged[key] as object), ...part }
        : part;
  }
  return merged as CreationDraftInput;
}

const picksCell = async (rowName: string) => {
  const tableRow = (await screen.findByText(rowName)).closest('tr')!;
  return within(tableRow as HTMLElement);
};

describe('the preview’s 账户所选 column', () => {
  it('shows each Ocean Engine row its account’s site, 抖音号, 推广卡片, 锚点 and 试玩 by name', async () => {
    const picks = BytedanceAccountPicksSchema.parse({
      '1001': {
        site_id: '7001',
        site_name: '春节落地页',
        aweme_id: 'dy01',
        aweme_name: '官方抖音号',
        component_id: '8001',
        component_name: '下载卡片',
        anchor_id: '9001',
        anchor_type: 'APP_GAME',
        anchor_name: '游戏锚点',
        playable_id: '6001',
        playable_url: 'https://example.com/p.html',
        playable_name: '试玩一',
      },
      '1002': { aweme_id: 'dy02', aweme_name: '' },
    });
    renderPreview(
      BYTEDANCE_WIZARD,
      draftOf('bytedance', { project: { landing_type: 'LINK' }, account_picks: picks }),
    );
    expect(await screen.findByRole('columnheader', { name: '账户所选' })).toBeTruthy();
    const first = await picksCell('第一行');
    for (const text of [
      '春节落地页',
      '官方抖音号',
      '下载卡片',
      '游戏锚点',
      '试玩一',
      '落地页：',
      '抖音号：',
      '推广卡片：',
      '原生锚点：',
      '试玩素材：',
    ])
      expect(first.getByText(text)).toBeTruthy();
    // A pick that keeps no name shows its id.
    const second = await picksCell('第二行');
    expect(second.getByText('dy02')).toBeTruthy();
    expect(second.queryByText('落地页：')).toBeNull();
  });

  it('leaves out a pick whose field the draft hides (a site on an app project)', async () => {
    const picks = BytedanceAccountPicksSchema.parse({
      '1001': { site_id: '7001', site_name: '春节落地页', aweme_id: 'dy01', aweme_name: '官方号' },
    });
    renderPreview(
      BYTEDANCE_WIZARD,
      draftOf('bytedance', { project: { landing_type: 'APP' }, account_picks: picks }),
    );
    const first = await picksCell('第一行');
    expect(first.getByText('官方号')).toBeTruthy();
    expect(first.queryByText('春节落地页')).toBeNull();
    expect((await picksCell('第二行')).getByText('未选择')).toBeTruthy();
  });

  it('shows each Tencent row its account’s 定向包, audiences, 落地页 and 品牌形象', async () => {
    const picks = TencentAccountPicksSchema.parse({
      '1002': {
        targeting_id: 51,
        targeting_name: '高活跃男性',
        custom_audience: [61, 62],
        excluded_custom_audience: [63],
        audience_names: { '61': '付费人群', '62': '活跃人群', '63': '已转化' },
        page_id: 71,
        page_name: '官方页',
        brand_image_id: 'b81',
        brand_name: '品牌甲',
      },
    });
    renderPreview(TENCENT_WIZARD, draftOf('tencent', { account_picks: picks }));
    const second = await picksCell('第二行');
    expect(second.getByText('高活跃男性')).toBeTruthy();
    expect(second.getByText('付费人群、活跃人群')).toBeTruthy();
    expect(second.getByText('已转化')).toBeTruthy();
    expect(second.getByText('官方页（71）')).toBeTruthy();
    expect(second.getByText('品牌甲（b81）')).toBeTruthy();
    for (const label of ['定向包：', '定向人群：', '排除人群：', '落地页：', '品牌形象：'])
      expect(second.getByText(label)).toBeTruthy();
    expect((await picksCell('第一行')).getByText('未选择')).toBeTruthy();
  });

  it('is not there for a wizard without per-account picks', async () => {
    renderPreview(KUAISHOU_WIZARD, draftOf('kuaishou', {}));
    expect(await screen.findByText('第一行')).toBeTruthy();
    expect(screen.queryByRole('columnheader', { name: '账户所选' })).toBeNull();
  });
});

import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { MaterialFile } from '@toufang/contracts';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { componentEnv, stubApi } from '../test/component-env';
import { BYTEDANCE_V2_WIZARD } from '../definitions/bytedance-v2-wizard';
import { BYTEDANCE_WIZARD } from '../definitions/bytedance-wizard';
import { KUAISHOU_WIZARD } from '../definitions/kuaishou-wizard';
import { TENCENT_V2_WIZARD } from '../definitions/tencent-v2-wizard';
import { TENCENT_WIZARD } from '../definitions/tencent-wizard';
import type { WizardDefinition } from '../wizard/wizard-definition';
import { MaterialPicker } from './material-picker';
import type { PickedMaterial } from './picked-material';

componentEnv();

function file(fid: number, name: string, dirId: number, extra: Partial<MaterialFile> = {}) {
  return {
    fid,
    dir_id: dirId,
    name,
    type: 'video',
    format: 'mp4',
    md5: `md5-${fid}`,
    size: 1000,
    width: 720,
    height: 1280,
    duration: 15,
    rotation: null,
    codec: null,
    is_public: 1,
    gad_cfg_game_id: 1,
    media: ['bytedance', 'kuaishou', 'tencent'],
    designer: { id: 1, nick_name: '设计师' },
    uploader: { id: 1, nick_name: '设计师' },
    tags: [],
    is_new: 1,
    sort: 0,
    review_status: 'approved',
    reject_reason: null,
    reject_image_url: null,
    reviewer: null,
    reviewed_by: null,
    reviewed_at: null,
    push_refusal: null,
    created_at: '2026-11-01 10:00:00',
    deleted_at: null,
    purge_at: null,
    url: `/files/${fid}.mp4`,
    thumb_url: null,
    ...extra,
  } satisfies MaterialFile;
}

const FOLDERS: Record<string, MaterialFile[]> = {
  all: [
    file(1, '根目录视频.mp4', 0),
    file(2, '待审视频.mp4', 0, { push_refusal: '素材未通过审核' }),
  ],
  '5': [file(3, '文件夹视频.mp4', 5)],
};

function Harness() {
  const [value, setValue] = useState<PickedMaterial[]>([]);
  return (
    <QueryClientProvider
      client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}
    >
      <MaterialPicker medium="bytedance" value={value} onChange={setValue} types={['video']} />
      <output aria-label="选中">{value.map((m) => m.fid).join(',')}</output>
    </QueryClientProvider>
  );
}

const chosen = () => screen.getByLabelText('选中').textContent;

describe('MaterialPicker (spec 002 §2 material picker)', () => {
  it('chooses files across folders, refuses unpushable ones and previews', async () => {
    const calls = stubApi({
      'GET /api/material/file/tree': () => ({ tree: [{ id: 5, name: '夏季素材', children: [] }] }),
      'GET /api/material/file/tags': () => ({ tags: [] }),
      'GET /api/material/file/list': ({ url }) => {
        const list = FOLDERS[url.searchParams.get('dir_id') ?? 'all'] ?? [];
        return {
          list,
          page_info: { page: 1, per_page: 20, total_number: list.length, total_page: 1 },
        };
      },
    });
    render(<Harness />);
    fireEvent.click(screen.getByRole('button', { name: '选择素材' }));
    const dialog = await screen.findByRole('dialog', { name: '选择素材' });
    fireEvent.click(await within(dialog).findByRole('checkbox', { name: '选择 根目录视频.mp4' }));
    const refused = within(dialog).getByRole('checkbox', { name: '选择 待审视频.mp4' });
    expect((refused as HTMLInputElement).disabled).toBe(true);
    expect(within(dialog).getByText('素材未通过审核')).toBeTruthy();

    fireEvent.click(within(dialog).getByText('夏季素材'));
    fireEvent.click(await within(dialog).findByRole('checkbox', { name: '选择 文件夹视频.mp4' }));
    expect(calls.some((call) => call.url.searchParams.get('dir_id') === '5')).toBe(true);
    expect(calls.find((c) => c.url.pathname.endsWith('/list'))?.url.searchParams.get('type')).toBe(
      'video',
    );
    fireEvent.click(within(dialog).getByRole('button', { name: '确定（已选 2 个）' }));
    await waitFor(() => expect(chosen()).toBe('1,3'));

    fireEvent.click(screen.getByRole('button', { name: '预览 文件夹视频.mp4' }));
    expect(await screen.findByLabelText('素材视频')).toBeTruthy();
  });
});

const IMAGE_TEXT = file(8, '春节组图', 0, {
  type: 'image_text',
  format: 'image_text',
  duration: null,
  image_text: {
    text: '新春礼包限时领取',
    images: [1, 2, 3].map((k) => ({
      fid: 20 + k,
      name: `组图${k}.png`,
      url: `/files/${20 + k}.png`,
      thumb_url: null,
      width: 1080,
      height: 1920,
    })),
  },
});

function WizardPicker({ definition }: { definition: WizardDefinition }) {
  const [value, setValue] = useState<PickedMaterial[]>([]);
  return (
    <QueryClientProvider
      client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}
    >
      <MaterialPicker
        medium={definition.mediumKey}
        value={value}
        onChange={setValue}
        types={definition.materialTypes}
      />
      <output aria-label="选中">{value.map((m) => m.fid).join(',')}</output>
    </QueryClientProvider>
  );
}

async function openOn(definition: WizardDefinition) {
  stubApi({
    'GET /api/material/file/tree': () => ({ tree: [] }),
    'GET /api/material/file/tags': () => ({ tags: [] }),
    'GET /api/material/file/list': () => ({
      list: [IMAGE_TEXT],
      page_info: { page: 1, per_page: 20, total_number: 1, total_page: 1 },
    }),
  });
  render(<WizardPicker definition={definition} />);
  fireEvent.click(screen.getByRole('button', { name: '选择素材' }));
  const dialog = await screen.findByRole('dialog', { name: '选择素材' });
  const box = await within(dialog).findByRole('checkbox', { name: '选择 春节组图' });
  return { dialog, box: box as HTMLInputElement };
}

describe('MaterialPicker and 图文', () => {
  it.each([
    ['Ocean Engine v3', BYTEDANCE_WIZARD],
    ['Kuaishou', KUAISHOU_WIZARD],
    ['Tencent v3', TENCENT_WIZARD],
    ['Tencent v1.3', TENCENT_V2_WIZARD],
  ] as const)('takes a 图文 in the %s wizard', async (_, definition) => {
    const { dialog, box } = await openOn(definition);
    expect(box.disabled).toBe(false);
    fireEvent.click(box);
    fireEvent.click(within(dialog).getByRole('button', { name: '确定（已选 1 个）' }));
    await waitFor(() => expect(chosen()).toBe('8'));
  });

  it('refuses a 图文 in the Ocean Engine v2 wizard, whose creatives take no image group', async () => {
    const { dialog, box } = await openOn(BYTEDANCE_V2_WIZARD);
    expect(box.disabled).toBe(true);
    expect(within(dialog).getByText('此处只能选择视频或图片')).toBeTruthy();
  });
});

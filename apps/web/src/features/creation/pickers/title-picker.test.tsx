import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { MediumKey } from '@toufang/contracts';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { componentEnv, stubApi } from '../test/component-env';
import { TitlePicker, titleAddRefusal } from './title-picker';

componentEnv();

const titleItem = (id: number, title: string) => ({
  id,
  title,
  gad_cfg_game_id: 1,
  tags: [],
  length: [...title].length,
  media: ['bytedance', 'kuaishou', 'tencent'],
  created_by: 1,
  creator_name: '管理员',
  created_at: '2026-11-01 10:00:00',
  updated_at: '2026-11-01 10:00:00',
  usage_count: 0,
  cost: 0,
  conversions: 0,
  conversion_cost: null,
});

function Harness({ medium, max }: { medium: MediumKey; max: number }) {
  const [value, setValue] = useState<string[]>([]);
  return (
    <QueryClientProvider
      client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}
    >
      <TitlePicker medium={medium} max={max} value={value} onChange={setValue} />
      <output aria-label="选中">{value.join('|')}</output>
    </QueryClientProvider>
  );
}

const chosen = () => screen.getByLabelText('选中').textContent;

describe('titleAddRefusal (spec 002 §5 title length rules, §9 title limits)', () => {
  it('applies the medium length rule, the count limit and refuses repeats', () => {
    expect(titleAddRefusal('短标题', [], 'bytedance', 10)).toContain('至少 5 个字');
    expect(titleAddRefusal('短标题', [], 'kuaishou', 3)).toBeUndefined();
    expect(titleAddRefusal('一'.repeat(31), [], 'tencent', 10)).toContain('最多 30 个字');
    expect(titleAddRefusal('甲乙丙', ['甲乙丙'], 'kuaishou', 3)).toBe('标题已添加');
    expect(titleAddRefusal('第四个标题', ['a', 'b', 'c'], 'kuaishou', 3)).toBe('最多 3 个标题');
    expect(titleAddRefusal('   ', [], 'kuaishou', 3)).toBe('请输入标题');
  });
});

describe('TitlePicker (spec 002 §2 title picker)', () => {
  it('adds typed titles that meet the rule and shows why others do not', () => {
    stubApi({});
    render(<Harness medium="bytedance" max={10} />);
    const input = screen.getByRole('textbox', { name: '输入标题' });
    fireEvent.change(input, { target: { value: '短' } });
    expect(screen.getByText(/巨量引擎标题至少 5 个字/)).toBeTruthy();
    fireEvent.change(input, { target: { value: '这是一个足够长的标题' } });
    fireEvent.keyDown(input, { key: 'Enter', code: 'Enter', keyCode: 13 });
    expect(chosen()).toBe('这是一个足够长的标题');
    fireEvent.click(screen.getByRole('button', { name: '移除标题 这是一个足够长的标题' }));
    expect(chosen()).toBe('');
  });

  it('picks from the title library the titles the medium takes, up to its limit', async () => {
    const calls = stubApi({
      'GET /api/material/title/list': () => ({
        list: [titleItem(1, '标题一号'), titleItem(2, '标题二号'), titleItem(3, '标题三号')],
        page_info: { page: 1, per_page: 20, total_number: 3, total_page: 1 },
        start_date: '2026-11-01',
        end_date: '2026-11-07',
      }),
    });
    render(<Harness medium="kuaishou" max={2} />);
    fireEvent.click(screen.getByRole('button', { name: '从标题库选择' }));
    const dialog = await screen.findByRole('dialog', { name: '从标题库选择' });
    fireEvent.click(await within(dialog).findByRole('checkbox', { name: '选择标题 标题一号' }));
    fireEvent.click(within(dialog).getByRole('checkbox', { name: '选择标题 标题二号' }));
    const third = within(dialog).getByRole('checkbox', { name: '选择标题 标题三号' });
    expect((third as HTMLInputElement).disabled).toBe(true);
    fireEvent.click(within(dialog).getByRole('button', { name: '添加（2）' }));
    await waitFor(() => expect(chosen()).toBe('标题一号|标题二号'));
    expect(calls[0]?.url.searchParams.get('medium')).toBe('kuaishou');
    expect(screen.getByRole<HTMLButtonElement>('button', { name: '从标题库选择' }).disabled).toBe(
      true,
    );
  });

  it('takes a whole page of the library with 全选, up to the room left', async () => {
    stubApi({
      'GET /api/material/title/list': () => ({
        list: Array.from({ length: 12 }, (_, i) => titleItem(i + 1, `标题库第${i + 1}条玩法`)),
        page_info: { page: 1, per_page: 20, total_number: 12, total_page: 1 },
        start_date: '2026-11-01',
        end_date: '2026-11-07',
      }),
    });
    render(<Harness medium="bytedance" max={10} />);
    const input = screen.getByRole('textbox', { name: '输入标题' });
    fireEvent.change(input, { target: { value: '标题库第2条玩法' } });
    fireEvent.keyDown(input, { key: 'Enter', code: 'Enter', keyCode: 13 });
    fireEvent.click(screen.getByRole('button', { name: '从标题库选择' }));
    const dialog = await screen.findByRole('dialog', { name: '从标题库选择' });
    await within(dialog).findByRole('checkbox', { name: '选择标题 标题库第12条玩法' });
    const all = dialog.querySelector<HTMLInputElement>('thead input[type="checkbox"]');
    expect(all).not.toBeNull();
    fireEvent.click(all as HTMLInputElement);
    // The one already chosen is skipped; 9 more fill the 10, the rest stay unticked.
    fireEvent.click(within(dialog).getByRole('button', { name: '添加（9）' }));
    await waitFor(() =>
      expect(chosen()).toBe(
        ['标题库第2条玩法', 1, 3, 4, 5, 6, 7, 8, 9, 10]
          .map((n) => (typeof n === 'number' ? `标题库第${n}条玩法` : n))
          .join('|'),
      ),
    );
  });
});

import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { CreationTemplateListRow } from '@toufang/contracts';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { App } from 'antd';
import { describe, expect, it } from 'vitest';
import { KUAISHOU_WIZARD } from '../definitions/kuaishou-wizard';
import { componentEnv, stubApi } from '../test/component-env';
import { TemplateBar } from './template-bar';
import { defaultValues } from './wizard-values';

componentEnv();

const row = (id: number, name: string, collected: boolean): CreationTemplateListRow => ({
  id,
  medium: 'kuaishou',
  template_name: name,
  template_desc: '',
  template_type: 'ks',
  gad_cfg_game_id: null,
  app_type: '',
  created_by: 1,
  created_by_name: '管理员',
  updated_at: '2026-11-27 10:00:00',
  collected,
});

function renderBar(onSaved: (template: { id: number; name: string }) => void = () => undefined) {
  render(
    <QueryClientProvider
      client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}
    >
      <App>
        <TemplateBar
          definition={KUAISHOU_WIZARD}
          values={() => defaultValues('kuaishou')}
          templateId={null}
          templateName={null}
          onLoad={() => undefined}
          onSaved={onSaved}
          onReset={() => undefined}
        />
      </App>
    </QueryClientProvider>,
  );
}

describe('TemplateBar 收藏 (spec 002 §7 template/collect)', () => {
  it('collects a template for the caller and lists only the collected ones under 我的收藏', async () => {
    const collected = new Set<number>();
    const calls = stubApi({
      'GET /api/kuaishou/delivery/template/get': ({ url }) => {
        const rows = [row(1, '春节模板', collected.has(1)), row(2, '日常模板', collected.has(2))];
        const list =
          url.searchParams.get('collected') === '1' ? rows.filter((r) => r.collected) : rows;
        return {
          list,
          page_info: { page: 1, per_page: 100, total_number: list.length, total_page: 1 },
        };
      },
      'POST /api/kuaishou/delivery/template/collect': ({ body }) => {
        const { id, collect } = body as { id: number; collect: boolean };
        if (collect) collected.add(id);
        else collected.delete(id);
        return { id, collected: collect };
      },
    });
    renderBar();
    fireEvent.click(screen.getByRole('button', { name: '从模板创建' }));
    const dialog = await screen.findByRole('dialog');
    const daily = (await within(dialog).findByText('日常模板')).closest('tr') as HTMLElement;
    fireEvent.click(within(daily).getByRole('button', { name: /^收藏$/ }));
    expect(await screen.findByText('已收藏「日常模板」')).toBeTruthy();
    expect(calls.find((c) => c.url.pathname.endsWith('/template/collect'))?.body).toEqual({
      id: 2,
      collect: true,
    });
    await waitFor(() =>
      expect(
        within(within(dialog).getByText('日常模板').closest('tr') as HTMLElement).getByRole(
          'button',
          { name: /取消收藏/ },
        ),
      ).toBeTruthy(),
    );

    fireEvent.click(within(dialog).getByText('我的收藏'));
    await waitFor(() =>
      expect(
        calls.some(
          (c) =>
            c.url.pathname.endsWith('/template/get') && c.url.searchParams.get('collected') === '1',
        ),
      ).toBe(true),
    );
    expect(await within(dialog).findByText('日常模板')).toBeTruthy();
    expect(within(dialog).queryByText('春节模板')).toBeNull();
  });

  it('names the saved template by what was typed: the server answers its id', async () => {
    stubApi({ 'POST /api/kuaishou/delivery/template/save': () => ({ id: 9 }) });
    const saved: { id: number; name: string }[] = [];
    renderBar((template) => saved.push(template));
    fireEvent.click(screen.getByRole('button', { name: '保存为模板' }));
    const dialog = await screen.findByRole('dialog');
    fireEvent.change(within(dialog).getByRole('textbox', { name: '模板名称' }), {
      target: { value: ' 常用模板 ' },
    });
    fireEvent.click(within(dialog).getByRole('button', { name: /保\s*存/ }));
    expect(await screen.findByText('模板「常用模板」已保存')).toBeTruthy();
    expect(saved).toEqual([{ id: 9, name: '常用模板' }]);
  });
});

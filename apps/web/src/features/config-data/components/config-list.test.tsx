import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { pageInfo } from '@toufang/contracts';
import type { Paged } from '@toufang/contracts';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { stubMatchMedia } from '../../../test/stub-match-media';
import type { ConfigFormDialog } from './config-list';
import { ConfigList } from './config-list';

beforeAll(stubMatchMedia);

afterEach(cleanup);

interface Row {
  id: number;
  name: string;
  status: 0 | 1;
  created_at: string;
}

const ROWS: Row[] = [{ id: 7, name: '华东一部', status: 1, created_at: '2024-05-01T08:00:00Z' }];

function renderList() {
  const fetchPage = vi.fn((): Promise<Paged<Row>> =>
    Promise.resolve({ list: ROWS, page_info: pageInfo(1, 20, 1) }),
  );
  const dialogs: ConfigFormDialog<Row>[] = [];
  render(
    <QueryClientProvider client={new QueryClient()}>
      <ConfigList<Row>
        queryKey={['config', 'test']}
        fetchPage={fetchPage}
        setStatus={() => Promise.resolve(null)}
        columns={[{ title: '名称', dataIndex: 'name' }]}
        keywordPlaceholder="部门名称"
        disableConfirm="确认禁用该部门？"
        disableDescription="禁用后设置部门时不再可选"
        addText="新增部门"
        emptyText="暂无部门"
        renderForm={(dialog) => {
          dialogs.push(dialog);
          return null;
        }}
      />
    </QueryClientProvider>,
  );
  return { fetchPage, lastDialog: () => dialogs.at(-1) };
}

describe('ConfigList', () => {
  it('lists the rows after their own columns with 状态, 创建时间 and 操作', async () => {
    renderList();
    expect(await screen.findByText('华东一部')).toBeTruthy();
    const headers = screen.getAllByRole('columnheader').map((cell) => cell.textContent);
    expect(headers).toEqual(['名称', '状态', '创建时间', '操作']);
    expect(screen.getByRole('switch', { name: '启用状态' })).toBeTruthy();
    expect(screen.getByPlaceholderText('部门名称')).toBeTruthy();
  });

  it('opens the dialog empty for 新增 and with the row for 编辑', async () => {
    const { lastDialog } = renderList();
    expect(lastDialog()).toMatchObject({ open: false, row: undefined });
    fireEvent.click(screen.getByRole('button', { name: /新增部门/ }));
    expect(lastDialog()).toMatchObject({ open: true, row: undefined });
    fireEvent.click(await screen.findByRole('button', { name: /编\s*辑/ }));
    expect(lastDialog()).toMatchObject({ open: true, row: ROWS[0] });
    lastDialog()?.onClose();
    await vi.waitFor(() => expect(lastDialog()).toMatchObject({ open: false, row: ROWS[0] }));
  });
});

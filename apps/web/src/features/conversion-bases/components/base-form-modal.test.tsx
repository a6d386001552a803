import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { BaseAppData } from '@toufang/contracts';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { App } from 'antd';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { stubMatchMedia } from '../../../test/stub-match-media';
import { stubApi, stubResizeObserver } from '../../feed-batches/test-api';
import { BASE_DEFINITIONS } from '../medium-definitions';
import { BaseFormModal } from './base-form-modal';

/** antd renders slowly in jsdom on a busy machine. */
const SLOW = { timeout: 10_000 };

beforeAll(stubMatchMedia);
beforeEach(stubResizeObserver);
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const APPS: BaseAppData = {
  list: [
    {
      app_id: 41,
      app_name: '三国志战略版',
      package_name: 'com.example.sanguo',
      download_url: 'https://cdn.example.com/sanguo.apk',
      accounts: 2,
    },
  ],
};

function renderDialog(onCreated = vi.fn(), definition = BASE_DEFINITIONS.bytedance) {
  render(
    <QueryClientProvider
      client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}
    >
      <App>
        <BaseFormModal
          definition={definition}
          games={[{ value: 881001, label: '三国志战略版（881001）', name: '三国志战略版' }]}
          onCreated={onCreated}
          onClose={() => undefined}
        />
      </App>
    </QueryClientProvider>,
  );
  return onCreated;
}

const createButton = () => screen.getByRole('button', { name: /创\s*建/ });
const input = (label: string) => screen.getByLabelText<HTMLInputElement>(label);
/** antd renders visible items beside the accessible listbox options. */
const option = async (title: string) =>
  (await screen.findAllByTitle(title, undefined, SLOW)).at(-1) as HTMLElement;

describe('BaseFormModal (新建转化基础)', () => {
  it('names every missing field and sends nothing', async () => {
    const calls = stubApi({});
    renderDialog();
    fireEvent.click(createButton());
    expect(await screen.findByText('请选择游戏', undefined, SLOW)).toBeTruthy();
    expect(await screen.findByText('请选择应用', undefined, SLOW)).toBeTruthy();
    expect(await screen.findByText('请填写点击监测地址', undefined, SLOW)).toBeTruthy();
    expect(calls.filter((c) => c.method === 'POST')).toEqual([]);
  });

  it('refuses a tracking address on a bare IP or with macros of its own, as the user types', async () => {
    stubApi({});
    renderDialog();
    fireEvent.change(input('点击监测地址'), { target: { value: 'https://10.0.0.1/click' } });
    expect(
      await screen.findByText('点击监测地址不能直接使用 IP，请使用正式域名', undefined, SLOW),
    ).toBeTruthy();
    fireEvent.change(input('展示监测地址（可选）'), {
      target: { value: 'https://track.example.com/show?ip=__IP__' },
    });
    expect(
      await screen.findByText(
        '展示监测地址中不要填写宏参数，系统会按媒体自动拼接',
        undefined,
        SLOW,
      ),
    ).toBeTruthy();
  });

  it('takes the app’s download link, previews the links with the medium macros and creates', async () => {
    const calls = stubApi({
      'GET /amt/appidquery': () => APPS,
      'POST /amt/createbase': () => ({ base_id: 5 }),
    });
    const onCreated = renderDialog();
    fireEvent.mouseDown(screen.getByRole('combobox', { name: '游戏' }));
    fireEvent.click(await option('三国志战略版（881001）'));
    expect(input('名称').value).toBe('三国志战略版-安卓-巨量引擎');
    await waitFor(() => expect(calls.some((c) => c.path === '/amt/appidquery')).toBe(true));
    fireEvent.mouseDown(screen.getByRole('combobox', { name: '应用' }));
    fireEvent.click(await option('三国志战略版（com.example.sanguo，2 个账户）'));
    expect(input('下载链接').value).toBe('https://cdn.example.com/sanguo.apk');
    fireEvent.change(input('点击监测地址'), {
      target: { value: 'https://track.example.com/click' },
    });
    expect(
      await screen.findByText(/callback_param=__CALLBACK_PARAM__/, undefined, SLOW),
    ).toBeTruthy();
    expect(screen.getByRole('button', { name: '复制点击监测链接' })).toBeTruthy();

    fireEvent.click(createButton());
    await waitFor(() => expect(onCreated).toHaveBeenCalledWith(5), SLOW);
    const appQuery = calls.find((c) => c.path === '/amt/appidquery');
    expect(Object.fromEntries(appQuery?.query ?? [])).toEqual({
      medium: 'bytedance',
      gad_cfg_game_id: '881001',
      platform: 'APP_ANDROID',
    });
    expect(calls.find((c) => c.method === 'POST')?.body).toEqual({
      medium: 'bytedance',
      gad_cfg_game_id: 881001,
      platform: 'APP_ANDROID',
      app_id: 41,
      name: '三国志战略版-安卓-巨量引擎',
      download_url: 'https://cdn.example.com/sanguo.apk',
      click_url: 'https://track.example.com/click',
    });
  }, 30_000);

  it('on 其他媒体 previews a click link without macros and creates the base on medium other', async () => {
    const calls = stubApi({
      'GET /amt/appidquery': () => APPS,
      'POST /amt/createbase': () => ({ base_id: 9 }),
    });
    const onCreated = renderDialog(vi.fn(), BASE_DEFINITIONS.other);
    fireEvent.mouseDown(screen.getByRole('combobox', { name: '游戏' }));
    fireEvent.click(await option('三国志战略版（881001）'));
    expect(input('名称').value).toBe('三国志战略版-安卓-其他媒体');
    fireEvent.mouseDown(screen.getByRole('combobox', { name: '应用' }));
    fireEvent.click(await option('三国志战略版（com.example.sanguo，2 个账户）'));
    fireEvent.change(input('点击监测地址'), {
      target: { value: 'https://track.example.com/click' },
    });
    expect(
      await screen.findByText(
        'https://track.example.com/click?base_id={base_id}&game_id=881001',
        undefined,
        SLOW,
      ),
    ).toBeTruthy();
    expect(screen.queryByRole('button', { name: '复制转化回传' })).toBeNull();

    fireEvent.click(createButton());
    await waitFor(() => expect(onCreated).toHaveBeenCalledWith(9), SLOW);
    expect(calls.find((c) => c.method === 'POST')?.body).toMatchObject({
      medium: 'other',
      platform: 'APP_ANDROID',
      app_id: 41,
      click_url: 'https://track.example.com/click',
    });
  }, 30_000);

  it('on 端游媒体 asks for no app, takes the PC platform and creates through /tradition', async () => {
    const calls = stubApi({ 'POST /tradition/createbase': () => ({ base_id: 12, batch: null }) });
    const onCreated = renderDialog(vi.fn(), BASE_DEFINITIONS.pc);
    expect(screen.queryByRole('combobox', { name: '应用' })).toBeNull();
    fireEvent.mouseDown(screen.getByRole('combobox', { name: '游戏' }));
    fireEvent.click(await option('三国志战略版（881001）'));
    expect(input('名称').value).toBe('三国志战略版-PC-端游媒体');
    fireEvent.change(input('下载链接'), {
      target: { value: 'https://game.example.com/download' },
    });
    fireEvent.change(input('点击监测地址'), {
      target: { value: 'https://track.example.com/pc' },
    });
    expect(screen.getByText('点击或拖入渠道表格')).toBeTruthy();

    fireEvent.click(createButton());
    await waitFor(() => expect(onCreated).toHaveBeenCalledWith(12), SLOW);
    expect(calls.some((c) => c.path === '/amt/appidquery')).toBe(false);
    expect(calls.find((c) => c.method === 'POST')).toMatchObject({
      path: '/tradition/createbase',
      body: {
        platform: 'PC',
        name: '三国志战略版-PC-端游媒体',
        click_url: 'https://track.example.com/pc',
      },
    });
  }, 30_000);

  it('makes an Ocean Engine mini-program base: AppID instead of an app, through its own call', async () => {
    const calls = stubApi({
      'GET /amt/appidquery': () => APPS,
      'POST /amt/tt_mini_program_createbase': () => ({ base_id: 21 }),
    });
    const onCreated = renderDialog();
    fireEvent.click(screen.getByRole('radio', { name: '抖音小程序' }));
    await screen.findByLabelText('小程序ID', undefined, SLOW);
    fireEvent.mouseDown(screen.getByRole('combobox', { name: '游戏' }));
    fireEvent.click(await option('三国志战略版（881001）'));
    expect(input('名称').value).toBe('三国志战略版-抖音小程序-安卓-巨量引擎');
    expect(screen.queryByRole('combobox', { name: '应用' })).toBeNull();
    fireEvent.change(input('小程序ID'), { target: { value: 'wx123' } });
    expect(await screen.findByText(/小程序ID应为 tt 开头/, undefined, SLOW)).toBeTruthy();
    fireEvent.change(input('小程序ID'), { target: { value: 'tt07e3715e98c9aac0' } });
    fireEvent.change(input('点击监测地址'), {
      target: { value: 'https://track.example.com/click' },
    });
    fireEvent.click(createButton());
    await waitFor(() => expect(onCreated).toHaveBeenCalledWith(21), SLOW);
    const sent = calls.find((c) => c.method === 'POST');
    expect(sent?.path).toBe('/amt/tt_mini_program_createbase');
    expect(sent?.body).toMatchObject({
      gad_cfg_game_id: 881001,
      platform: 'APP_ANDROID',
      mini_program_type: 'byte_game',
      mini_program_id: 'tt07e3715e98c9aac0',
      click_url: 'https://track.example.com/click',
    });
    expect(calls.some((c) => c.path === '/amt/appidquery')).toBe(false);
  }, 30_000);

  it('makes a Kuaishou non-stream base through its own call', async () => {
    const calls = stubApi({
      'GET /amt/appidquery': () => APPS,
      'POST /amt/non_stream_createbase': () => ({ base_id: 22 }),
    });
    const onCreated = renderDialog(vi.fn(), BASE_DEFINITIONS.kuaishou);
    fireEvent.click(screen.getByRole('radio', { name: '非信息流' }));
    fireEvent.mouseDown(screen.getByRole('combobox', { name: '游戏' }));
    fireEvent.click(await option('三国志战略版（881001）'));
    fireEvent.mouseDown(screen.getByRole('combobox', { name: '应用' }));
    fireEvent.click(await option('三国志战略版（com.example.sanguo，2 个账户）'));
    fireEvent.change(input('点击监测地址'), {
      target: { value: 'https://track.example.com/click' },
    });
    expect(
      await screen.findByText(
        'https://track.example.com/click?base_id={base_id}&game_id=881001',
        undefined,
        SLOW,
      ),
    ).toBeTruthy();
    fireEvent.click(createButton());
    await waitFor(() => expect(onCreated).toHaveBeenCalledWith(22), SLOW);
    const sent = calls.find((c) => c.method === 'POST');
    expect(sent?.path).toBe('/amt/non_stream_createbase');
    expect(sent?.body).toMatchObject({ medium: 'kuaishou', platform: 'APP_ANDROID', app_id: 41 });
  }, 30_000);
});

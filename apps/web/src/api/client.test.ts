import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useSessionStore } from '../stores/session-store';
import {
  ApiError,
  apiGet,
  apiPost,
  ERROR_TITLE,
  queryClient,
  TransportError,
  VPN_MESSAGE,
  VPN_TITLE,
} from './client';
import { setFeedback } from './feedback';
import type { ErrorNotice, Feedback } from './feedback';

type ReloginHandlers = Parameters<Feedback['confirmRelogin']>[0];

let notices: ErrorNotice[];
let relogins: ReloginHandlers[];
let fetchMock: ReturnType<typeof vi.fn<typeof fetch>>;

function reply(body: unknown, status = 200): Response {
  return new Response(JSON.stringify(body), {
    status,
    headers: { 'Content-Type': 'application/json' },
  });
}

function failure(fields: Record<string, unknown>): Response {
  return reply({ data: null, message: '', msg: '', message_cn: '', ...fields });
}

beforeEach(() => {
  notices = [];
  relogins = [];
  setFeedback({
    showError: (notice) => notices.push(notice),
    confirmRelogin: (handlers) => relogins.push(handlers),
  });
  fetchMock = vi.fn<typeof fetch>();
  vi.stubGlobal('fetch', fetchMock);
  useSessionStore.getState().resetToken();
});

afterEach(() => {
  for (const handlers of relogins) handlers.onClosed();
  setFeedback(undefined);
  vi.unstubAllGlobals();
});

describe('apiGet / apiPost envelope', () => {
  it('resolves with data on code 0 and sends token, credentials and JSON body', async () => {
    useSessionStore.setState({ token: 'tok-123' });
    fetchMock.mockResolvedValue(reply({ code: 0, data: { id: 7 }, message: '', msg: '' }));

    await expect(apiPost('/user/add', { name: '张三' })).resolves.toEqual({ id: 7 });

    const [url, init] = fetchMock.mock.calls[0] ?? [];
    expect(url).toBe('/api/user/add');
    expect(init?.method).toBe('POST');
    expect(init?.credentials).toBe('include');
    expect(init?.body).toBe(JSON.stringify({ name: '张三' }));
    expect(new Headers(init?.headers).get('X-Token')).toBe('tok-123');
    expect(notices).toEqual([]);
  });

  it('sends no X-Token without a session and encodes the query', async () => {
    fetchMock.mockResolvedValue(reply({ code: 0, data: [] }));
    await apiGet('/user/abilities', {
      group_id: 0,
      per_page: 1000,
      q: '投放 a&b',
      skip: undefined,
    });
    const [url, init] = fetchMock.mock.calls[0] ?? [];
    expect(url).toBe('/api/user/abilities?group_id=0&per_page=1000&q=%E6%8A%95%E6%94%BE+a%26b');
    expect(new Headers(init?.headers).has('X-Token')).toBe(false);
  });
});

describe('non-zero codes (spec 000 §8)', () => {
  it('joins an array message with line breaks and rejects with ApiError', async () => {
    fetchMock.mockResolvedValue(
      failure({ code: 10001, message: ['名称不能为空', '预算不能低于 300'] }),
    );

    const error = await apiPost('/x', {}).catch((caught: unknown) => caught);

    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ code: 10001, details: ['名称不能为空', '预算不能低于 300'] });
    expect(notices).toEqual([
      { title: ERROR_TITLE, description: '名称不能为空\n预算不能低于 300' },
    ]);
  });

  it('shows message_cn followed by the request URL', async () => {
    fetchMock.mockResolvedValue(
      failure({
        code: 20001,
        message: 'wrong user name or password',
        message_cn: '用户名或密码错误',
      }),
    );
    await expect(apiGet('/user/list', { page: 2 })).rejects.toMatchObject({
      code: 20001,
      message: '用户名或密码错误',
    });
    expect(notices).toEqual([
      { title: ERROR_TITLE, description: '用户名或密码错误\n/api/user/list?page=2' },
    ]);
  });

  it('keeps listed problems between message_cn and the URL', async () => {
    fetchMock.mockResolvedValue(
      failure({ code: 10001, message: ['预算必填'], message_cn: '请求参数有误' }),
    );
    await expect(apiPost('/x')).rejects.toBeInstanceOf(ApiError);
    expect(notices[0]?.description).toBe('请求参数有误\n预算必填\n/api/x');
  });

  it('shows each listed problem once when message_cn already repeats them', async () => {
    fetchMock.mockResolvedValue(
      failure({
        code: 10001,
        message: ['username：不能包含控制字符（如 NUL）', 'password：请输入密码'],
        message_cn: '请求参数有误：username：不能包含控制字符（如 NUL）；password：请输入密码',
      }),
    );
    await expect(apiPost('/auth/login', {}, { silent: true })).rejects.toMatchObject({
      message: '请求参数有误\nusername：不能包含控制字符（如 NUL）\npassword：请输入密码',
    });
  });

  it('falls back to msg, then to a generic error with the URL', async () => {
    fetchMock
      .mockResolvedValueOnce(failure({ code: 1, msg: '账号不存在' }))
      .mockResolvedValueOnce(failure({ code: 2 }));
    await expect(apiGet('/a')).rejects.toMatchObject({ message: '账号不存在' });
    await expect(apiGet('/b', { id: 3 })).rejects.toMatchObject({ message: '请求错误' });
    expect(notices.map((notice) => notice.description)).toEqual([
      '账号不存在',
      '请求错误\n/api/b?id=3',
    ]);
  });

  it('silent calls reject without any global display', async () => {
    fetchMock.mockResolvedValue(failure({ code: 20001, message_cn: '用户名或密码错误' }));
    await expect(apiPost('/auth/login', {}, { silent: true })).rejects.toMatchObject({
      code: 20001,
    });
    expect(notices).toEqual([]);
  });
});

describe('code -100 (session expired)', () => {
  it('opens one re-login confirm for three concurrent failures and no error notice', async () => {
    fetchMock.mockImplementation(() =>
      Promise.resolve(failure({ code: -100, message_cn: '登录状态已过期' })),
    );

    const results = await Promise.allSettled([apiGet('/a'), apiGet('/b'), apiPost('/c')]);

    expect(results.map((result) => result.status)).toEqual(['rejected', 'rejected', 'rejected']);
    for (const result of results) {
      if (result.status === 'rejected') expect(result.reason).toMatchObject({ code: -100 });
    }
    expect(relogins).toHaveLength(1);
    expect(notices).toEqual([]);
  });

  it('asks again once the previous confirm has closed', async () => {
    fetchMock.mockImplementation(() => Promise.resolve(failure({ code: -100 })));
    await apiGet('/a').catch(() => undefined);
    await apiGet('/b').catch(() => undefined);
    expect(relogins).toHaveLength(1);

    relogins[0]?.onClosed();
    await apiGet('/c').catch(() => undefined);
    expect(relogins).toHaveLength(2);
  });
});

describe('transport failures', () => {
  it('HTTP 403 tells the user to connect through the VPN', async () => {
    fetchMock.mockResolvedValue(new Response('forbidden', { status: 403 }));
    const error = await apiGet('/user/info').catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(TransportError);
    expect(error).toMatchObject({ kind: 'vpn', status: 403, message: VPN_MESSAGE });
    expect(notices).toEqual([{ title: VPN_TITLE, description: VPN_MESSAGE, key: 'vpn' }]);
  });

  it('a network failure shows the error message and the request URL', async () => {
    fetchMock.mockRejectedValue(new TypeError('Failed to fetch'));
    await expect(apiGet('/user/info')).rejects.toMatchObject({ kind: 'network' });
    expect(notices).toEqual([
      { title: ERROR_TITLE, description: 'Failed to fetch\n/api/user/info' },
    ]);
  });

  it('another HTTP status or a body that is no envelope is a generic error with the URL', async () => {
    fetchMock
      .mockResolvedValueOnce(new Response('bad gateway', { status: 502 }))
      .mockResolvedValueOnce(new Response('<html>', { status: 200 }));
    await expect(apiGet('/a')).rejects.toMatchObject({ kind: 'http', status: 502 });
    await expect(apiGet('/b')).rejects.toMatchObject({ kind: 'format' });
    expect(notices.map((notice) => notice.description)).toEqual([
      '请求错误（HTTP 502）\n/api/a',
      '请求错误\n/api/b',
    ]);
  });

  it('a non-200 answer carrying the envelope shows its Chinese message', async () => {
    const timedOut = {
      code: 10008,
      data: null,
      message: '请求超时',
      msg: 'timeout',
      message_cn: '请求超时，请检查网络后重试',
    };
    fetchMock.mockResolvedValueOnce(new Response(JSON.stringify(timedOut), { status: 408 }));
    await expect(apiGet('/a')).rejects.toMatchObject({ kind: 'http', status: 408 });
    expect(notices.map((notice) => notice.description)).toEqual([
      '请求超时，请检查网络后重试\n/api/a',
    ]);
  });

  it('an aborted request is passed on without a notice', async () => {
    fetchMock.mockRejectedValue(new DOMException('aborted', 'AbortError'));
    await expect(apiGet('/a')).rejects.toMatchObject({ name: 'AbortError' });
    expect(notices).toEqual([]);
  });

  it('a request cancelled while its body arrives is passed on without a notice', async () => {
    const controller = new AbortController();
    const response = new Response('{"code":0}', { status: 200 });
    vi.spyOn(response, 'json').mockImplementation(() => {
      controller.abort();
      return Promise.reject(new DOMException('aborted', 'AbortError'));
    });
    fetchMock.mockResolvedValue(response);
    await expect(apiGet('/a', undefined, { signal: controller.signal })).rejects.toMatchObject({
      name: 'AbortError',
    });
    expect(notices).toEqual([]);
  });
});

describe('queryClient', () => {
  it('never retries a failure the client already reported', () => {
    const retry = queryClient.getDefaultOptions().queries?.retry;
    expect(typeof retry).toBe('function');
    if (typeof retry !== 'function') return;
    expect(retry(0, new ApiError(1, 'x', '/api/x', 'x'))).toBe(false);
    expect(retry(0, new TransportError('network', 'x', '/api/x', 'x'))).toBe(false);
    expect(retry(0, new Error('render bug'))).toBe(true);
  });
});

import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { stubMatchMedia } from '../../../test/stub-match-media';
import { MobileLoginForm } from './mobile-login-form';

beforeAll(stubMatchMedia);
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

/** The API answers every call with `envelope`; the calls are recorded. */
function stubApi(envelope: object) {
  const fetchMock = vi.fn((_url: string, _init?: RequestInit) =>
    Promise.resolve(new Response(JSON.stringify(envelope), { status: 200 })),
  );
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

function askForCode(mobile: string) {
  render(
    <MemoryRouter>
      <MobileLoginForm />
    </MemoryRouter>,
  );
  fireEvent.change(screen.getByPlaceholderText('手机号'), { target: { value: mobile } });
  fireEvent.click(screen.getByRole('button', { name: '获取验证码' }));
}

describe('MobileLoginForm (spec 000 §7 手机登录)', () => {
  it('says the code was sent once the server accepted the request', async () => {
    const fetchMock = stubApi({ code: 0, data: { retry_after: 60 }, message: '', msg: '' });
    askForCode('13800000002');
    expect(await screen.findByText(/^验证码已发送/)).toBeTruthy();
    expect(screen.getByRole('button', { name: /^\d+ 秒后重试$/ })).toBeTruthy();
    const [url, init] = fetchMock.mock.calls[0] ?? [];
    expect(url).toBe('/api/public/user/smscode');
    expect(JSON.parse(init?.body as string)).toEqual({ mobile: '13800000002' });
  });

  it('says nothing was sent when the server refused, and shows why', async () => {
    stubApi({
      code: 20011,
      data: null,
      message: 'sms code requested too often',
      msg: 'sms code requested too often',
      message_cn: '验证码发送过于频繁，请 42 秒后再试',
    });
    askForCode('13800000002');
    expect(await screen.findByText('验证码发送过于频繁，请 42 秒后再试')).toBeTruthy();
    expect(screen.queryByText(/验证码已发送/)).toBeNull();
    expect(screen.getByRole('button', { name: '获取验证码' })).toBeTruthy();
  });

  it('asks for nothing while the number is malformed', async () => {
    const fetchMock = stubApi({ code: 0, data: { retry_after: 60 } });
    askForCode('1380000');
    expect(await screen.findByText('请输入正确的手机号')).toBeTruthy();
    await waitFor(() => expect(screen.queryByText(/验证码已发送/)).toBeNull());
    expect(fetchMock).not.toHaveBeenCalled();
  });
});

import { beforeEach, describe, expect, it } from 'vitest';
import { DEFAULT_AVATAR, SESSION_STORAGE_KEY, useSessionStore } from './session-store';

const info = {
  id: 7,
  username: 'alice',
  nick_name: '爱丽丝',
  avatar: '',
  roles: ['operator'],
  abilities: ['user:roles'],
  ks_boost_admin: true,
  tencent_user_token: { expire_time: '2025-10-20 00:00:00', auth_url: 'https://ads.example/auth' },
  advertiser_ids: ['1001'],
};

function persisted(): Record<string, unknown> {
  const raw = localStorage.getItem(SESSION_STORAGE_KEY);
  return (JSON.parse(raw ?? '{}') as { state: Record<string, unknown> }).state;
}

beforeEach(() => {
  useSessionStore.getState().resetToken();
});

describe('session store (spec 000 §3, §4)', () => {
  it('login keeps the server token, the trimmed user name and a fixed avatar', () => {
    useSessionStore
      .getState()
      .login({ token: 'r4nd0m', uid: 7, name: 'alice', nick_name: '爱丽丝' }, '  alice ');
    expect(useSessionStore.getState()).toMatchObject({
      token: 'r4nd0m',
      name: 'alice',
      avatar: DEFAULT_AVATAR,
      justLoggedIn: true,
      infoLoaded: false,
    });
  });

  it('user info fills abilities and roles, and only the stable part is persisted', () => {
    const store = useSessionStore.getState();
    store.login({ token: 't', uid: 7, name: 'alice', nick_name: '爱丽丝' }, 'alice');
    store.applyUserInfo(info);
    expect(useSessionStore.getState()).toMatchObject({
      privileges: ['user:roles'],
      roles: ['operator'],
      ks_boost_admin: true,
      advertiser_ids: ['1001'],
      infoLoaded: true,
      tencentUserToken: info.tencent_user_token,
    });
    expect(persisted()).toMatchObject({
      token: 't',
      privileges: ['user:roles'],
      justLoggedIn: true,
    });
    expect(persisted()).not.toHaveProperty('infoLoaded');
    expect(persisted()).not.toHaveProperty('tencentUserToken');
  });

  it('resetToken clears token, name, avatar, privileges and ks_boost_admin', () => {
    const store = useSessionStore.getState();
    store.login({ token: 't', uid: 7, name: 'alice', nick_name: '爱丽丝' }, 'alice');
    store.applyUserInfo(info);
    store.resetToken();
    expect(useSessionStore.getState()).toMatchObject({
      token: null,
      name: '',
      avatar: '',
      privileges: [],
      ks_boost_admin: false,
      infoLoaded: false,
      justLoggedIn: false,
    });
    expect(persisted()).toMatchObject({ token: null, privileges: [] });
  });
});

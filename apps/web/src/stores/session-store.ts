import { create } from 'zustand';
import { createJSONStorage, persist } from 'zustand/middleware';
import type { LoginData, UserInfo } from '@toufang/contracts';

/** Session state (spec 000 §3), persisted locally except what is reloaded on every visit. */
export interface SessionData {
  token: string | null;
  uid: number | null;
  name: string;
  nick_name: string;
  avatar: string;
  privileges: string[];
  roles: string[];
  ks_boost_admin: boolean;
  advertiser_ids: string[];
  /** Set by a login, cleared once the post-login checks ran (spec 000 §4 token-expiry dialog). */
  justLoggedIn: boolean;
  /** User info was loaded in this page visit; not persisted so every visit refreshes abilities. */
  infoLoaded: boolean;
  tencentUserToken: UserInfo['tencent_user_token'];
}

export interface SessionActions {
  /** spec 000 §4: name is the trimmed user name; the avatar is fixed until user info names one. */
  login: (result: LoginData, userName: string) => void;
  applyUserInfo: (info: UserInfo) => void;
  clearJustLoggedIn: () => void;
  /** Logged out: clears the token and everything derived from it (spec 000 §4 logout). */
  resetToken: () => void;
}

export type SessionState = SessionData & SessionActions;

/** Served from public/ at the path the server names in `/user/info`. */
export const DEFAULT_AVATAR = '/avatar.svg';

const LOGGED_OUT: SessionData = {
  token: null,
  uid: null,
  name: '',
  nick_name: '',
  avatar: '',
  privileges: [],
  roles: [],
  ks_boost_admin: false,
  advertiser_ids: [],
  justLoggedIn: false,
  infoLoaded: false,
  tencentUserToken: null,
};

export const SESSION_STORAGE_KEY = 'toufang-session';

export const useSessionStore = create<SessionState>()(
  persist(
    (set) => ({
      ...LOGGED_OUT,
      login: (result, userName) =>
        set({
          ...LOGGED_OUT,
          token: result.token,
          uid: result.uid,
          name: userName.trim() || result.name,
          nick_name: result.nick_name,
          avatar: DEFAULT_AVATAR,
          justLoggedIn: true,
        }),
      applyUserInfo: (info) =>
        set((state) => ({
          uid: info.id,
          name: state.name || info.username,
          nick_name: info.nick_name,
          avatar: info.avatar || state.avatar || DEFAULT_AVATAR,
          privileges: info.abilities,
          roles: info.roles,
          ks_boost_admin: info.ks_boost_admin,
          advertiser_ids: info.advertiser_ids,
          tencentUserToken: info.tencent_user_token,
          infoLoaded: true,
        })),
      clearJustLoggedIn: () => set({ justLoggedIn: false }),
      resetToken: () => set({ ...LOGGED_OUT }),
    }),
    {
      name: SESSION_STORAGE_KEY,
      storage: createJSONStorage(() => localStorage),
      partialize: (state) => ({
        token: state.token,
        uid: state.uid,
        name: state.name,
        nick_name: state.nick_name,
        avatar: state.avatar,
        privileges: state.privileges,
        roles: state.roles,
        ks_boost_admin: state.ks_boost_admin,
        advertiser_ids: state.advertiser_ids,
        justLoggedIn: state.justLoggedIn,
      }),
    },
  ),
);

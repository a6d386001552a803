import type { UserInfo } from '@toufang/contracts';
import type { AuthContext } from '../../http/access';

/** Every user shows the same avatar (spec 000 §4: login sets a fixed avatar). */
export const DEFAULT_AVATAR = '/avatar.svg';

export class UserInfoService {
  /** Everything comes from the resolved session: no database read on this hot path. */
  get(auth: AuthContext): UserInfo {
    return {
      id: auth.userId,
      username: auth.username,
      nick_name: auth.nickName,
      avatar: DEFAULT_AVATAR,
      roles: auth.roles,
      abilities: [...auth.abilities].sort(),
      ks_boost_admin: auth.ksBoostAdmin,
      // null while no social-network user token is authorized: the shell then skips its dialog.
      tencent_user_token: null,
      // The advertisers in the user's data scope; none while no ad account is authorized.
      advertiser_ids: [],
    };
  }
}

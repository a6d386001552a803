import type { UserInfo } from '@toufang/contracts';
import type { AuthContext } from '../../http/access';
import type { AuthRepository } from './auth.repository';

/** Every user shows the same avatar (spec 000 §4: login sets a fixed avatar). */
export const DEFAULT_AVATAR = '/avatar.svg';

export class UserInfoService {
  constructor(private readonly repo: AuthRepository) {}

  async get(auth: AuthContext): Promise<UserInfo> {
    const user = await this.repo.findUserByUsername(auth.username);
    return {
      id: auth.userId,
      username: auth.username,
      nick_name: auth.nickName,
      avatar: DEFAULT_AVATAR,
      roles: auth.roles,
      abilities: [...auth.abilities].sort(),
      ks_boost_admin: user?.ksBoostAdmin ?? false,
      // null while no social-network user token is authorized: the shell then skips its dialog.
      tencent_user_token: null,
      // The advertisers in the user's data scope; none while no ad account is authorized.
      advertiser_ids: [],
    };
  }
}

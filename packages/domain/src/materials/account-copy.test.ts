import { describe, expect, it } from 'vitest';
import { accountCopyRefusal, MATERIAL_ACCOUNT_COPY } from './account-copy';

describe('accountCopyRefusal', () => {
  it('lets Ocean Engine bind images and videos to at most 50 accounts, ids kept', () => {
    expect(accountCopyRefusal('bytedance', 'bind', 'image')).toBeNull();
    expect(accountCopyRefusal('bytedance', 'bind', 'video')).toBeNull();
    expect(MATERIAL_ACCOUNT_COPY.bytedance).toMatchObject({ targetsMax: 50, keepsIds: true });
  });

  it('lets Kuaishou share videos only, to at most 10 accounts, under new ids', () => {
    expect(accountCopyRefusal('kuaishou', 'share', 'video')).toBeNull();
    expect(accountCopyRefusal('kuaishou', 'share', 'image')).toBe('磁力引擎只能在账户间复制视频');
    expect(MATERIAL_ACCOUNT_COPY.kuaishou).toMatchObject({ targetsMax: 10, keepsIds: false });
    expect(accountCopyRefusal('kuaishou', 'bind')).toBe(
      '磁力引擎的素材在账户间复制请使用视频共享（material/share）',
    );
  });

  it('names the medium when it has no call or another one', () => {
    expect(accountCopyRefusal('tencent', 'bind')).toBe(
      '腾讯广告没有在账户间共享素材的接口，请把素材直接推送到目标账户',
    );
    expect(accountCopyRefusal('tencent', 'share')).toContain('腾讯广告');
    expect(accountCopyRefusal('bytedance', 'share')).toBe(
      '巨量引擎的素材在账户间复制请使用素材推送（material/bind）',
    );
  });
});

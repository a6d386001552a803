import {
  MATERIAL_PUSH_LIMITS,
  type MaterialFile,
  type MaterialPushBody,
  type MediumKey,
} from '@toufang/contracts';
import { canPush, MATERIAL_MEDIUM_NAMES } from '@toufang/domain';
import { Alert, Flex, Form, Select, Typography } from 'antd';
import { AdvertiserPicker } from '../../../components/advertiser-picker/advertiser-picker';

/** The media a push offers, in the order the form shows them. */
export const PUSH_MEDIA: readonly MediumKey[] = ['bytedance', 'kuaishou', 'tencent'];

const KUAISHOU_TYPES = [
  { value: 0, label: '默认（按视频尺寸）' },
  { value: 1, label: '竖版' },
  { value: 2, label: '横版' },
];

export type PushAccounts = Record<MediumKey, string[]>;
export const NO_ACCOUNTS: PushAccounts = { bytedance: [], kuaishou: [], tencent: [] };

export interface PushAccountFormProps {
  files: readonly MaterialFile[];
  accounts: PushAccounts;
  onAccounts: (accounts: PushAccounts) => void;
  kuaishouType: number;
  onKuaishouType: (value: number) => void;
}

/** The (file, account) pairs a choice makes, as the push call takes them. */
export function pushBody(
  files: readonly MaterialFile[],
  accounts: PushAccounts,
  kuaishouType: number,
): MaterialPushBody {
  return {
    file_id: files.map((f) => f.fid),
    accounts: PUSH_MEDIA.flatMap((platform) =>
      accounts[platform].map((advertiser_id) => ({ platform, advertiser_id })),
    ),
    kuaishou_type: kuaishouType,
  };
}

/** Files that may not be pushed (not approved, or in the bin): the push is refused for them. */
export const unpushable = (files: readonly MaterialFile[]) => files.filter((f) => !canPush(f).ok);

/**
 * Chooses accounts across the media through the shared advertiser picker, one per medium; a
 * medium that does not take every chosen file is offered disabled, with the reason.
 */
export function PushAccountForm(props: PushAccountFormProps) {
  const { files, accounts } = props;
  const blocked = unpushable(files);
  const videos = files.filter((f) => f.type === 'video').length;
  const chosen = PUSH_MEDIA.reduce((n, m) => n + accounts[m].length, 0);
  return (
    <Flex vertical gap={12}>
      <Typography.Text>
        {`已选 ${files.length} 个素材（图片 ${files.length - videos} 个，视频 ${videos} 个），推送到所选账户的素材库；账户中已有相同内容的素材不会重复上传。`}
      </Typography.Text>
      {blocked.length > 0 && (
        <Alert
          type="error"
          showIcon
          message={`以下素材未通过审核，不能推送：${blocked.map((f) => f.name).join('、')}`}
        />
      )}
      <Form layout="horizontal" labelCol={{ flex: '96px' }} colon={false}>
        {PUSH_MEDIA.map((medium) => {
          const refused = files.filter((f) => !f.media.includes(medium));
          return (
            <Form.Item
              key={medium}
              label={MATERIAL_MEDIUM_NAMES[medium]}
              extra={
                refused.length > 0
                  ? `${refused.map((f) => f.name).join('、')} 不符合${MATERIAL_MEDIUM_NAMES[medium]}的格式或大小要求，不能推送到该媒体`
                  : undefined
              }
            >
              {refused.length > 0 ? (
                <Select disabled style={{ width: '100%' }} placeholder="所选素材不能推送到该媒体" />
              ) : (
                <AdvertiserPicker
                  platform={medium}
                  batch
                  width="100%"
                  aria-label={`${MATERIAL_MEDIUM_NAMES[medium]}账户`}
                  value={accounts[medium]}
                  onChange={(ids) => props.onAccounts({ ...accounts, [medium]: ids })}
                />
              )}
            </Form.Item>
          );
        })}
        {videos > 0 && accounts.kuaishou.length > 0 && (
          <Form.Item label="快手视频类型">
            <Select
              aria-label="快手视频类型"
              options={KUAISHOU_TYPES}
              value={props.kuaishouType}
              onChange={props.onKuaishouType}
              style={{ width: 200 }}
            />
          </Form.Item>
        )}
      </Form>
      <Typography.Text type={chosen > MATERIAL_PUSH_LIMITS.accountsMax ? 'danger' : 'secondary'}>
        已选 {chosen} 个账户（最多 {MATERIAL_PUSH_LIMITS.accountsMax} 个），共{' '}
        {chosen * files.length} 次推送
      </Typography.Text>
    </Flex>
  );
}

import { DeleteOutlined, PlusOutlined } from '@ant-design/icons';
import {
  MONITOR_LIMITS,
  ROBOT_TYPES,
  type MonitorChannelInput,
  type MonitorChannelView,
  type RobotType,
} from '@toufang/contracts';
import { ROBOT_NAMES } from '@toufang/domain';
import { Button, Card, Flex, Input, Select, Typography } from 'antd';

/** A robot as the form edits it; `saved` is the stored channel it changes, if any. */
export interface ChannelDraft {
  key: string;
  type: RobotType;
  url: string;
  secret: string;
  saved?: MonitorChannelView;
}

const PLACEHOLDERS: Readonly<Record<RobotType, string>> = {
  wecom: 'https://qyapi.weixin.qq.com/cgi-bin/webhook/send?key=…',
  dingtalk: 'https://oapi.dingtalk.com/robot/send?access_token=…',
  feishu: 'https://open.feishu.cn/open-apis/bot/v2/hook/…',
};
const SECRET_HINTS: Readonly<Record<RobotType, string | null>> = {
  wecom: null,
  dingtalk: '加签密钥（SEC 开头，机器人安全设置为"加签"时填写）',
  feishu: '签名校验密钥（机器人开启"签名校验"时填写）',
};

let counter = 0;
export const draftOf = (saved?: MonitorChannelView): ChannelDraft => ({
  key: `c${++counter}`,
  type: saved?.type ?? 'wecom',
  url: '',
  secret: '',
  ...(saved ? { saved } : {}),
});

/** What the save call sends: a saved robot left blank keeps its stored address and secret. */
export function channelInputs(drafts: readonly ChannelDraft[]): MonitorChannelInput[] {
  return drafts.map((d) => ({
    ...(d.saved ? { id: d.saved.id } : {}),
    type: d.type,
    ...(d.url.trim() ? { url: d.url.trim() } : {}),
    ...(d.secret.trim() ? { secret: d.secret.trim() } : {}),
  }));
}

/** The rule's group robots: type, webhook address and signing secret, at most five. */
export function ChannelFields({
  value,
  onChange,
}: {
  value: ChannelDraft[];
  onChange: (drafts: ChannelDraft[]) => void;
}) {
  const update = (key: string, patch: Partial<ChannelDraft>) =>
    onChange(value.map((d) => (d.key === key ? { ...d, ...patch } : d)));
  return (
    <Flex vertical gap={8}>
      {value.map((d, i) => {
        const keeps = d.saved !== undefined && d.saved.type === d.type;
        const hint = SECRET_HINTS[d.type];
        return (
          <Card key={d.key} size="small">
            <Flex gap={8} align="start" wrap>
              <Select
                aria-label={`机器人类型${i + 1}`}
                style={{ width: 120 }}
                value={d.type}
                options={ROBOT_TYPES.map((t) => ({ value: t, label: ROBOT_NAMES[t] }))}
                onChange={(type) => update(d.key, { type })}
              />
              <Flex vertical gap={4} style={{ flex: 1, minWidth: 320 }}>
                <Input
                  aria-label={`Webhook 地址${i + 1}`}
                  placeholder={
                    keeps
                      ? `已保存 ${d.saved?.url_masked ?? ''}，不修改请留空`
                      : PLACEHOLDERS[d.type]
                  }
                  value={d.url}
                  onChange={(e) => update(d.key, { url: e.target.value })}
                />
                {hint && (
                  <Input.Password
                    aria-label={`签名密钥${i + 1}`}
                    placeholder={keeps && d.saved?.secret_set ? '已设置，不修改请留空' : hint}
                    value={d.secret}
                    autoComplete="new-password"
                    onChange={(e) => update(d.key, { secret: e.target.value })}
                  />
                )}
              </Flex>
              <Button
                type="text"
                danger
                aria-label={`移除机器人${i + 1}`}
                icon={<DeleteOutlined />}
                onClick={() => onChange(value.filter((x) => x.key !== d.key))}
              />
            </Flex>
          </Card>
        );
      })}
      {value.length === 0 && (
        <Typography.Text type="secondary">未添加群机器人：只在站内通知</Typography.Text>
      )}
      <div>
        <Button
          icon={<PlusOutlined />}
          disabled={value.length >= MONITOR_LIMITS.channelsMax}
          onClick={() => onChange([...value, draftOf()])}
        >
          添加群机器人
        </Button>
      </div>
    </Flex>
  );
}

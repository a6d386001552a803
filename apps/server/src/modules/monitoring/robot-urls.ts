import type { RobotType } from '@toufang/contracts';
import { ROBOT_NAMES } from '@toufang/domain';

// The group robots' webhook addresses (docs/architecture/monitoring.md): each robot posts to its
// own host and path with its token in the address. An address is checked against its robot's
// pattern before it is saved, so a message never goes to a host nobody chose.

interface RobotDef {
  name: string;
  hosts: readonly string[];
  /** The path, and where the token is: a query parameter or the path's last part. */
  path: RegExp;
  tokenParam: string | null;
  /** Whether the robot signs (DingTalk 加签, Feishu 签名校验); WeCom has no signing. */
  signs: boolean;
  example: string;
}

export const ROBOT_DEFS: Readonly<Record<RobotType, RobotDef>> = {
  wecom: {
    name: ROBOT_NAMES.wecom,
    hosts: ['qyapi.weixin.qq.com'],
    path: /^\/cgi-bin\/webhook\/send$/,
    tokenParam: 'key',
    signs: false,
    example: 'https://qyapi.weixin.qq.com/cgi-bin/webhook/send?key=…',
  },
  dingtalk: {
    name: ROBOT_NAMES.dingtalk,
    hosts: ['oapi.dingtalk.com'],
    path: /^\/robot\/send$/,
    tokenParam: 'access_token',
    signs: true,
    example: 'https://oapi.dingtalk.com/robot/send?access_token=…',
  },
  feishu: {
    name: ROBOT_NAMES.feishu,
    hosts: ['open.feishu.cn', 'open.larksuite.com'],
    path: /^\/open-apis\/bot\/v2\/hook\/[\w-]{8,}$/,
    tokenParam: null,
    signs: true,
    example: 'https://open.feishu.cn/open-apis/bot/v2/hook/…',
  },
};

/**
 * Why `url` is not a webhook address of `type`, or null when it is. `extraHosts` (deployment
 * configuration: a relay in front of the robots) are accepted over http or https on any path.
 */
export function robotUrlProblem(
  type: RobotType,
  url: string,
  extraHosts: readonly string[] = [],
): string | null {
  const def = ROBOT_DEFS[type];
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    return `${def.name}机器人地址格式不正确，应为 ${def.example}`;
  }
  if (extraHosts.includes(parsed.hostname)) {
    return parsed.protocol === 'http:' || parsed.protocol === 'https:'
      ? null
      : `${def.name}机器人地址应以 http:// 或 https:// 开头`;
  }
  if (parsed.protocol !== 'https:' || !def.hosts.includes(parsed.hostname) || parsed.port !== '') {
    return `${def.name}机器人地址应为 ${def.example}`;
  }
  if (!def.path.test(parsed.pathname))
    return `${def.name}机器人地址路径不正确，应为 ${def.example}`;
  if (def.tokenParam !== null && !parsed.searchParams.get(def.tokenParam)) {
    return `${def.name}机器人地址缺少 ${def.tokenParam} 参数`;
  }
  return null;
}

/** Why a secret does not fit the robot, or null. */
export function robotSecretProblem(type: RobotType, secret: string): string | null {
  if (secret === '') return null;
  if (!ROBOT_DEFS[type].signs) return `${ROBOT_DEFS[type].name}机器人不使用签名密钥`;
  if (type === 'dingtalk' && !/^SEC[0-9a-f]{16,}$/i.test(secret)) {
    return '钉钉加签密钥应以 SEC 开头';
  }
  return null;
}

const mask = (value: string) =>
  value.length <= 4 ? '****' : `${value.slice(0, 4)}${'*'.repeat(8)}`;

/** The address with its token masked: what responses and the delivery list show. */
export function maskRobotUrl(url: string): string {
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    return mask(url);
  }
  for (const [key, value] of [...parsed.searchParams]) parsed.searchParams.set(key, mask(value));
  const parts = parsed.pathname.split('/');
  const last = parts.at(-1) ?? '';
  if (last.length >= 8) parts[parts.length - 1] = mask(last);
  const query = parsed.searchParams.toString().replaceAll('%2A', '*');
  return `${parsed.origin}${parts.join('/')}${query ? `?${query}` : ''}`;
}

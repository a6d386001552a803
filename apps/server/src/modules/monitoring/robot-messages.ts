import type { IncidentEvent, RobotType } from '@toufang/contracts';

// What each group robot is sent (their documented message formats) and how each answers
// (docs/architecture/monitoring.md). Signing is robot-signing.ts.

export interface AlertMessage {
  event: IncidentEvent;
  ruleName: string;
  subjectName: string;
  message: string;
  /** When it happened, Asia/Shanghai, e.g. 2026-11-27 10:30. */
  at: string;
}

/** The one-line title of an opened or cleared incident. */
export const alertTitle = (m: Pick<AlertMessage, 'event' | 'ruleName'>) =>
  m.event === 'opened' ? `【监控告警】${m.ruleName}` : `【已恢复】${m.ruleName}`;

export function alertLines(m: AlertMessage): string[] {
  return [
    `对象：${m.subjectName}`,
    m.event === 'opened' ? `情况：${m.message}` : `已恢复：${m.message}`,
    `时间：${m.at}`,
  ];
}

/** A message as kept with its notification and deliveries: a title and its lines. */
export interface AlertText {
  title: string;
  lines: string[];
}

export const alertText = (m: AlertMessage): AlertText => ({
  title: alertTitle(m),
  lines: alertLines(m),
});

/** WeCom: markdown, at most 4096 bytes of content. */
const WECOM_MAX_BYTES = 4096;

const cutBytes = (text: string, max: number) => {
  const bytes = Buffer.from(text, 'utf8');
  if (bytes.length <= max) return text;
  // '…' takes 3 bytes; a character cut in half is dropped.
  return `${bytes
    .subarray(0, max - 3)
    .toString('utf8')
    .replace(/\uFFFD+$/, '')}…`;
};

/** The JSON body of the message, before any signature. */
export function robotBody(type: RobotType, { title, lines }: AlertText): Record<string, unknown> {
  switch (type) {
    case 'wecom':
      return {
        msgtype: 'markdown',
        markdown: {
          content: cutBytes(
            [`**${title}**`, ...lines.map((l) => `> ${l}`)].join('\n'),
            WECOM_MAX_BYTES,
          ),
        },
      };
    case 'dingtalk':
      return {
        msgtype: 'markdown',
        markdown: { title, text: [`### ${title}`, ...lines.map((l) => `- ${l}`)].join('\n') },
      };
    case 'feishu':
      return { msg_type: 'text', content: { text: [title, ...lines].join('\n') } };
  }
}

export type RobotAnswer =
  { ok: true } | { ok: false; code: string; message: string; retryable: boolean };

/** The robots' codes that mean "too many messages, try later". */
const RATE_LIMITED: Readonly<Record<RobotType, readonly number[]>> = {
  wecom: [45009, 45033],
  dingtalk: [130101, 660026],
  feishu: [9499, 11232, 11233],
};

/**
 * Whether the robot took the message: HTTP 200 and its success code (WeCom and DingTalk
 * `errcode: 0`, Feishu `code: 0`, older Feishu `StatusCode: 0`). 5xx, 429 and the robots'
 * rate-limit codes may be tried again; other refusals (wrong key, bad signature) may not.
 */
export function robotAnswer(type: RobotType, httpStatus: number, body: unknown): RobotAnswer {
  if (httpStatus === 429 || httpStatus >= 500) {
    return {
      ok: false,
      code: `HTTP_${httpStatus}`,
      message: `机器人服务暂不可用（HTTP ${httpStatus}）`,
      retryable: true,
    };
  }
  if (httpStatus !== 200) {
    return {
      ok: false,
      code: `HTTP_${httpStatus}`,
      message: `机器人地址拒绝了请求（HTTP ${httpStatus}），请检查地址`,
      retryable: false,
    };
  }
  const b = (typeof body === 'object' && body !== null ? body : {}) as Record<string, unknown>;
  const scalar = (v: unknown) =>
    typeof v === 'number' || typeof v === 'string' ? String(v) : undefined;
  const code = type === 'feishu' ? (scalar(b.code) ?? scalar(b.StatusCode)) : scalar(b.errcode);
  if (code === '0') return { ok: true };
  const text =
    (type === 'feishu' ? (scalar(b.msg) ?? scalar(b.StatusMessage)) : scalar(b.errmsg)) ?? '';
  const numeric = Number(code);
  return {
    ok: false,
    code: code ?? 'NO_CODE',
    message: text ? `机器人返回错误：${text}（${code ?? ''}）` : '机器人返回了无法识别的应答',
    retryable: RATE_LIMITED[type].includes(numeric),
  };
}

import { describe, expect, it } from 'vitest';
import {
  alertLines,
  alertText,
  alertTitle,
  robotAnswer,
  robotBody,
  type AlertMessage,
} from './robot-messages';
import { dingtalkSign, feishuSign, signRobotRequest } from './robot-signing';
import { maskRobotUrl, robotSecretProblem, robotUrlProblem } from './robot-urls';

const opened: AlertMessage = {
  event: 'opened',
  ruleName: '无转化告警',
  subjectName: '广告 7001（账户 1001）',
  message: '今日消耗 120.00 元 > 100.00 元；今日转化数 0 < 1',
  at: '2026-11-27 10:30',
};
const NOW = new Date(1_700_000_000_000);

describe('robot signing', () => {
  // Expected values computed with `openssl dgst -sha256 -hmac`, independently of this code.
  it('signs DingTalk as base64 HMAC-SHA256 of "timestamp\\nsecret" keyed by the secret', () => {
    expect(dingtalkSign('SEC0123456789abcdef', 1_700_000_000_000)).toBe(
      'TSZbRFUuvaSQaRKUpF970OPCb2/LcQAP3wOvwZIzBZk=',
    );
  });

  it('signs Feishu as base64 HMAC-SHA256 of nothing keyed by "timestamp\\nsecret"', () => {
    expect(feishuSign('feishu-secret', 1_700_000_000)).toBe(
      'OrBzY1Y01Gq+HgJsl+7OfWcMVwc7YocohQm5iiZwjhU=',
    );
  });

  it('puts DingTalk timestamp (ms) and the URL-encoded sign in the address', () => {
    const req = signRobotRequest(
      'dingtalk',
      'https://oapi.dingtalk.com/robot/send?access_token=abc',
      { msgtype: 'text' },
      'SEC0123456789abcdef',
      NOW,
    );
    const url = new URL(req.url);
    expect(url.searchParams.get('access_token')).toBe('abc');
    expect(url.searchParams.get('timestamp')).toBe('1700000000000');
    expect(url.searchParams.get('sign')).toBe('TSZbRFUuvaSQaRKUpF970OPCb2/LcQAP3wOvwZIzBZk=');
    expect(req.url).toContain('sign=TSZbRFUuvaSQaRKUpF970OPCb2%2FLcQAP3wOvwZIzBZk%3D');
    expect(req.body).toEqual({ msgtype: 'text' });
  });

  it('puts Feishu timestamp (s, a string) and sign in the body, the address unchanged', () => {
    const url = 'https://open.feishu.cn/open-apis/bot/v2/hook/0123456789abcdef';
    const req = signRobotRequest('feishu', url, { msg_type: 'text' }, 'feishu-secret', NOW);
    expect(req.url).toBe(url);
    expect(req.body).toEqual({
      timestamp: '1700000000',
      sign: 'OrBzY1Y01Gq+HgJsl+7OfWcMVwc7YocohQm5iiZwjhU=',
      msg_type: 'text',
    });
  });

  it('leaves WeCom and robots without a secret unsigned', () => {
    const wecom = 'https://qyapi.weixin.qq.com/cgi-bin/webhook/send?key=k1';
    expect(signRobotRequest('wecom', wecom, { a: 1 }, 'x', NOW)).toEqual({
      url: wecom,
      body: { a: 1 },
    });
    const ding = 'https://oapi.dingtalk.com/robot/send?access_token=abc';
    expect(signRobotRequest('dingtalk', ding, { a: 1 }, null, NOW).url).toBe(ding);
  });
});

describe('robot messages', () => {
  it('builds each robot its own documented body', () => {
    expect(robotBody('wecom', alertText(opened))).toEqual({
      msgtype: 'markdown',
      markdown: {
        content: `**【监控告警】无转化告警**\n> 对象：广告 7001（账户 1001）\n> 情况：${opened.message}\n> 时间：2026-11-27 10:30`,
      },
    });
    expect(robotBody('dingtalk', alertText(opened))).toEqual({
      msgtype: 'markdown',
      markdown: {
        title: '【监控告警】无转化告警',
        text: `### 【监控告警】无转化告警\n- 对象：广告 7001（账户 1001）\n- 情况：${opened.message}\n- 时间：2026-11-27 10:30`,
      },
    });
    expect(robotBody('feishu', alertText(opened))).toEqual({
      msg_type: 'text',
      content: {
        text: `【监控告警】无转化告警\n对象：广告 7001（账户 1001）\n情况：${opened.message}\n时间：2026-11-27 10:30`,
      },
    });
  });

  it('says 已恢复 when an incident clears', () => {
    const resolved = { ...opened, event: 'resolved' as const };
    expect(alertTitle(resolved)).toBe('【已恢复】无转化告警');
    expect(alertLines(resolved)[1]).toBe(`已恢复：${opened.message}`);
  });

  it('cuts WeCom content to 4096 bytes without breaking a character', () => {
    const long = { ...opened, message: '消'.repeat(3000) };
    const content = (robotBody('wecom', alertText(long)).markdown as { content: string }).content;
    expect(Buffer.byteLength(content, 'utf8')).toBeLessThanOrEqual(4096);
    expect(content.endsWith('…')).toBe(true);
    expect(content).not.toContain('\uFFFD');
  });

  it('reads each robot answer: success codes, retryable and final failures', () => {
    expect(robotAnswer('wecom', 200, { errcode: 0, errmsg: 'ok' })).toEqual({ ok: true });
    expect(robotAnswer('dingtalk', 200, { errcode: 0, errmsg: 'ok' })).toEqual({ ok: true });
    expect(robotAnswer('feishu', 200, { code: 0, msg: 'success' })).toEqual({ ok: true });
    expect(robotAnswer('feishu', 200, { StatusCode: 0 })).toEqual({ ok: true });
    expect(
      robotAnswer('dingtalk', 200, { errcode: 310000, errmsg: 'sign not match' }),
    ).toMatchObject({
      ok: false,
      code: '310000',
      retryable: false,
    });
    expect(
      robotAnswer('dingtalk', 200, { errcode: 130101, errmsg: 'send too fast' }),
    ).toMatchObject({
      retryable: true,
    });
    expect(robotAnswer('feishu', 200, { code: 19021, msg: 'sign match fail' })).toMatchObject({
      ok: false,
      retryable: false,
    });
    expect(robotAnswer('wecom', 500, null)).toMatchObject({ code: 'HTTP_500', retryable: true });
    expect(robotAnswer('wecom', 429, null)).toMatchObject({ retryable: true });
    expect(robotAnswer('wecom', 404, null)).toMatchObject({ retryable: false });
    expect(robotAnswer('wecom', 200, 'not json')).toMatchObject({ ok: false, code: 'NO_CODE' });
  });
});

describe('robot addresses', () => {
  it('accepts each robot its own host, path and token', () => {
    expect(
      robotUrlProblem('wecom', 'https://qyapi.weixin.qq.com/cgi-bin/webhook/send?key=k1'),
    ).toBeNull();
    expect(
      robotUrlProblem('dingtalk', 'https://oapi.dingtalk.com/robot/send?access_token=t1'),
    ).toBeNull();
    expect(
      robotUrlProblem('feishu', 'https://open.feishu.cn/open-apis/bot/v2/hook/0123-4567-89ab'),
    ).toBeNull();
    expect(
      robotUrlProblem('feishu', 'https://open.larksuite.com/open-apis/bot/v2/hook/0123-4567-89ab'),
    ).toBeNull();
  });

  it.each([
    ['wecom', 'http://qyapi.weixin.qq.com/cgi-bin/webhook/send?key=k1', '应为'],
    ['wecom', 'https://qyapi.weixin.qq.com.evil.cn/cgi-bin/webhook/send?key=k1', '应为'],
    ['wecom', 'https://qyapi.weixin.qq.com/cgi-bin/webhook/send', '缺少 key'],
    ['wecom', 'https://oapi.dingtalk.com/robot/send?access_token=t1', '应为'],
    ['dingtalk', 'https://oapi.dingtalk.com/robot/other?access_token=t1', '路径不正确'],
    ['dingtalk', 'https://oapi.dingtalk.com:8443/robot/send?access_token=t1', '应为'],
    ['feishu', 'https://open.feishu.cn/open-apis/bot/v2/hook/', '路径不正确'],
    ['feishu', 'not a url', '格式不正确'],
  ] as const)('refuses %s %s', (type, url, words) => {
    expect(robotUrlProblem(type, url)).toContain(words);
  });

  it('accepts a configured relay host over http, and only that host', () => {
    expect(robotUrlProblem('dingtalk', 'http://127.0.0.1:3000/any', ['127.0.0.1'])).toBeNull();
    expect(robotUrlProblem('dingtalk', 'http://127.0.0.2:3000/any', ['127.0.0.1'])).not.toBeNull();
    expect(robotUrlProblem('dingtalk', 'ftp://127.0.0.1/any', ['127.0.0.1'])).toContain('http');
  });

  it('checks secrets by robot', () => {
    expect(robotSecretProblem('wecom', 'abc')).toBe('企业微信机器人不使用签名密钥');
    expect(robotSecretProblem('wecom', '')).toBeNull();
    expect(robotSecretProblem('dingtalk', 'abc')).toBe('钉钉加签密钥应以 SEC 开头');
    expect(robotSecretProblem('dingtalk', 'SEC0123456789abcdef')).toBeNull();
    expect(robotSecretProblem('feishu', 'anything')).toBeNull();
  });

  it('masks the token in the address', () => {
    expect(maskRobotUrl('https://qyapi.weixin.qq.com/cgi-bin/webhook/send?key=693a91f6-7xxx')).toBe(
      'https://qyapi.weixin.qq.com/cgi-bin/webhook/send?key=693a********',
    );
    expect(maskRobotUrl('https://open.feishu.cn/open-apis/bot/v2/hook/0123456789abcdef')).toBe(
      'https://open.feishu.cn/open-apis/bot/v2/hook/0123********',
    );
    expect(maskRobotUrl('https://oapi.dingtalk.com/robot/send?access_token=abc')).toBe(
      'https://oapi.dingtalk.com/robot/send?access_token=****',
    );
  });
});

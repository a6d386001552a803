import { describe, expect, it } from 'vitest';
import { channelInputs, draftOf } from './components/channel-fields';
import { draftProblems, newMonitor, newWatch } from './monitor-draft';

describe('the monitoring draft', () => {
  it('asks for a name first, and a new draft of each kind is otherwise complete', () => {
    expect(draftProblems(newMonitor())).toEqual(['请输入规则名称']);
    for (const kind of ['metrics', 'balance', 'link', 'authorization'] as const) {
      expect(draftProblems({ ...newMonitor(), name: '监控', watch: newWatch(kind) })).toEqual([]);
    }
  });

  it('sends a saved robot left blank by its id alone, so the server keeps its address and secret', () => {
    const saved = draftOf({ id: 'abc', type: 'dingtalk', url_masked: 'x', secret_set: true });
    const fresh = {
      ...draftOf(),
      type: 'feishu' as const,
      url: ' https://open.feishu.cn/h ',
      secret: '',
    };
    expect(channelInputs([saved, fresh])).toEqual([
      { id: 'abc', type: 'dingtalk' },
      { type: 'feishu', url: 'https://open.feishu.cn/h' },
    ]);
    expect(channelInputs([{ ...saved, secret: 'SECnew' }])).toEqual([
      { id: 'abc', type: 'dingtalk', secret: 'SECnew' },
    ]);
  });
});

import { describe, expect, it } from 'vitest';
import { formatAdId } from './ad-id-format';
import {
  checkSpendRows,
  SPEND_COST_MAX_YUAN,
  SPEND_COUNT_MAX,
  SPEND_ROWS_MAX,
  spendHeaderProblem,
  type SpendSheetRow,
} from './spend-rows';

const TODAY = '2026-11-27';
const OTHER = formatAdId('other', 5);
const PC = formatAdId('pc', 6);
const row = (n: number, ...cells: string[]): SpendSheetRow => ({ row: n, cells });
const messagesOf = (r: SpendSheetRow) => checkSpendRows([r], TODAY).problems[0]?.messages ?? [];

describe('spendHeaderProblem', () => {
  it('takes the template header, with or without the optional counts', () => {
    expect(
      spendHeaderProblem([
        '日期',
        '广告ID',
        '消耗（元）',
        '展示',
        '点击',
        '激活',
        '注册',
        '付费金额（元）',
      ]),
    ).toBeNull();
    expect(spendHeaderProblem(['日期', '广告ID', '消耗（元）', '', ''])).toBeNull();
  });

  it('refuses another header', () => {
    expect(spendHeaderProblem(['名称', '备注'])).toMatch(
      /^第 1 行应为表头：日期、广告ID、消耗（元）/,
    );
    expect(spendHeaderProblem(['日期', '广告ID'])).not.toBeNull();
  });
});

describe('checkSpendRows', () => {
  it('reads yuan into 分 and empty counts as 0', () => {
    const check = checkSpendRows(
      [
        row(2, '2026-11-26', OTHER.toLowerCase(), '1,234.5', '1000', '30'),
        row(3, '2026/11/1', PC, '0'),
      ],
      TODAY,
    );
    expect(check.problems).toEqual([]);
    expect(check.rows).toEqual([
      {
        row: 2,
        statDate: '2026-11-26',
        adId: OTHER,
        medium: 'other',
        cost: 123_450,
        impressions: 1000,
        clicks: 30,
        activations: 0,
        registrations: 0,
        payAmount: 0,
      },
      expect.objectContaining({ row: 3, statDate: '2026-11-01', adId: PC, medium: 'pc', cost: 0 }),
    ]);
  });

  it('asks for the date, the ad ID and the cost', () => {
    expect(messagesOf(row(2, '', '', ''))).toEqual([
      '日期不能为空',
      '广告ID不能为空',
      '消耗不能为空',
    ]);
  });

  it('refuses a date that is not one, in the future, or over a year back', () => {
    expect(messagesOf(row(2, '2026-02-30', OTHER, '1'))).toEqual(['日期格式应为 2025-01-31']);
    expect(messagesOf(row(2, '2026-11-28', OTHER, '1'))).toEqual(['日期不能晚于今天']);
    expect(messagesOf(row(2, '2025-11-25', OTHER, '1'))).toEqual([
      '只能导入 2025-11-26 及以后的消耗',
    ]);
    expect(messagesOf(row(2, '2025-11-26', OTHER, '1'))).toEqual([]);
  });

  it('refuses a malformed ad ID and one of a medium with an API', () => {
    expect(messagesOf(row(2, TODAY, 'O12345', '1'))).toEqual(['广告ID格式不正确']);
    expect(messagesOf(row(2, TODAY, formatAdId('bytedance', 9), '1'))).toEqual([
      '巨量引擎的消耗由媒体接口同步，不能手工导入',
    ]);
  });

  it('keeps money to two decimals within the limit and counts whole', () => {
    expect(messagesOf(row(2, TODAY, OTHER, '1.005'))).toEqual(['消耗最多两位小数']);
    expect(messagesOf(row(2, TODAY, OTHER, '-3'))).toEqual(['消耗应为不小于 0 的数字']);
    expect(messagesOf(row(2, TODAY, OTHER, String(SPEND_COST_MAX_YUAN)))).toEqual([]);
    expect(messagesOf(row(2, TODAY, OTHER, `${SPEND_COST_MAX_YUAN}.01`))).toEqual([
      `消耗不能超过 ${SPEND_COST_MAX_YUAN} 元`,
    ]);
    expect(messagesOf(row(2, TODAY, OTHER, '1', '1.5', '', '', '', 'x'))).toEqual([
      '展示应为不小于 0 的整数',
      '付费金额应为不小于 0 的数字',
    ]);
    expect(messagesOf(row(2, TODAY, OTHER, '1', String(SPEND_COUNT_MAX + 1)))).toEqual([
      `展示不能超过 ${SPEND_COUNT_MAX}`,
    ]);
  });

  it('refuses the same ad ID and day twice in a sheet, naming the first row', () => {
    const check = checkSpendRows(
      [row(2, TODAY, OTHER, '1'), row(3, TODAY, OTHER.toLowerCase(), '2')],
      TODAY,
    );
    expect(check.problems).toEqual([{ row: 3, messages: ['与第 2 行是同一广告ID的同一天'] }]);
  });

  it('refuses an empty sheet and one over the row limit', () => {
    expect(checkSpendRows([], TODAY).sheet).toHaveLength(1);
    const many = Array.from({ length: SPEND_ROWS_MAX + 1 }, (_, i) =>
      row(i + 2, TODAY, OTHER, '1'),
    );
    expect(checkSpendRows(many, TODAY).sheet).toEqual([`一次最多导入 ${SPEND_ROWS_MAX} 行`]);
  });
});

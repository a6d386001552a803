import { describe, expect, it } from 'vitest';
import { KUAISHOU_DELIVERY } from '../kuaishou-definition';
import { editTabOf, tabOf } from '../delivery-definition';
import { buildCalls, buildPreview, groupCount } from './modify-calls';
import type { EditRow } from './edit-row';

// The 批量修改 requests of a medium's tab come from its definition: its path, the body key of its
// value, the keys naming each row and the rows its medium takes per call.

const unitTab = editTabOf(KUAISHOU_DELIVERY, tabOf(KUAISHOU_DELIVERY, 'unit'));
const unit = (id: string, advertiser: string): EditRow => ({
  key: id,
  id,
  advertiser_id: advertiser,
  budget_mode: 'BUDGET_MODE_DAY',
  budget: 800,
  cpa_bid: 12,
});
const item = (key: string) => {
  const found = unitTab.modify.find((entry) => entry.key === key);
  if (found === undefined) throw new Error(`the unit tab has no ${key} item`);
  return found;
};

function preview(key: string, amount: string, rows: EditRow[]) {
  return buildPreview({
    item: item(key),
    level: unitTab.level,
    rows,
    mode: 'unified',
    unified: { budget_mode: 'BUDGET_MODE_DAY', amount },
    separate: {},
    today: '2026-11-24',
    medium: unitTab.medium,
  });
}

describe('the Kuaishou unit tab’s batch modify', () => {
  it('sends a bid as `bid`, naming each unit by advertiser and unit_id', () => {
    const rows = [unit('91', '1'), unit('92', '2')];
    const calls = buildCalls(item('bid'), unitTab.keyFields, preview('bid', '15.5', rows));
    expect(calls).toEqual([
      {
        path: '/api/kuaishou/unit/updatebid',
        body: {
          items: [
            { advertiser_id: '1', unit_id: '91', cpa_bid: 15.5 },
            { advertiser_id: '2', unit_id: '92', cpa_bid: 15.5 },
          ],
        },
        rows: [
          { key: '91', id: '91' },
          { key: '92', id: '92' },
        ],
      },
    ]);
  });

  it('checks a unit budget by Kuaishou’s minimum and counts calls by its 20 units a call', () => {
    const low = preview('budget', '50', [unit('91', '1')]);
    expect(low[0]?.error).toBeDefined();
    const rows = Array.from({ length: 25 }, (_, i) => unit(String(100 + i), '1'));
    const entries = preview('budget', '900', rows);
    expect(entries.every((entry) => entry.error === undefined)).toBe(true);
    expect(groupCount(item('budget'), entries)).toBe(2);
    const [call] = buildCalls(item('budget'), unitTab.keyFields, entries);
    expect(call?.path).toBe('/api/kuaishou/unit/updatebudget');
    expect(call?.body.items).toContainEqual({
      advertiser_id: '1',
      unit_id: '100',
      budget_mode: 'BUDGET_MODE_DAY',
      budget: 900,
    });
  });
});

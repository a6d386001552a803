import { EMPTY_SUMS, type MetricSums, type WindowRange } from '@toufang/domain';
import { describe, expect, it } from 'vitest';
import { RuleLook } from './rule-look';

const today: WindowRange = {
  start_date: '2026-11-27',
  start_hour: 0,
  end_date: '2026-11-27',
  end_hour: 12,
  incomplete: false,
};
const lastHours: WindowRange = { ...today, start_hour: 6 };

/** A reader that records the accounts of each read and gives each account one object. */
function reader() {
  const reads: string[][] = [];
  const read = (missing: string[]) => {
    reads.push(missing);
    return Promise.resolve(
      new Map<string, MetricSums>(
        missing.map((a) => [`ad-${a}`, { ...EMPTY_SUMS, costFen: Number(a) }]),
      ),
    );
  };
  return { reads, read };
}

describe('RuleLook', () => {
  it('reads each account of a window once, however many rules need it', async () => {
    const look = new RuleLook();
    const { reads, read } = reader();
    await look.sums('bytedance', 2, today, ['1', '2'], read);
    const sums = await look.sums('bytedance', 2, today, ['2', '3'], read);
    expect(reads).toEqual([['1', '2'], ['3']]);
    expect(sums.get('ad-3')?.costFen).toBe(3);
    // Another window, level or medium is read on its own.
    await look.sums('bytedance', 2, lastHours, ['1'], read);
    await look.sums('bytedance', 1, today, ['1'], read);
    await look.sums('tencent', 2, today, ['1'], read);
    expect(reads).toHaveLength(5);
  });

  it('reads again what a failed read did not bring', async () => {
    const look = new RuleLook();
    const failing = () => Promise.reject(new Error('connection lost'));
    await expect(look.sums('bytedance', 2, today, ['1'], failing)).rejects.toThrow(
      'connection lost',
    );
    const { reads, read } = reader();
    const sums = await look.sums('bytedance', 2, today, ['1'], read);
    expect(reads).toEqual([['1']]);
    expect(sums.get('ad-1')?.costFen).toBe(1);
  });
});

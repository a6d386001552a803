import { deliveryTabOf } from '@toufang/contracts';
import { describe, expect, it } from 'vitest';
import { emptyDb } from '../../test/statement-watch';
import { DeliveryReportsRepository } from './delivery-reports.repository';
import { toReportQuery, type AnyReportBody } from './report-query';
import { statementSlots, type StatementSlots } from './statement-slots';

/** A statement that runs until the test ends it. */
function held() {
  let end!: (failure?: Error) => void;
  const done = new Promise<void>((resolve, reject) => {
    end = (failure) => (failure ? reject(failure) : resolve());
  });
  return { done, end };
}

/** Every callback already queued has run (nothing here waits on a timer). */
const settled = () => new Promise<void>((resolve) => setImmediate(resolve));

describe('statementSlots', () => {
  it('runs up to its slots at once; the next waits until one ends, in arrival order', async () => {
    const slots = statementSlots(2);
    const statements = [held(), held(), held(), held()];
    const started: number[] = [];
    const results = statements.map((s, i) =>
      slots(async () => {
        started.push(i);
        await s.done;
        return i;
      }),
    );
    await settled();
    expect(started).toEqual([0, 1]);

    statements[1]?.end();
    await expect(results[1]).resolves.toBe(1);
    await settled();
    expect(started).toEqual([0, 1, 2]);

    statements[0]?.end();
    await settled();
    expect(started).toEqual([0, 1, 2, 3]);
    for (const s of statements) s.end();
    await expect(Promise.all(results)).resolves.toEqual([0, 1, 2, 3]);
  });

  it('frees the slot of a statement that fails, and passes its error on', async () => {
    const slots = statementSlots(1);
    const first = held();
    const failing = slots(() => first.done);
    const next = slots(() => Promise.resolve('next'));
    first.end(new Error('canceling statement due to statement timeout'));
    await expect(failing).rejects.toThrow('statement timeout');
    await expect(next).resolves.toBe('next');
  });
});

describe('the report repository', () => {
  it('runs every statement of a page and of its totals in a slot', async () => {
    let inSlot = false;
    const outside: string[] = [];
    let executed = 0;
    const db = emptyDb((ran) => {
      executed++;
      if (!inSlot) outside.push(ran.sql);
    });
    let runs = 0;
    const slots: StatementSlots = async (run) => {
      runs++;
      inSlot = true;
      try {
        return await run();
      } finally {
        inSlot = false;
      }
    };
    const repo = new DeliveryReportsRepository(db, slots);
    for (const order_field of ['stat_cost', 'create_time']) {
      const body = deliveryTabOf('launchV3', 'promotion').body.parse({
        page: 1,
        per_page: 20,
        order_field,
        order_type: 'desc',
      }) as AnyReportBody;
      const query = toReportQuery('launchV3', 'promotion', body, '2026-11-28', null);
      await repo.page(query);
      await repo.totals(query);
    }
    expect(outside).toEqual([]);
    // One slot per statement: the cost page reads the packs' state, falls back to its statement
    // and, its page being empty, counts in a statement of its own; the create-time page and its
    // totals are one each.
    expect(runs).toBe(executed);
    expect(executed).toBe(5);
  });
});

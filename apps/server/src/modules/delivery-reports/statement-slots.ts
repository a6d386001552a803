import pLimit from 'p-limit';

// The report statements pass over every object of the level (a metric-sorted page with its count
// and totals, or the count and totals alone) and are CPU-bound on the database. Run all at once,
// they share its cores and each costs more: 10 at a time served 20 clients 25 pages/s on a 2-core
// machine, 2 at a time 38/s (docs/adr/0010). A server process runs up to `slots` of them at once;
// the others wait their turn in arrival order.

/** Runs a report statement when a slot is free. */
export type StatementSlots = <T>(run: () => Promise<T>) => Promise<T>;

export function statementSlots(slots: number): StatementSlots {
  const limit = pLimit(slots);
  return (run) => limit(run);
}

/** No limit: the statement runs at once. */
export const unlimitedSlots: StatementSlots = (run) => run();

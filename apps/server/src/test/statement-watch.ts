import type { Query, SQL } from 'drizzle-orm';
import type { Db } from '../db/client';
import { queryOf } from '../db/sql-helpers';

// Which raw statements a repository runs (tests and benches): those of `db.execute` and those
// `selectPrepared` runs through the session's prepared queries.

/** A raw statement: its text and values, and whether it ran prepared (selectPrepared). */
export interface RanStatement {
  sql: string;
  params: unknown[];
  prepared: boolean;
}

type PrepareQuery = Db['_']['session']['prepareQuery'];

/** `db`, telling `watch` each raw statement before it runs. */
export function watchedDb(db: Db, watch: (ran: RanStatement) => void): Db {
  const session = new Proxy(db._.session, {
    get(target, prop, receiver) {
      const value: unknown = Reflect.get(target, prop, receiver);
      if (prop !== 'prepareQuery' || typeof value !== 'function') return value;
      return (...args: Parameters<PrepareQuery>) => {
        const [query, , name] = args;
        watch({ ...query, prepared: name !== undefined });
        return (value as PrepareQuery).apply(target, args);
      };
    },
  });
  return new Proxy(db, {
    get(target, prop, receiver) {
      const value: unknown = Reflect.get(target, prop, receiver);
      if (prop === '_') return { ...target._, session };
      if (prop !== 'execute' || typeof value !== 'function') return value;
      return (statement: SQL) => {
        watch({ ...queryOf(statement), prepared: false });
        return (value as (s: SQL) => unknown).call(target, statement);
      };
    },
  });
}

/** A database that runs nothing: it tells `watch` each raw statement and answers no rows. */
export function emptyDb(watch: (ran: RanStatement) => void): Db {
  const answer = (ran: RanStatement) => {
    watch(ran);
    return Promise.resolve({ rows: [] });
  };
  return {
    execute: (statement: SQL) => answer({ ...queryOf(statement), prepared: false }),
    _: {
      session: {
        prepareQuery: (query: Query, _fields: unknown, name: string | undefined) => ({
          execute: () => answer({ ...query, prepared: name !== undefined }),
        }),
      },
    },
  } as unknown as Db;
}

import type { Db } from './index';

/**
 * A statement built once per database and then only run (values through `sql.placeholder`): the queries
 * every signed-in page asks skip building their SQL each time, and PostgreSQL keeps their plan per
 * connection (a named prepared statement).
 */
export function preparedPerDb<T>(build: (db: Db) => T): (db: Db) => T {
  const built = new WeakMap<Db, T>();
  return (db) => {
    let statement = built.get(db);
    if (statement === undefined) built.set(db, (statement = build(db)));
    return statement;
  };
}

/**
 * The same for a family of statements that differ in shape (sort order, a cursor or not): one per key,
 * built from `shape` the first time its key is asked for. The key is also the statement's prepared name.
 */
export function preparedPerKey<S, T>(build: (db: Db, shape: S, key: string) => T): (db: Db, key: string, shape: S) => T {
  const built = new WeakMap<Db, Map<string, T>>();
  return (db, key, shape) => {
    let statements = built.get(db);
    if (!statements) built.set(db, (statements = new Map()));
    let statement = statements.get(key);
    if (statement === undefined) statements.set(key, (statement = build(db, shape, key)));
    return statement;
  };
}

import { getTableName } from 'drizzle-orm';
import { foreignKey, primaryKey, timestamp, type ExtraConfigColumn, type PgColumn } from 'drizzle-orm/pg-core';

/** A `timestamptz(3)` read as a Date. */
export const ts = (name: string) => timestamp(name, { withTimezone: true, precision: 3, mode: 'date' });

/**
 * A single-column foreign key named as PostgreSQL names one declared inline (`<table>_<column>_fkey`),
 * not as drizzle-kit would (`<table>_<column>_<target>_<column>_fk`): the databases made by the
 * hand-written migrations before decision 0015 have these names, and later migrations drop keys by name.
 */
export function fk(column: PgColumn, target: PgColumn) {
  return foreignKey({ name: `${getTableName(column.table)}_${column.name}_fkey`, columns: [column], foreignColumns: [target] });
}

/** A primary key of several columns, named `<table>_pkey` as PostgreSQL names one (drizzle-kit: `<table>_<columns>_pk`). */
export function pkey(...columns: [PgColumn, ...PgColumn[]]) {
  return primaryKey({ name: `${getTableName(columns[0].table)}_pkey`, columns });
}

/**
 * An index column in descending order as PostgreSQL's plain `DESC` means it (nulls first): `.desc()`
 * alone writes `DESC NULLS LAST`, which an `ORDER BY … DESC` cannot read in index order.
 */
export const descending = (column: ExtraConfigColumn) => column.desc().nullsFirst();

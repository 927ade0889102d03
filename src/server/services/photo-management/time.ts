import { sql, type SQL, type AnyColumn } from 'drizzle-orm';

/**
 * Timestamps leave the database as fixed-format strings, formatted in SQL, so both drivers (PGlite,
 * node-postgres) give the same text and no digit is lost for keyset cursors.
 */
export function instantText(column: AnyColumn | SQL): SQL<string> {
  return sql<string>`to_char(${column} AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;
}

export function nullableInstantText(column: AnyColumn | SQL): SQL<string | null> {
  return sql<string | null>`to_char(${column} AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;
}

/** A wall-clock timestamp (no zone) as `YYYY-MM-DDTHH:mm:ss.SSS`, or null. */
export function wallClockText(column: AnyColumn | SQL): SQL<string | null> {
  return sql<string | null>`to_char(${column}, 'YYYY-MM-DD"T"HH24:MI:SS.MS')`;
}

/** ISO instant of a Date or any string the Date parser reads; null for nothing. */
export function toInstant(value: Date | string | null | undefined): string | null {
  if (value == null || value === '') return null;
  const date = value instanceof Date ? value : new Date(value);
  return Number.isNaN(date.getTime()) ? null : date.toISOString();
}

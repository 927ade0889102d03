/** Splits a list into chunks of `size` (an integer >= 1, spec §5); an empty list yields no chunks. */
export function chunk<T>(items: readonly T[], size: number): T[][] {
  if (!Number.isInteger(size) || size < 1) throw new RangeError(`chunk size must be an integer >= 1, got ${size}`);
  const chunks: T[][] = [];
  for (let i = 0; i < items.length; i += size) chunks.push(items.slice(i, i + size));
  return chunks;
}

/** The distinct values of a list, first occurrence order kept. */
export function unique<T>(items: readonly T[]): T[] {
  return [...new Set(items)];
}

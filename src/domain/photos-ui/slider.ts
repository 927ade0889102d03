/** Preview slider bounds of spec §4: next / previous exist by index bounds. */
export function hasPrevious(index: number): boolean {
  return index > 0;
}

export function hasNext(index: number, length: number): boolean {
  return index >= 0 && index < length - 1;
}

export function step(index: number, length: number, direction: 1 | -1): number {
  const target = index + direction;
  return target < 0 || target >= length ? index : target;
}

/**
 * Where focus goes in a menu (WAI-ARIA menu button pattern) when a key is pressed on an item: arrows
 * move and wrap around, Home and End go to the ends. Null for any other key.
 */
export function menuFocusIndex(key: string, current: number, count: number): number | null {
  if (count === 0) return null;
  switch (key) {
    case 'ArrowDown':
      return current < 0 ? 0 : (current + 1) % count;
    case 'ArrowUp':
      return current < 0 ? count - 1 : (current - 1 + count) % count;
    case 'Home':
    case 'PageUp':
      return 0;
    case 'End':
    case 'PageDown':
      return count - 1;
    default:
      return null;
  }
}

/** The first item after `current` (wrapping) whose label starts with the typed character, or null. */
export function menuTypeAhead(char: string, current: number, labels: readonly string[]): number | null {
  if (char.length !== 1 || !char.trim()) return null;
  const c = char.toLocaleLowerCase();
  for (let step = 1; step <= labels.length; step++) {
    const i = (current + step) % labels.length;
    if (labels[i].trim().toLocaleLowerCase().startsWith(c)) return i;
  }
  return null;
}

import { jpegs } from './photos-helpers';

export interface LibraryMonth {
  key: string;
  /** As the slider and the bubble name it in en-GB: 'December 2024'. */
  name: string;
}

/** A library of `count` months, December 2024 backwards, `perMonth` photos in each (the scrubber's specs). */
export function scrubberLibrary(
  count: number,
  perMonth = 1,
): { months: LibraryMonth[]; files: () => Promise<{ name: string; body: Buffer }[]> } {
  const format = new Intl.DateTimeFormat('en-GB', { month: 'long', year: 'numeric', timeZone: 'UTC' });
  const dates = Array.from({ length: count }, (_, i) => ({ year: 2024 - Math.floor(i / 12), month: 12 - (i % 12) }));
  return {
    months: dates.map(({ year, month }) => ({ key: `${year}/${month}`, name: format.format(new Date(Date.UTC(year, month - 1, 1))) })),
    files: async () =>
      (
        await Promise.all(
          dates.map(({ year, month }, i) => jpegs(perMonth, `${year}:${String(month).padStart(2, '0')}:15 12:00:00`, i * perMonth + 1)),
        )
      ).flat(),
  };
}

/**
 * Every locale-dependent format of the account area, through Intl: dates, times, months, money in a
 * channel's currency, numbers, file sizes and plural categories (the preview info panel's own formats
 * build on these in `photo-info-format.ts`, loaded with the panel). Pure (no locale files), so islands
 * use it too. Formatters are kept per locale and option set: building one costs far more than using
 * one, and a photo grid formats a date for every tile.
 */
const formats = new Map<string, Intl.NumberFormat | Intl.PluralRules>();

function cached<F extends Intl.NumberFormat | Intl.PluralRules>(kind: string, locale: string, options: object, make: () => F): F {
  const key = `${kind}|${locale}|${JSON.stringify(options)}`;
  let format = formats.get(key) as F | undefined;
  if (!format) formats.set(key, (format = make()));
  return format;
}

/**
 * A format of fixed options, looked up by locale alone (a page formats a date per order, photo and invoice, and
 * every number a text shows).
 */
function fixedFormat<F>(make: (locale: string) => F): (locale: string) => F {
  const byLocale = new Map<string, F>();
  return (locale) => {
    let format = byLocale.get(locale);
    if (!format) byLocale.set(locale, (format = make(locale)));
    return format;
  };
}
const fixedDateFormat = (options: Intl.DateTimeFormatOptions) => fixedFormat((locale) => new Intl.DateTimeFormat(locale, options));
const calendarDate = fixedDateFormat({ day: '2-digit', month: 'short', year: 'numeric', timeZone: 'UTC' });
const clockTime = fixedDateFormat({ hour: '2-digit', minute: '2-digit', second: '2-digit', hour12: false, timeZone: 'UTC' });
const monthTitle = fixedDateFormat({ month: 'long', year: 'numeric', timeZone: 'UTC' });
const dayTitle = fixedDateFormat({ weekday: 'short', day: 'numeric', month: 'short', timeZone: 'UTC' });
const dayTitleWithYear = fixedDateFormat({ weekday: 'short', day: 'numeric', month: 'short', year: 'numeric', timeZone: 'UTC' });
const plainNumber = fixedFormat((locale) => new Intl.NumberFormat(locale));
/** A cached Intl.NumberFormat: modules with formats of their own (loaded on demand) build on it. */
export const numberFormat = (locale: string, options: Intl.NumberFormatOptions) =>
  cached('number', locale, options, () => new Intl.NumberFormat(locale, options));

/** Calendar dates already written, by locale and the date's text: pages write the same order and photo dates again and again. */
const writtenDates = new Map<string, string>();
const WRITTEN_DATES_LIMIT = 5000;

/** A calendar date ('dd MMM yyyy' of spec §9 in the locale's order and month names). */
export function formatDate(locale: string, date: Date | string): string {
  if (typeof date !== 'string') return calendarDate(locale).format(date);
  const key = `${locale} ${date}`;
  let written = writtenDates.get(key);
  if (written === undefined) {
    written = calendarDate(locale).format(new Date(date));
    if (writtenDates.size >= WRITTEN_DATES_LIMIT) writtenDates.clear();
    writtenDates.set(key, written);
  }
  return written;
}

/** Date and time of the wall clock the camera wrote ('day month year, hh:mm:ss'), no time zone shift. */
export function formatTakenOn(locale: string, dateTaken: string): string {
  const d = new Date(dateTaken.endsWith('Z') || /[+-]\d\d:\d\d$/.test(dateTaken) ? dateTaken : `${dateTaken}Z`);
  const time = clockTime(locale).format(d);
  return `${formatDate(locale, d)}, ${time}`;
}

/** The title of a month of the timeline: 'July 2021', 'juli 2021'. */
export function formatMonth(locale: string, year: number, month: number): string {
  return monthTitle(locale).format(new Date(Date.UTC(year, month - 1, 1)));
}

/** The title of a day of the photo grid ('Sat, 14 Sep', 'za 14 sep'; with its year outside a month's section). */
export function formatDay(locale: string, day: string, withYear = false): string {
  return (withYear ? dayTitleWithYear : dayTitle)(locale).format(new Date(`${day}T00:00:00Z`));
}

/** An amount in a currency (the channel's: GBP, EUR, DKK, NOK, SEK) as the locale writes it. */
export function formatMoney(locale: string, currency: string, amount: number): string {
  return numberFormat(locale, { style: 'currency', currency }).format(amount);
}

/** A percentage such as a VAT rate given in percent: 20 → '20%' ('20 %' where the locale spaces it). */
export function formatPercent(locale: string, percent: number): string {
  return numberFormat(locale, { style: 'percent', maximumFractionDigits: 1 }).format(percent / 100);
}

/** A count or quantity with the locale's digit grouping: 1,234 / 1.234 / 1 234. */
export function formatNumber(locale: string, value: number): string {
  return plainNumber(locale).format(value);
}

/** A file size in the locale's number format: 512 B, 1.2 MB. */
export function formatSize(locale: string, bytes: number): string {
  const units = ['byte', 'kilobyte', 'megabyte', 'gigabyte'] as const;
  let value = bytes;
  let unit = 0;
  while (value >= 1000 && unit < units.length - 1) {
    value /= 1000;
    unit++;
  }
  return numberFormat(locale, { style: 'unit', unit: units[unit], unitDisplay: 'short', maximumFractionDigits: unit === 0 ? 0 : 1 }).format(
    value,
  );
}

/** The CLDR plural category of a count in a locale ('one', 'other', 'many', …), as i18next suffixes keys. */
export function pluralCategory(locale: string, count: number): Intl.LDMLPluralRule {
  return cached('plural', locale, {}, () => new Intl.PluralRules(locale)).select(count);
}

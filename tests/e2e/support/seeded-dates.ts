const DAY = 24 * 60 * 60 * 1000;

const dayFormat = new Intl.DateTimeFormat('en-GB', { day: '2-digit', month: 'short', year: 'numeric', timeZone: 'UTC' });

/**
 * The demo dates its orders and invoices "N days before" the moment its server seeded it: after the run
 * began, before this test. A run that crosses midnight (UTC) sees one of two days; both are returned.
 */
export function seededDaysAgo(days: number): string[] {
  const seededFrom = Number(process.env.E2E_RUN_STARTED_AT);
  const candidates = [seededFrom, Date.now()].map((moment) => dayFormat.format(new Date(moment - days * DAY)));
  return [...new Set(candidates)];
}

/** Order cut-off (spec §7 Order cut-off): which campaign deadline to point out, and when. */
export const CUT_OFF_CAMPAIGNS = ['christmas', 'mothersday', 'fathersday'] as const;

/** A deadline is pointed out from this many days before it. */
export const CUT_OFF_NOTICE_DAYS = 42;

const DAY_MS = 24 * 60 * 60 * 1000;

/** The nearest campaign whose order-before day (inclusive, UTC) is today or within the notice window. */
export function upcomingCutOff<T extends { name: string; orderBefore: string }>(campaigns: readonly T[], now: Date = new Date()): T | null {
  const today = Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate());
  const open = campaigns
    .map((c) => ({ c, days: (Date.parse(c.orderBefore) - today) / DAY_MS }))
    .filter(({ days }) => days >= 0 && days <= CUT_OFF_NOTICE_DAYS)
    .sort((a, b) => a.days - b.days);
  return open[0]?.c ?? null;
}

/** The cut-off the overview points out: none to a blocked business account, which cannot order. */
export function promotedCutOff<T extends { name: string; orderBefore: string }>(
  campaigns: readonly T[],
  businessStatus: string | null | undefined,
  now: Date = new Date(),
): T | null {
  return businessStatus === 'Blocked' ? null : upcomingCutOff(campaigns, now);
}

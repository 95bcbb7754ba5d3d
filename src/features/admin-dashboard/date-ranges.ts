/** Days the dashboard's chart shows, and the longest period it sums. */
export const CHART_DAYS = 30;

/** The periods of the dashboard, by how many days (today included) each one spans. */
export const PERIODS = [
  { key: 'today', label: 'Today', days: 1 },
  { key: 'week', label: 'Last 7 days', days: 7 },
  { key: 'month', label: 'Last 30 days', days: 30 },
] as const;

export type PeriodKey = (typeof PERIODS)[number]['key'];

/** Local midnight of the day `ms` falls in (the admin's time zone: "today" is their day). */
export function startOfDay(ms: number): number {
  const day = new Date(ms);
  day.setHours(0, 0, 0, 0);
  return day.getTime();
}

/** Local midnight `days` calendar days after the day of `ms` (negative: before); DST-safe. */
export function addDays(ms: number, days: number): number {
  const day = new Date(startOfDay(ms));
  day.setDate(day.getDate() + days);
  return day.getTime();
}

/** Where a period of `days` days that ends today begins: today's midnight for 1, and so on. */
export function periodStart(now: number, days: number): number {
  return addDays(now, 1 - days);
}

/** The last `days` days, oldest first, each as [start, end) in epoch ms; the last one is today. */
export function dayRanges(now: number, days = CHART_DAYS): { start: number; end: number }[] {
  return Array.from({ length: days }, (_, index) => {
    const start = addDays(now, index + 1 - days);
    return { start, end: addDays(start, 1) };
  });
}

/** Local midnight after `ms`: when "today" becomes another day. */
export function nextMidnight(ms: number): number {
  return addDays(ms, 1);
}

/*
 * Dates as the receipts and the enrollment tables show them, in the visitor's time zone:
 * "Nov 23, 2026, 2:05 PM". (Only dashboard screens show dates.)
 *
 * Deliberately not Intl.DateTimeFormat or toLocaleString, for the reason numberFormat.ts gives:
 * the first formatter makes Chromium load its ICU date data and build a pattern generator, a long
 * task in the first render of My Courses' table (its cost: docs/performance.md, "Performance,
 * accessibility and hardening (measured)"). The output equals Intl's en-US medium date and short
 * time (tested), with a plain space before AM/PM, as Chromium prints it.
 */
const MONTHS = [
  'Jan',
  'Feb',
  'Mar',
  'Apr',
  'May',
  'Jun',
  'Jul',
  'Aug',
  'Sep',
  'Oct',
  'Nov',
  'Dec',
] as const;

/** An ISO date-time, or ms since the epoch, as "Nov 23, 2026, 2:05 PM"; "Invalid Date" if not one. */
export function formatDateTime(value: string | number): string {
  const date = new Date(value);
  if (Number.isNaN(date.getTime())) return String(date);
  const hours = date.getHours();
  const minutes = String(date.getMinutes()).padStart(2, '0');
  const time = `${hours % 12 || 12}:${minutes} ${hours < 12 ? 'AM' : 'PM'}`;
  return `${MONTHS[date.getMonth()]} ${date.getDate()}, ${date.getFullYear()}, ${time}`;
}

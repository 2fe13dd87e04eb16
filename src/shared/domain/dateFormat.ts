/*
 * Dates as the receipts and the enrollment tables show them, in the visitor's time zone:
 * "Nov 23, 2026, 2:05 PM". (Only dashboard screens use this: Intl's first use loads ICU data,
 * which the home page does not pay for; see numberFormat.ts.)
 */
let dateTime: Intl.DateTimeFormat | undefined;

/** An ISO date-time, or ms since the epoch, as "Nov 23, 2026, 2:05 PM". */
export function formatDateTime(value: string | number): string {
  dateTime ??= new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeStyle: 'short' });
  return dateTime.format(new Date(value));
}

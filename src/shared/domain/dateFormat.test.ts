import { formatDateTime } from './dateFormat';

const intlDateTime = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeStyle: 'short' });
/** Intl's output with ICU 72's narrow no-break space before AM/PM made a plain space. */
const intl = (value: string | number) =>
  intlDateTime.format(new Date(value)).replace(/\u202f/g, ' ');

describe('formatDateTime', () => {
  it.each([
    ['2026-11-23T14:05:00', 'Nov 23, 2026, 2:05 PM'],
    ['2026-01-01T00:00:00', 'Jan 1, 2026, 12:00 AM'],
    ['2026-06-30T12:09:59', 'Jun 30, 2026, 12:09 PM'],
    ['2026-12-31T23:59:00', 'Dec 31, 2026, 11:59 PM'],
  ])('formats %p (local time) as %p', (value, expected) => {
    expect(formatDateTime(value)).toBe(expected);
  });

  it('matches Intl.DateTimeFormat (en-US, medium date, short time) across years and hours', () => {
    const start = Date.UTC(2024, 0, 1);
    for (let index = 0; index < 3000; index += 1) {
      // Steps of about 7 h 13 min cover every hour, both halves of the day and every month.
      const value = start + index * 26_003_000;
      expect(formatDateTime(value)).toBe(intl(value));
      expect(formatDateTime(new Date(value).toISOString())).toBe(intl(value));
    }
  });

  it('says "Invalid Date" for what is not a date, rather than throwing as Intl does', () => {
    expect(formatDateTime('not a date')).toBe('Invalid Date');
  });
});

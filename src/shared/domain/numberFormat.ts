/*
 * Number formatting for the page's few numbers (prices, character limits), in US English.
 *
 * Deliberately not Intl.NumberFormat or toLocaleString: the first use of either makes Chromium load
 * its ICU number data, a long main-thread task the home page would pay while it hydrates (its cost:
 * docs/performance.md, "Performance, accessibility and hardening (measured)"). The output equals
 * Intl's for these formats (tested).
 */

/** Digits grouped by thousands: 12000 -> "12,000". */
function groupThousands(digits: string): string {
  return digits.replace(/\B(?=(\d{3})+(?!\d))/g, ',');
}

/** A count with thousands separators, as `toLocaleString('en-US')`: 5000 -> "5,000". */
export function formatCount(value: number): string {
  if (!Number.isFinite(value)) return String(value);
  const sign = value < 0 ? '-' : '';
  return sign + groupThousands(String(Math.round(Math.abs(value))));
}

/**
 * A US-dollar price with no more than two decimals and none when whole, as
 * `Intl.NumberFormat('en-US', {style: 'currency', currency: 'USD', minimumFractionDigits: 0,
 * maximumFractionDigits: 2})`: 49 -> "$49", 19.5 -> "$19.5", 1234.567 -> "$1,234.57".
 */
export function formatUsd(value: number): string {
  if (!Number.isFinite(value)) return String(value);
  const cents = Math.round(Math.abs(value) * 100);
  if (cents === 0) return '$0';
  const sign = value < 0 ? '-' : '';
  const whole = groupThousands(String(Math.floor(cents / 100)));
  const fraction = String(cents % 100)
    .padStart(2, '0')
    .replace(/0+$/, '');
  return `${sign}$${whole}${fraction ? `.${fraction}` : ''}`;
}

import { formatCount, formatUsd } from './numberFormat';

const intlUsd = new Intl.NumberFormat('en-US', {
  style: 'currency',
  currency: 'USD',
  minimumFractionDigits: 0,
  maximumFractionDigits: 2,
});

describe('formatUsd', () => {
  it.each([
    [0, '$0'],
    [49, '$49'],
    [19.5, '$19.5'],
    [19.05, '$19.05'],
    [1234.567, '$1,234.57'],
    [999.999, '$1,000'],
    [1000000, '$1,000,000'],
    [0.004, '$0'],
  ])('formats %p as %p', (value, expected) => {
    expect(formatUsd(value)).toBe(expected);
  });

  it('matches Intl.NumberFormat on a range of prices', () => {
    const prices = Array.from({ length: 2000 }, (_, index) => index * 7.13 + (index % 7) / 100);
    for (const price of prices) expect(formatUsd(price)).toBe(intlUsd.format(price));
  });
});

describe('formatCount', () => {
  it.each([
    [0, '0'],
    [999, '999'],
    [5000, '5,000'],
    [100000, '100,000'],
    [-1234567, '-1,234,567'],
  ])('formats %p as %p', (value, expected) => {
    expect(formatCount(value)).toBe(expected);
    expect(formatCount(value)).toBe(value.toLocaleString('en-US'));
  });
});

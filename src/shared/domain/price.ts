/*
 * How prices read. A price of 0 is a free course, or an enrollment in one: it reads "Free" wherever
 * a price shows, and such an enrollment needs no payment.
 */
import { formatUsd } from './numberFormat';

export const FREE_PRICE_LABEL = 'Free';

/** A free course, or an enrollment in one. */
export const isFree = (price: number): boolean => price === 0;

/** "$49", "$19.5", or "Free" (the catalogue's format). */
export const formatPrice = (price: number): string =>
  isFree(price) ? FREE_PRICE_LABEL : formatUsd(price);

/** "129 $", or "Free" (the enrollment pages' and admin tables' format). */
export const formatDollars = (price: number): string =>
  isFree(price) ? FREE_PRICE_LABEL : `${price} $`;

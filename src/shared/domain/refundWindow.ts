/**
 * The refund window: a learner may ask for a refund until REFUND_WINDOW_HOURS after paying. The
 * server decides (it refuses a late request); the screens use the same rule to offer the button.
 */
import { REFUND_WINDOW_HOURS } from './entities';

const HOUR_MS = 60 * 60 * 1000;

/** When the refund window of a payment made at `paidAt` (ISO date-time) closes, in ms. */
export const refundWindowClosesAt = (paidAt: string): number =>
  Date.parse(paidAt) + REFUND_WINDOW_HOURS * HOUR_MS;

/** Whether a payment made at `paidAt` can still be refunded by its learner at `now` (ms). */
export const isRefundWindowOpen = (paidAt: string, now: number): boolean =>
  now <= refundWindowClosesAt(paidAt);

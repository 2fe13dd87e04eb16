/**
 * Orders the server vouches for: an enrollment names its course and the server takes the name and
 * price from the catalogue; every number is a finite JSON number in range; one open enrollment per
 * learner and course; a payment charges the enrollment's own price once, with Idempotency-Key
 * replays; a receipt for each paid enrollment; refunds within the learner's refund window (an
 * admin at any time); paid and refunded enrollments are kept.
 *
 * Each case makes its own courses, learners and payments, so that it runs against a server that
 * earlier runs have used. One case reads the seed: the seeded learner's payment made three days
 * before the seed was restored, the only way to reach a closed refund window on a server without
 * the development routes (it only reads it: a refused refund changes nothing).
 */
import {
  enrollOnceCases,
  enrollPriceCases,
  enrollStatusCases,
  keptEnrollmentCases,
} from './orderEnrollCases';
import { strictNumbersCases } from './strictNumbersCases';
import { chargeCases, refundedPaymentCases } from './orderPaymentCases';
import { receiptCases } from './receiptCases';
import { refundCases } from './refundCases';
import type { ContractCase } from './expectations';

export function orderCases(): ContractCase[] {
  // One resource's cases per file, run in this order (the order of the cases before the split).
  return [
    ...enrollPriceCases(),
    ...strictNumbersCases(),
    ...enrollOnceCases(),
    ...chargeCases(),
    ...receiptCases(),
    ...refundCases(),
    ...keptEnrollmentCases(),
    ...refundedPaymentCases(),
    ...enrollStatusCases(),
  ];
}

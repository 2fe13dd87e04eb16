/**
 * Card payments (POST /payment, on the payment port and the API alike). The owner of an unpaid,
 * priced enrollment pays it once. The amount is the server's: the enrollment's price x 100 cents;
 * the client's product price is only compared with it. Every charge is recorded, like Stripe's, as
 * 'succeeded' or 'failed' (declined), with the card's brand and last four digits and never the
 * card number or token.
 *
 * An `Idempotency-Key` header works as Stripe's does: the first answer for a key is kept with its
 * charge, a retry with the same key (by the same payer) gets that answer again and charges nothing
 * more, and the same key with other parameters is refused.
 */
import type { PaymentRecord, PaymentResult } from '@/shared/domain/entities';
import { issueCertificateIfCompleted } from '../certificates';
import { isFree } from '@/shared/domain/price';
import { paymentRequestSchema } from '@/shared/domain/schemas';
import { isObjectId, newObjectId, randomHex } from '../ids';
import type { ApiDeps } from '../core/deps';
import { API_ERRORS, HttpError, priceIsNot, tooManyWrites } from '../core/errors';
import { json, type Context } from '../core/routing';
import { validated } from '../core/validation';
import type { Frozen } from '../store';
import { courseWithdrawn, findCourse } from './courseAccess';

/** Card tokens starting with this are declined (402), as Stripe's test tokens are. */
export const DECLINED_TOKEN_PREFIX = 'tok_chargeDeclined';

const declined = () =>
  new HttpError(402, { error: API_ERRORS.cardDeclined, code: 'card_declined' });

const resultOf = (payment: Frozen<PaymentRecord>): PaymentResult => ({
  acknowledged: true,
  paid: true,
  enrollmentId: payment.enrollmentId,
  chargeId: payment.chargeId,
  receiptNumber: payment.receiptNumber,
  amount: payment.amount,
});

/** The Idempotency-Key header (Stripe allows up to 255 characters), or undefined without one. */
export function idempotencyKeyOf(context: Context): string | undefined {
  const key = context.headers['idempotency-key'];
  if (key === undefined) return undefined;
  if (!/^[\x21-\x7e]{1,255}$/.test(key.trim())) {
    throw new HttpError(400, { error: API_ERRORS.idempotencyKey });
  }
  return key.trim();
}

/** '20261123-4F2A9C': the day of the charge and six random hex digits. */
const receiptNumberAt = (time: number): string =>
  `${new Date(time).toISOString().slice(0, 10).replace(/-/g, '')}-${randomHex(3).toUpperCase()}`;

export function registerPayments({ route, store, now, auth, limits }: ApiDeps): void {
  route('POST /payment', async (context) => {
    const identity = await auth.identityOf(context);
    const key = idempotencyKeyOf(context);
    const payload = await validated(paymentRequestSchema, await context.body());
    // After ACCOUNT_RATE_LIMITS.declinedPayments declines in an hour, no card is tried for a while.
    const allowed = limits.declinedPayments.check(identity.uid);
    if (!allowed.allowed) {
      throw tooManyWrites(
        'had a card declined',
        limits.declinedPayments.policy.max,
        allowed.retryAfterSeconds,
      );
    }
    const outcome = await store.update((tx): PaymentResult | HttpError => {
      const earlier =
        key === undefined
          ? undefined
          : tx
              .where('payments', 'idempotencyKey', key)
              .find((payment) => payment.uid === identity.uid);
      if (earlier) {
        if (earlier.enrollmentId !== payload.enrollmentId) {
          return new HttpError(400, {
            error: API_ERRORS.idempotencyMismatch,
            code: 'idempotency_error',
          });
        }
        return earlier.status === 'succeeded' ? resultOf(earlier) : declined();
      }
      const enrollment = isObjectId(payload.enrollmentId)
        ? tx.get('enroll', payload.enrollmentId)
        : undefined;
      if (!enrollment) return new HttpError(404, { error: API_ERRORS.noEnrollment });
      if (enrollment.uid !== identity.uid) {
        return new HttpError(403, { error: API_ERRORS.ownEnrollmentOnly });
      }
      if (enrollment.status === 'Paid')
        return new HttpError(409, { error: API_ERRORS.alreadyPaid });
      if (enrollment.status === 'Refunded') {
        return new HttpError(409, { error: API_ERRORS.refundedEnrollment });
      }
      // A course withdrawn since the enrollment was made takes no more money.
      if (findCourse(tx, enrollment.courseId)?.withdrawn) return courseWithdrawn(409);
      if (isFree(enrollment.price)) return new HttpError(409, { error: API_ERRORS.freeEnrollment });
      if (payload.product.price !== enrollment.price) {
        const message = priceIsNot(enrollment.name, enrollment.price, payload.product.price);
        return new HttpError(400, { error: message, fields: { 'product.price': message } });
      }
      const time = now();
      const failed = payload.token.startsWith(DECLINED_TOKEN_PREFIX);
      const payment: PaymentRecord = {
        _id: newObjectId(time),
        enrollmentId: enrollment._id,
        uid: enrollment.uid,
        email: enrollment.email,
        status: failed ? 'failed' : 'succeeded',
        ...(failed ? { failureCode: 'card_declined' } : {}),
        productName: enrollment.name,
        productBy: payload.product.productBy ?? '',
        amount: Math.round(enrollment.price * 100),
        currency: 'usd',
        chargeId: `ch_${randomHex(12)}`,
        receiptNumber: receiptNumberAt(time),
        card: payload.card,
        ...(key === undefined ? {} : { idempotencyKey: key }),
        createdAt: new Date(time).toISOString(),
      };
      tx.insert('payments', payment);
      if (failed) return declined();
      tx.patch('enroll', enrollment._id, { status: 'Paid', paidAt: payment.createdAt });
      // Progress comes back with the course: complete already, the certificate comes at once.
      issueCertificateIfCompleted(tx, enrollment.uid, enrollment.courseId, time, {
        learner: true,
      });
      return resultOf(payment);
    });
    if (outcome instanceof HttpError) {
      if (outcome.status === 402) limits.declinedPayments.take(identity.uid);
      throw outcome;
    }
    return json(200, outcome);
  });
}

/**
 * Card payments (POST /payment, on the payment port and the API alike): the owner of an unpaid,
 * priced enrollment pays its price once; the stored record keeps no card data.
 */
import type { PaymentRecord, PaymentResult } from '../../../src/app/domain/entities';
import { isFree } from '../../../src/app/domain/price';
import { paymentRequestSchema } from '../../../src/app/domain/schemas';
import { isObjectId, newObjectId, randomHex } from '../ids';
import { sameEmail } from '../core/auth';
import type { ApiDeps } from '../core/deps';
import { API_ERRORS, HttpError } from '../core/errors';
import { json } from '../core/routing';
import { validated } from '../core/validation';

/** Card tokens starting with this are declined (402), as Stripe's test tokens are. */
export const DECLINED_TOKEN_PREFIX = 'tok_chargeDeclined';

export function registerPayments({ route, store, now, auth }: ApiDeps): void {
  route('POST /payment', async (context) => {
    const identity = auth.identityOf(context);
    const payload = await validated(paymentRequestSchema, await context.body());
    const outcome = await store.update((db): PaymentResult | HttpError => {
      const enrollment = isObjectId(payload.enrollmentId)
        ? db.enroll.find((item) => item._id === payload.enrollmentId)
        : undefined;
      if (!enrollment) return new HttpError(404, { error: API_ERRORS.noEnrollment });
      if (!sameEmail(enrollment.email, identity.email)) {
        return new HttpError(403, { error: API_ERRORS.ownEnrollmentOnly });
      }
      if (enrollment.status === 'Paid')
        return new HttpError(409, { error: API_ERRORS.alreadyPaid });
      if (isFree(enrollment.price)) return new HttpError(409, { error: API_ERRORS.freeEnrollment });
      if (payload.product.price !== enrollment.price) {
        return new HttpError(400, {
          error: API_ERRORS.priceMismatch,
          fields: { 'product.price': API_ERRORS.priceMismatch },
        });
      }
      if (payload.token.startsWith(DECLINED_TOKEN_PREFIX)) {
        return new HttpError(402, { error: API_ERRORS.cardDeclined, code: 'card_declined' });
      }
      const paidAt = new Date(now()).toISOString();
      const payment: PaymentRecord = {
        _id: newObjectId(now()),
        enrollmentId: enrollment._id,
        email: enrollment.email,
        productName: payload.product.name,
        productBy: payload.product.productBy ?? '',
        amount: Math.round(enrollment.price * 100),
        currency: 'usd',
        chargeId: `ch_${randomHex(12)}`,
        createdAt: paidAt,
      };
      db.payments.push(payment);
      enrollment.status = 'Paid';
      enrollment.paidAt = paidAt;
      return {
        acknowledged: true,
        paid: true,
        enrollmentId: enrollment._id,
        chargeId: payment.chargeId,
      };
    });
    if (outcome instanceof HttpError) throw outcome;
    return json(200, outcome);
  });
}

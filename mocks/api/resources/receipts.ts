/**
 * A paid enrollment's receipt, and its refund: by its learner within REFUND_WINDOW_HOURS of the
 * payment while they have learned at most half of the course, or by an admin at any time (a support
 * override, recorded as such).
 */
import { REFUND_WINDOW_HOURS, type Receipt, type RefundResult } from '@/shared/domain/entities';
import { revokeCertificateOf } from '../certificates';
import { REFUND_REVOCATION_REASON } from '@/shared/domain/certificates';
import { isRefundWindowOpen, refundWindowClosesAt } from '@/shared/domain/refundWindow';
import { randomHex } from '../ids';
import { rolesIn } from '../core/auth';
import type { ApiDeps } from '../core/deps';
import { API_ERRORS, HttpError, progressOverRefundLimit, refundWindowClosed } from '../core/errors';
import { percentOf, progressOf, publishedLessonIds } from '../learning';
import { LEARNING_LIMITS } from '@/shared/domain/learning';
import { json } from '../core/routing';
import { withoutUndefined } from '../core/validation';
import { chargeOf, ownedIn } from './enrollments';

export function registerReceipts({ route, store, now, auth }: ApiDeps): void {
  route('GET /enroll/:id/receipt', async (context) => {
    const identity = await auth.identityOf(context);
    const data = await store.view();
    const enrollment = ownedIn(data, context.params.id ?? '', identity.uid);
    const charge = enrollment.status === 'Progressing' ? undefined : chargeOf(data, enrollment._id);
    if (!charge || !enrollment.paidAt) throw new HttpError(404, { error: API_ERRORS.noReceipt });
    const receipt: Receipt = withoutUndefined({
      receiptNumber: charge.receiptNumber,
      enrollmentId: enrollment._id,
      courseName: enrollment.name,
      amount: charge.amount,
      currency: charge.currency,
      paidAt: enrollment.paidAt,
      learnerName: enrollment.displayName,
      email: enrollment.email,
      card: charge.card,
      refund: charge.refund && {
        amount: charge.refund.amount,
        refundedAt: charge.refund.refundedAt,
      },
    });
    return json(200, receipt);
  });

  route('POST /enroll/:id/refund', async (context) => {
    const identity = await auth.identityOf(context);
    const result = await store.update((tx): RefundResult => {
      const enrollment = ownedIn(tx, context.params.id ?? '', identity.uid);
      if (enrollment.status === 'Refunded') {
        throw new HttpError(409, { error: API_ERRORS.alreadyRefunded });
      }
      const charge = chargeOf(tx, enrollment._id);
      if (enrollment.status !== 'Paid' || !enrollment.paidAt) {
        throw new HttpError(409, { error: API_ERRORS.notPaid });
      }
      if (!charge) throw new HttpError(409, { error: API_ERRORS.noPayment });
      const admin = rolesIn(tx, identity.uid).admin;
      const late = !isRefundWindowOpen(enrollment.paidAt, now());
      if (late && !admin) {
        const closedAt = new Date(refundWindowClosesAt(enrollment.paidAt)).toISOString();
        throw new HttpError(409, {
          error: refundWindowClosed(REFUND_WINDOW_HOURS, closedAt),
          code: 'refund_window_closed',
          refundWindowClosedAt: closedAt,
        });
      }
      // A learner who has learned more than half of the course keeps it (an admin may still refund).
      const percent = percentOf(
        progressOf(tx, enrollment.uid, enrollment.courseId),
        publishedLessonIds(tx, enrollment.courseId),
      );
      if (!admin && percent > LEARNING_LIMITS.refundProgressMaxPercent) {
        throw new HttpError(409, {
          error: progressOverRefundLimit(LEARNING_LIMITS.refundProgressMaxPercent, percent),
          code: 'progress_over_refund_limit',
        });
      }
      const refundedAt = new Date(now()).toISOString();
      const refund = {
        refundId: `re_${randomHex(12)}`,
        amount: charge.amount,
        refundedAt,
        refundedBy: identity.uid,
        supportOverride: late,
      };
      tx.patch('payments', charge._id, { refund });
      tx.patch('enroll', enrollment._id, { status: 'Refunded', refundedAt });
      revokeCertificateOf(tx, enrollment.uid, enrollment.courseId, {
        at: now(),
        reason: REFUND_REVOCATION_REASON,
        by: identity.uid,
        refund: true,
      });
      return {
        acknowledged: true,
        refunded: true,
        enrollmentId: enrollment._id,
        refundId: refund.refundId,
        amount: charge.amount,
        refundedAt,
      };
    });
    return json(200, result);
  });
}

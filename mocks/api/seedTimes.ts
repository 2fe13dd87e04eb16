/**
 * The seed's times keep their age. db.json is written as of SEED_TIME; restoring the seed (npm run
 * db:reset, a fresh server, POST /__dev/reset, MSW) moves every time in it by (now - SEED_TIME).
 * So the seeded learner always has one payment made two hours ago, inside the refund window, and
 * one made three days ago, after it closed.
 */
import type { Database } from './database';

export const SEED_TIME = '2026-11-23T12:00:00.000Z';

const moved = (iso: string, by: number): string => new Date(Date.parse(iso) + by).toISOString();

/** A copy of the seed `db` with its times as of `now` (ms). */
export function seedAsOf(db: Database, now: number): Database {
  const by = now - Date.parse(SEED_TIME);
  const copy = structuredClone(db);
  for (const enrollment of copy.enroll) {
    if (enrollment.paidAt) enrollment.paidAt = moved(enrollment.paidAt, by);
    if (enrollment.refundedAt) enrollment.refundedAt = moved(enrollment.refundedAt, by);
  }
  for (const payment of copy.payments) {
    payment.createdAt = moved(payment.createdAt, by);
    if (payment.refund) payment.refund.refundedAt = moved(payment.refund.refundedAt, by);
  }
  for (const message of copy.outbox) message.receivedAt = moved(message.receivedAt, by);
  for (const record of copy.progress) {
    for (const item of record.completed) item.at = moved(item.at, by);
    for (const video of record.videos) {
      video.updatedAt = moved(video.updatedAt, by);
      if (video.visitStartedAt) video.visitStartedAt = moved(video.visitStartedAt, by);
    }
    if (record.lastVisitedAt) record.lastVisitedAt = moved(record.lastVisitedAt, by);
    if (record.completedAt) record.completedAt = moved(record.completedAt, by);
  }
  for (const attempt of copy.quizAttempts) attempt.submittedAt = moved(attempt.submittedAt, by);
  for (const certificate of copy.certificates) {
    certificate.completedAt = moved(certificate.completedAt, by);
    certificate.issuedAt = moved(certificate.issuedAt, by);
    if (certificate.revokedAt) certificate.revokedAt = moved(certificate.revokedAt, by);
  }
  return copy;
}

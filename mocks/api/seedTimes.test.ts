import { emptyDatabase, type Database } from './database';
import { SEED_TIME, seedAsOf } from './seedTimes';

const HOUR_MS = 60 * 60 * 1000;
const seedTime = Date.parse(SEED_TIME);
const hoursBeforeSeed = (hours: number): string =>
  new Date(seedTime - hours * HOUR_MS).toISOString();

/** A seed with one of every dated thing: a paid, a refunded enrollment, their charges, a message. */
function datedSeed(): Database {
  const db = emptyDatabase();
  db.enroll.push(
    {
      _id: 'e1',
      courseId: 'c1',
      name: 'Paid',
      price: 10,
      uid: 'LearnerAccount00000000000003',
      displayName: 'Lena',
      email: 'learner@example.com',
      status: 'Paid',
      paidAt: hoursBeforeSeed(2),
    },
    {
      _id: 'e2',
      courseId: 'c2',
      name: 'Refunded',
      price: 20,
      uid: 'LearnerAccount00000000000003',
      displayName: 'Lena',
      email: 'learner@example.com',
      status: 'Refunded',
      paidAt: hoursBeforeSeed(240),
      refundedAt: hoursBeforeSeed(220),
    },
    {
      _id: 'e3',
      courseId: 'c3',
      name: 'Unpaid',
      price: 30,
      uid: 'LearnerAccount00000000000003',
      displayName: 'Lena',
      email: 'learner@example.com',
      status: 'Progressing',
    },
  );
  const charge = {
    uid: 'LearnerAccount00000000000003',
    email: 'learner@example.com',
    status: 'succeeded' as const,
    productBy: 'Learn Academy',
    currency: 'usd' as const,
    card: { brand: 'Visa', last4: '4242' },
  };
  db.payments.push(
    {
      ...charge,
      _id: 'p1',
      enrollmentId: 'e1',
      productName: 'Paid',
      amount: 1000,
      chargeId: 'ch_1',
      receiptNumber: '20261123-000001',
      createdAt: hoursBeforeSeed(2),
    },
    {
      ...charge,
      _id: 'p2',
      enrollmentId: 'e2',
      productName: 'Refunded',
      amount: 2000,
      chargeId: 'ch_2',
      receiptNumber: '20261113-000002',
      createdAt: hoursBeforeSeed(240),
      refund: {
        refundId: 're_2',
        amount: 2000,
        refundedAt: hoursBeforeSeed(220),
        refundedBy: 'learner@example.com',
        supportOverride: false,
      },
    },
  );
  db.outbox.push({
    _id: 'o1',
    serviceId: 's',
    templateId: 't',
    userId: 'u',
    libVersion: '3.2.0',
    params: { subject: 'Hello' },
    receivedAt: hoursBeforeSeed(5),
  });
  return db;
}

describe('seedAsOf (the seed keeps the age of its times)', () => {
  it('changes nothing when restored at the moment the seed was written', () => {
    expect(seedAsOf(datedSeed(), seedTime)).toEqual(datedSeed());
  });

  it('moves every time by the same amount, so each keeps its age', () => {
    const now = Date.UTC(2027, 4, 17, 8, 30, 15, 250);
    const restored = seedAsOf(datedSeed(), now);
    const age = (iso: string | undefined): number => (now - Date.parse(iso ?? '')) / HOUR_MS;
    const [paid, refunded, unpaid] = restored.enroll;
    expect(age(paid?.paidAt)).toBe(2);
    expect(age(refunded?.paidAt)).toBe(240);
    expect(age(refunded?.refundedAt)).toBe(220);
    expect(unpaid).toEqual(datedSeed().enroll[2]);
    const [charge, refundedCharge] = restored.payments;
    expect(age(charge?.createdAt)).toBe(2);
    expect(age(refundedCharge?.createdAt)).toBe(240);
    expect(age(refundedCharge?.refund?.refundedAt)).toBe(220);
    expect(age(restored.outbox[0]?.receivedAt)).toBe(5);
    expect(restored.payments[0]?.receiptNumber).toBe('20261123-000001');
  });

  it('returns a copy and leaves the seed it was given as it was', () => {
    const seed = datedSeed();
    const restored = seedAsOf(seed, seedTime + 1000);
    expect(seed).toEqual(datedSeed());
    restored.enroll.length = 0;
    expect(seed.enroll).toHaveLength(3);
  });
});

import { REFUND_WINDOW_HOURS } from '@/shared/domain/entities';
import { seedDatabase, SEED_IDS } from '../seed';
import { createMockApi, CORS_HEADERS, DEV_PATHS } from './api';
import { MAX_BODY_BYTES } from './http';
import { createMemoryStore, type DataStore } from './store';
import { SEED_UIDS, testTokenFor } from '../seed/accounts';
import { createTestTokenVerifier } from './tokens';

const NOW = Date.UTC(2026, 10, 22, 12, 0, 0);
const HOUR_MS = 60 * 60 * 1000;
const LEARNER = 'learner@example.com';
const ADMIN = 'admin@example.com';
const auth = (email: string) => ({
  authorization: `Bearer ${testTokenFor(email, { now: NOW })}`,
});

/** The API over the seed restored at NOW, with a clock the test can move (`clock.now`). */
function setup(options: { devRoutes?: boolean } = {}) {
  const store = createMemoryStore(seedDatabase(NOW));
  const clock = { now: NOW };
  const api = createMockApi(store, {
    identity: createTestTokenVerifier('demo-courses', () => clock.now),
    now: () => clock.now,
    devRoutes: options.devRoutes,
  });
  const post = (
    path: string,
    as: string,
    body?: Record<string, unknown>,
    headers: Record<string, string> = {},
  ) =>
    api.handle({
      method: 'POST',
      path,
      // A token minted by the test's clock, so that it is still valid when the clock moves.
      headers: {
        authorization: `Bearer ${testTokenFor(as, { now: clock.now })}`,
        ...headers,
      },
      body,
    });
  return { store, api, clock, post };
}

const CARD = { brand: 'Visa', last4: '4242' };

/** An admin adds a course priced `price`; `as` enrolls in it: the enrollment id. */
async function enrollInNewCourse(
  post: ReturnType<typeof setup>['post'],
  price: number,
  as = LEARNER,
): Promise<string> {
  const course = await post('/courses', ADMIN, { name: 'Logic', price });
  const courseId = (course.body as { insertedId: string }).insertedId;
  const created = await post('/enroll', as, { courseId, displayName: 'Lena', email: as });
  expect(created.status).toBe(201);
  return (created.body as { insertedId: string }).insertedId;
}

describe('createMockApi (transport-neutral behaviour)', () => {
  it('accepts the query as a record or in the path', async () => {
    const { api } = setup();
    const viaRecord = await api.handle({
      method: 'GET',
      path: '/courses',
      query: { category: 'Marketing', q: ['mark'] },
    });
    const viaPath = await api.handle({
      method: 'get',
      path: '/courses?category=Marketing&q=mark',
    });
    expect(viaRecord.body).toEqual(viaPath.body);
    expect((viaRecord.body as { name: string }[]).map((course) => course.name)).toEqual([
      'Digital Marketing',
      'Content Marketing',
    ]);
  });

  it('accepts an already parsed JSON body (as MSW callers may pass)', async () => {
    const { api } = setup();
    const response = await api.handle({
      method: 'POST',
      path: '/review',
      headers: auth('x@example.com'),
      body: { name: 'Parsed', rating: 5 },
    });
    expect(response.status).toBe(201);
  });

  it('answers 413 from the raw body size, before validation', async () => {
    const { api } = setup();
    const body = new Uint8Array(MAX_BODY_BYTES + 1).fill(32);
    const response = await api.handle({
      method: 'POST',
      path: '/review',
      headers: { ...auth('x@example.com'), 'content-type': 'application/json' },
      body,
    });
    expect(response).toMatchObject({
      status: 413,
      body: { error: 'Request body is larger than 100 KB' },
    });
  });

  it('answers OPTIONS preflight with CORS headers and HEAD without a body', async () => {
    const { api } = setup();
    expect(await api.handle({ method: 'OPTIONS', path: '/enroll' })).toEqual({
      status: 204,
      headers: CORS_HEADERS,
      body: undefined,
    });
    const head = await api.handle({ method: 'HEAD', path: '/courses' });
    expect(head.status).toBe(200);
    expect(head.body).toBeUndefined();
    expect(head.headers['Access-Control-Allow-Headers']).toBe(
      'Authorization, Content-Type, Idempotency-Key, If-Match',
    );
  });

  it('lists the allowed methods on 405', async () => {
    const { api } = setup();
    const response = await api.handle({ method: 'PUT', path: '/courses' });
    expect(response.status).toBe(405);
    expect(response.headers.Allow).toBe('GET, POST, OPTIONS');
  });

  it('records a payment in cents with the card brand and last4 (no token or number), and marks the enrollment paid', async () => {
    const { api, store } = setup();
    const enrollmentId = SEED_IDS.unpaidEnrollment;
    const response = await api.handle({
      method: 'POST',
      path: '/payment',
      headers: auth(LEARNER),
      body: JSON.stringify({
        token: 'tok_visa_secret',
        card: { ...CARD, number: '4242424242424242' },
        enrollmentId,
        product: { name: 'Data Science', price: 129, productBy: 'Learn Academy' },
      }),
    });
    expect(response.status).toBe(200);
    const db = store.snapshot();
    expect(db.enroll.find((item) => item._id === enrollmentId)).toMatchObject({
      status: 'Paid',
      paidAt: new Date(NOW).toISOString(),
    });
    const payment = db.payments.at(-1);
    expect(payment).toMatchObject({
      enrollmentId,
      status: 'succeeded',
      amount: 12900,
      currency: 'usd',
      email: LEARNER,
      productName: 'Data Science',
      card: CARD,
      createdAt: new Date(NOW).toISOString(),
    });
    expect(response.body).toEqual({
      acknowledged: true,
      paid: true,
      enrollmentId,
      chargeId: payment?.chargeId,
      receiptNumber: payment?.receiptNumber,
      amount: 12900,
    });
    expect(payment?.receiptNumber).toMatch(/^20261122-[0-9A-F]{6}$/);
    expect(JSON.stringify(db)).not.toContain('tok_visa_secret');
    expect(JSON.stringify(db)).not.toContain('4242424242424242');
  });

  it('keeps no payment for a refused one (free, not the owner, wrong price) and records a declined charge as failed', async () => {
    const { store, post } = setup();
    const pay = async (as: string, enrollmentId: string, token = 'tok_visa', price = 10) =>
      (
        await post('/payment', as, {
          token,
          card: CARD,
          enrollmentId,
          product: { name: 'Logic', price },
        })
      ).status;
    const payments = store.snapshot().payments;
    expect(await pay(LEARNER, await enrollInNewCourse(post, 0))).toBe(409);
    const priced = await enrollInNewCourse(post, 10);
    expect(await pay('someone@example.com', priced)).toBe(403);
    expect(await pay(LEARNER, priced, 'tok_visa', 11)).toBe(400);
    expect(store.snapshot().payments).toEqual(payments);

    expect(await pay(LEARNER, priced, 'tok_chargeDeclined')).toBe(402);
    const afterDecline = store.snapshot();
    expect(afterDecline.payments).toHaveLength(payments.length + 1);
    expect(afterDecline.payments.at(-1)).toMatchObject({
      enrollmentId: priced,
      status: 'failed',
      failureCode: 'card_declined',
      amount: 1000,
    });
    expect(afterDecline.enroll.find((item) => item._id === priced)?.status).toBe('Progressing');
    expect(await pay(LEARNER, priced)).toBe(200);
    expect(store.snapshot().payments).toHaveLength(payments.length + 2);
  });

  it('answers a retry with the same Idempotency-Key from the first charge, and charges nothing more', async () => {
    const { store, post } = setup();
    const enrollmentId = await enrollInNewCourse(post, 20);
    const body = { token: 'tok_visa', card: CARD, enrollmentId, product: { name: 'L', price: 20 } };
    const key = { 'Idempotency-Key': 'order-1' };
    const first = await post('/payment', LEARNER, body, key);
    const count = store.snapshot().payments.length;
    const retry = await post('/payment', LEARNER, body, key);
    expect(retry).toEqual(first);
    expect(store.snapshot().payments).toHaveLength(count);
    expect(store.snapshot().payments.at(-1)?.idempotencyKey).toBe('order-1');

    // A declined first answer is replayed too, even with a good card the second time.
    const other = await enrollInNewCourse(post, 30);
    const declinedKey = { 'Idempotency-Key': 'order-2' };
    const declinedBody = { ...body, enrollmentId: other, product: { name: 'L', price: 30 } };
    expect(
      (
        await post(
          '/payment',
          LEARNER,
          { ...declinedBody, token: 'tok_chargeDeclined' },
          declinedKey,
        )
      ).status,
    ).toBe(402);
    const afterDecline = store.snapshot().payments.length;
    expect((await post('/payment', LEARNER, declinedBody, declinedKey)).status).toBe(402);
    expect(store.snapshot().payments).toHaveLength(afterDecline);
    expect((await post('/payment', LEARNER, declinedBody, key)).body).toMatchObject({
      code: 'idempotency_error',
    });
  });

  it('refunds within the refund window for the learner, after it only for an admin (a support override)', async () => {
    const { store, clock, post } = setup();
    const seeded = store.snapshot();
    const paidAtOf = (id: string) => seeded.enroll.find((item) => item._id === id)?.paidAt ?? '';
    // The seed restored at NOW: one payment 2 hours old, one 3 days old.
    expect(NOW - Date.parse(paidAtOf(SEED_IDS.paidInWindow))).toBe(2 * HOUR_MS);
    expect(NOW - Date.parse(paidAtOf(SEED_IDS.paidWindowClosed))).toBe(72 * HOUR_MS);

    const refund = (id: string, as: string) => post(`/enroll/${id}/refund`, as);
    const closesAt =
      Date.parse(paidAtOf(SEED_IDS.paidWindowClosed)) + REFUND_WINDOW_HOURS * HOUR_MS;
    const late = await refund(SEED_IDS.paidWindowClosed, LEARNER);
    expect(late).toMatchObject({
      status: 409,
      body: {
        code: 'refund_window_closed',
        refundWindowClosedAt: new Date(closesAt).toISOString(),
      },
    });

    // The window's last moment still counts; a millisecond later it is closed.
    const windowEnd = Date.parse(paidAtOf(SEED_IDS.paidInWindow)) + REFUND_WINDOW_HOURS * HOUR_MS;
    clock.now = windowEnd + 1;
    expect((await refund(SEED_IDS.paidInWindow, LEARNER)).status).toBe(409);
    clock.now = windowEnd;
    expect((await refund(SEED_IDS.paidInWindow, LEARNER)).status).toBe(200);

    expect((await refund(SEED_IDS.paidWindowClosed, ADMIN)).status).toBe(200);
    const db = store.snapshot();
    const chargeOf = (id: string) =>
      db.payments.find((item) => item.enrollmentId === id && item.status === 'succeeded');
    expect(chargeOf(SEED_IDS.paidInWindow)?.refund).toMatchObject({
      amount: 11900,
      refundedAt: new Date(windowEnd).toISOString(),
      refundedBy: SEED_UIDS[LEARNER],
      supportOverride: false,
    });
    expect(chargeOf(SEED_IDS.paidWindowClosed)?.refund).toMatchObject({
      amount: 6900,
      refundedBy: SEED_UIDS[ADMIN],
      supportOverride: true,
    });
    expect(db.enroll.find((item) => item._id === SEED_IDS.paidWindowClosed)).toMatchObject({
      status: 'Refunded',
      refundedAt: new Date(windowEnd).toISOString(),
    });
  });

  it('moves a paid enrollment back in time with the development route backdate-payment', async () => {
    const { store, post } = setup({ devRoutes: true });
    const backdate = (body: Record<string, unknown>, as = ADMIN) =>
      post(DEV_PATHS.backdatePayment, as, body);
    const id = SEED_IDS.paidInWindow;
    expect((await backdate({ enrollmentId: id, hours: 70 }, LEARNER)).status).toBe(403);
    for (const hours of [0, 1.5, '70', 24 * 367]) {
      expect(await backdate({ enrollmentId: id, hours })).toMatchObject({
        status: 400,
        body: { fields: { hours: expect.any(String) } },
      });
    }
    expect((await backdate({ enrollmentId: 'f'.repeat(24), hours: 1 })).status).toBe(404);
    expect((await backdate({ enrollmentId: SEED_IDS.unpaidEnrollment, hours: 1 })).status).toBe(
      409,
    );
    const moved = await backdate({ enrollmentId: id, hours: 70 });
    const paidAt = new Date(NOW - 72 * HOUR_MS).toISOString();
    expect(moved).toMatchObject({ status: 200, body: { enrollmentId: id, paidAt } });
    const db = store.snapshot();
    expect(db.enroll.find((item) => item._id === id)?.paidAt).toBe(paidAt);
    expect(db.payments.find((item) => item.enrollmentId === id)?.createdAt).toBe(paidAt);
    expect((await post(`/enroll/${id}/refund`, LEARNER)).body).toMatchObject({
      code: 'refund_window_closed',
    });
    // Without the development routes the path does not exist.
    const { post: production } = setup();
    expect(
      (await production(DEV_PATHS.backdatePayment, ADMIN, { enrollmentId: id, hours: 1 })).status,
    ).toBe(404);
  });

  it('the payment surface answers only /payment', async () => {
    const payment = createMockApi(createMemoryStore(seedDatabase()), {
      identity: createTestTokenVerifier(),
      surface: 'payment',
    });
    expect((await payment.handle({ method: 'GET', path: '/courses' })).status).toBe(404);
    expect((await payment.handle({ method: 'POST', path: '/payment' })).status).toBe(401);
  });

  it('turns an unexpected store failure into 500 and reports it', async () => {
    const failing: DataStore = {
      read: () => Promise.reject(new Error('disk gone')),
      view: () => Promise.reject(new Error('disk gone')),
      update: () => Promise.reject(new Error('disk gone')),
    };
    const onError = jest.fn();
    const response = await createMockApi(failing, {
      identity: createTestTokenVerifier(),
      onError,
    }).handle({
      method: 'GET',
      path: '/courses',
    });
    expect(response).toMatchObject({ status: 500, body: { error: 'Internal server error' } });
    expect(onError).toHaveBeenCalledWith(expect.objectContaining({ message: 'disk gone' }));
  });

  it('uses the configured Firebase project id', async () => {
    const api = createMockApi(createMemoryStore(seedDatabase()), {
      identity: createTestTokenVerifier('demo-other'),
    });
    const token = testTokenFor('x@example.com', { projectId: 'demo-other' });
    const ok = await api.handle({
      method: 'POST',
      path: '/review',
      headers: { Authorization: `Bearer ${token}` },
      body: { name: 'A', rating: 1 },
    });
    expect(ok.status).toBe(201);
    const wrong = await api.handle({
      method: 'POST',
      path: '/review',
      headers: auth('x@example.com'),
      body: { name: 'A', rating: 1 },
    });
    expect(wrong).toMatchObject({
      status: 401,
      body: { error: 'ID token belongs to another Firebase project' },
    });
  });
});

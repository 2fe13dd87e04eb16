import { seedDatabase, SEED_IDS } from '../seed';
import { createMockApi, CORS_HEADERS } from './api';
import { MAX_BODY_BYTES } from './http';
import { createMemoryStore, type DataStore } from './store';
import { mintEmulatorToken } from './tokens';

const NOW = Date.UTC(2026, 10, 22, 12, 0, 0);
const auth = (email: string) => ({
  authorization: `Bearer ${mintEmulatorToken({ email, now: NOW })}`,
});

function setup() {
  const store = createMemoryStore(seedDatabase());
  const api = createMockApi(store, { now: () => NOW });
  return { store, api };
}

describe('createMockApi (transport-neutral behaviour)', () => {
  it('accepts the query as a record or in the path', async () => {
    const { api } = setup();
    const viaRecord = await api.handle({
      method: 'GET',
      path: '/courses',
      query: { category: ['Academic', 'Marketing'] },
    });
    const viaPath = await api.handle({
      method: 'get',
      path: '/courses?category=Academic&category=Marketing',
    });
    expect(viaRecord.body).toEqual(viaPath.body);
    expect((viaRecord.body as unknown[]).length).toBe(7);
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
    expect(head.headers['Access-Control-Allow-Headers']).toBe('Authorization, Content-Type');
  });

  it('lists the allowed methods on 405', async () => {
    const { api } = setup();
    const response = await api.handle({ method: 'PUT', path: '/courses' });
    expect(response.status).toBe(405);
    expect(response.headers.Allow).toBe('GET, POST, OPTIONS');
  });

  it('records a payment in cents without the card token, and marks the enrollment paid', async () => {
    const { api, store } = setup();
    const [enrollmentId] = SEED_IDS.learnerEnrollments;
    const response = await api.handle({
      method: 'POST',
      path: '/payment',
      headers: auth('learner@example.com'),
      body: JSON.stringify({
        token: 'tok_visa_secret',
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
      amount: 12900,
      currency: 'usd',
      email: 'learner@example.com',
    });
    expect(JSON.stringify(db)).not.toContain('tok_visa_secret');
  });

  it('keeps no payment for a refused one (free, declined or not the owner)', async () => {
    const { api, store } = setup();
    const enrollFor = async (price: number) => {
      const created = await api.handle({
        method: 'POST',
        path: '/enroll',
        headers: auth('learner@example.com'),
        body: { name: 'Logic', price, displayName: 'Lena', email: 'learner@example.com' },
      });
      return (created.body as { insertedId: string }).insertedId;
    };
    const pay = async (as: string, enrollmentId: string, token = 'tok_visa') =>
      (
        await api.handle({
          method: 'POST',
          path: '/payment',
          headers: auth(as),
          body: { token, enrollmentId, product: { name: 'Logic', price: 10 } },
        })
      ).status;
    const payments = store.snapshot().payments;
    expect(await pay('learner@example.com', await enrollFor(0))).toBe(409);
    const priced = await enrollFor(10);
    expect(await pay('learner@example.com', priced, 'tok_chargeDeclined')).toBe(402);
    expect(await pay('someone@example.com', priced)).toBe(403);
    expect(store.snapshot().payments).toEqual(payments);
    expect(await pay('learner@example.com', priced)).toBe(200);
    expect(store.snapshot().payments).toHaveLength(payments.length + 1);
  });

  it('the payment surface answers only /payment', async () => {
    const payment = createMockApi(createMemoryStore(seedDatabase()), { surface: 'payment' });
    expect((await payment.handle({ method: 'GET', path: '/courses' })).status).toBe(404);
    expect((await payment.handle({ method: 'POST', path: '/payment' })).status).toBe(401);
  });

  it('turns an unexpected store failure into 500 and reports it', async () => {
    const failing: DataStore = {
      read: () => Promise.reject(new Error('disk gone')),
      update: () => Promise.reject(new Error('disk gone')),
    };
    const onError = jest.fn();
    const response = await createMockApi(failing, { onError }).handle({
      method: 'GET',
      path: '/courses',
    });
    expect(response).toMatchObject({ status: 500, body: { error: 'Internal server error' } });
    expect(onError).toHaveBeenCalledWith(expect.objectContaining({ message: 'disk gone' }));
  });

  it('uses the configured Firebase project id', async () => {
    const api = createMockApi(createMemoryStore(seedDatabase()), { projectId: 'demo-other' });
    const token = mintEmulatorToken({ email: 'x@example.com', projectId: 'demo-other' });
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

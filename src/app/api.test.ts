import { waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { server, getMockDatabase, MOCK_URLS } from '../../mocks/node';
import { InMemoryAuthClient } from '@/test/inMemoryAuthClient';
import { courseApi } from '@/features/courses/courseApi';
import { enrollmentApi } from '@/features/enrollment/enrollmentApi';
import { reviewApi } from '@/features/reviews/reviewApi';
import { roleApi } from '@/features/roles/roleApi';
import { authStateChanged } from '@/shared/auth/authSlice';
import { userApi } from '@/shared/auth/userApi';
import { makeStore } from './store';
import { InMemoryEmailSender } from '@/test/inMemoryEmailSender';
import { createCardPaymentProvider } from '@/shared/services/payments/createCardPaymentProvider';

async function storeSignedInAs(email: string | null) {
  const auth = new InMemoryAuthClient({ signedInAs: email ? { email } : undefined });
  const store = makeStore({
    services: {
      auth,
      email: new InMemoryEmailSender(),
      payments: createCardPaymentProvider({
        provider: 'test-card',
        publishableKey: 'pk_test_jest',
      }),
    },
  });
  const user = auth.currentUser;
  store.dispatch(authStateChanged({ user, token: await auth.getIdToken() }));
  return store;
}

describe('the API layer', () => {
  it('sends the bearer token of the signed-in user', async () => {
    let authorization: string | null = null;
    server.events.on('request:start', ({ request }) => {
      if (request.url.includes('/enroll')) authorization = request.headers.get('Authorization');
    });
    const store = await storeSignedInAs('learner@example.com');
    const result = await store.dispatch(
      enrollmentApi.endpoints.getMyEnrollments.initiate({
        email: 'learner@example.com',
        page: 1,
        pageSize: 10,
      }),
    );
    server.events.removeAllListeners();
    expect(authorization).toMatch(/^Bearer [\w-]+\.[\w-]+\./);
    expect(result.data?.items).toHaveLength(3);
    expect(result.data?.total).toBe(3);
  });

  it('sends no token when signed out, and the server refuses a protected read', async () => {
    const store = await storeSignedInAs(null);
    const result = await store.dispatch(
      enrollmentApi.endpoints.getMyEnrollments.initiate({
        email: 'learner@example.com',
        page: 1,
        pageSize: 10,
      }),
    );
    expect(result.error).toMatchObject({ status: 401 });
  });

  it('refreshes the catalogue after an admin adds a course, and only the catalogue', async () => {
    const store = await storeSignedInAs('admin@example.com');
    const requests: string[] = [];
    server.events.on('request:start', ({ request }) => {
      requests.push(`${request.method} ${new URL(request.url).pathname}`);
    });
    const firstPage = { q: '', sort: '', page: 1 } as const;
    const courses = store.dispatch(courseApi.endpoints.getCataloguePage.initiate(firstPage));
    const reviews = store.dispatch(reviewApi.endpoints.getNewestReviews.initiate(9));
    const before = await courses;
    await reviews;
    requests.length = 0;

    const added = await store.dispatch(
      courseApi.endpoints.addCourse.initiate({ name: 'Rust for Web', price: 99, star: 4.5 }),
    );
    expect(added.data?.insertedId).toMatch(/^[0-9a-f]{24}$/);
    await waitFor(() =>
      expect(
        courseApi.endpoints.getCataloguePage.select(firstPage)(store.getState()).data?.total,
      ).toBe((before.data?.total ?? 0) + 1),
    );
    server.events.removeAllListeners();
    expect(requests).toEqual(['POST /courses', 'GET /courses']);
    courses.unsubscribe();
    reviews.unsubscribe();
  });

  it('refetches the promoted user flags after a role change', async () => {
    const store = await storeSignedInAs('admin@example.com');
    const flag = store.dispatch(userApi.endpoints.getTeacherFlag.initiate('learner@example.com'));
    expect((await flag).data).toBe(false);
    const change = await store.dispatch(
      roleApi.endpoints.makeTeacher.initiate({ email: 'learner@example.com' }),
    );
    expect(change.data?.modifiedCount).toBe(1);
    // The role change invalidates the flag, which is fetched again.
    await waitFor(() =>
      expect(
        userApi.endpoints.getTeacherFlag.select('learner@example.com')(store.getState()).data,
      ).toBe(true),
    );
    flag.unsubscribe();
  });

  it('posts a payment to the payment URL and marks the enrollment paid', async () => {
    const store = await storeSignedInAs('learner@example.com');
    const enrollment = getMockDatabase().enroll.find(
      (e) => e.email === 'learner@example.com' && e.status === 'Progressing',
    );
    if (!enrollment) throw new Error('seed has no learner enrollment');
    let paymentUrl = '';
    server.events.on('request:start', ({ request }) => {
      if (request.url.endsWith('/payment')) paymentUrl = request.url;
    });
    const result = await store.dispatch(
      enrollmentApi.endpoints.pay.initiate({
        idempotencyKey: 'api-test-1',
        payment: {
          token: 'tok_visa_test',
          card: { brand: 'Visa', last4: '4242' },
          enrollmentId: enrollment._id,
          product: { name: enrollment.name, price: enrollment.price, productBy: 'Learn Academy' },
        },
      }),
    );
    server.events.removeAllListeners();
    expect(paymentUrl).toBe(`${MOCK_URLS.paymentUrl}/payment`);
    expect(result.data).toMatchObject({ paid: true, enrollmentId: enrollment._id });
    expect(getMockDatabase().enroll.find((e) => e._id === enrollment._id)?.status).toBe('Paid');
  });

  it('reports a server error as an error result, not a crash', async () => {
    server.use(
      http.get(`${MOCK_URLS.apiUrl}/review`, () =>
        HttpResponse.json({ error: 'Boom' }, { status: 500 }),
      ),
    );
    const store = await storeSignedInAs(null);
    const result = await store.dispatch(reviewApi.endpoints.getNewestReviews.initiate(9));
    expect(result.error).toMatchObject({ status: 500, data: { error: 'Boom' } });
  });
});

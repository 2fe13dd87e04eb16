/**
 * Orders: every price, rating and product price a request sends (courses, enrollments, reviews,
 * payments) is a finite JSON number in range, or a 400 naming the field.
 */
import assert from 'node:assert/strict';
import { call, type CallResult } from './client';
import {
  CONTRACT_CARD,
  createCourse,
  enrollInNewCourse,
  enrollmentsOf,
  expectFieldError,
  list,
  PERSONAS,
  readEnrollment,
  record,
  uniqueCourseName,
  uniqueEmail,
  validCourse,
  validEnrollment,
  type ContractCase,
} from './expectations';
import { show } from './orderHelpers';

/** A placeholder replaced by raw JSON text (a number JSON.stringify cannot write, e.g. 1e999). */
const RAW = '__raw_json__';

/** `body` as JSON text with the RAW placeholder replaced by `raw`. */
const jsonWith = (body: unknown, raw: string): string =>
  JSON.stringify(body).replace(`"${RAW}"`, raw);

/** Prices no course, enrollment or payment takes (besides 1e999, sent as raw JSON text). */
const NOT_PRICES: readonly unknown[] = [
  1e308,
  'NaN',
  '12',
  true,
  null,
  '',
  -1,
  0.2,
  0.001,
  10_000.01,
];

/** Ratings (0 to 5) no course or review takes (besides 1e999). */
const NOT_RATINGS: readonly unknown[] = [1e308, 'NaN', '4', true, null, '', -1, 5.01];

export function strictNumbersCases(): ContractCase[] {
  return [
    {
      name: 'Strict numbers: prices, ratings and the product price take only a finite JSON number in range (not 1e999, 1e308, "NaN", "12", true, null, "", -1, 0.2, 0.001, 10000.01)',
      async run(t) {
        /** Each value (and raw 1e999) in `field` of `body` gets a 400 naming the field. */
        const refuses = async (
          what: string,
          send: (body: { json?: unknown; raw?: string }) => Promise<CallResult>,
          valid: Record<string, unknown>,
          field: string,
          values: readonly unknown[],
          names: RegExp,
        ) => {
          const set = (value: unknown): Record<string, unknown> => {
            const [outer, inner] = field.split('.');
            if (!outer) throw new Error(`no field in ${field}`);
            if (!inner) return { ...valid, [outer]: value };
            return { ...valid, [outer]: { ...record(valid[outer], outer), [inner]: value } };
          };
          for (const value of values) {
            expectFieldError(
              await send({ json: set(value) }),
              field,
              `${what} ${show(value)}`,
              names,
            );
          }
          expectFieldError(
            await send({ raw: jsonWith(set(RAW), '1e999') }),
            field,
            `${what} 1e999 (Infinity once parsed)`,
            names,
          );
        };
        const sender =
          (method: string, path: string, as: string, base?: 'payment') =>
          ({ json, raw }: { json?: unknown; raw?: string }) =>
            call(t, method, path, {
              as,
              base,
              ...(raw === undefined
                ? { body: json }
                : { rawBody: raw, headers: { 'Content-Type': 'application/json' } }),
            });

        // The price shown when enrolling.
        const learner = uniqueEmail('strict');
        const course = await createCourse(t, 129);
        await refuses(
          'enrollment price',
          sender('POST', '/enroll', learner),
          { ...validEnrollment(learner, course._id), price: 129 },
          'price',
          NOT_PRICES,
          /Price/,
        );
        assert.deepEqual(await enrollmentsOf(t, learner), [], 'no enrollment stored');

        // A course's price and rating.
        const name = uniqueCourseName();
        const newCourse = { ...validCourse, name };
        const postCourse = sender('POST', '/courses', PERSONAS.admin);
        await refuses('course price', postCourse, newCourse, 'price', NOT_PRICES, /Price/);
        await refuses('course star', postCourse, newCourse, 'star', NOT_RATINGS, /Rating/);
        const named = await call(t, 'GET', `/courses?q=${encodeURIComponent(name)}`);
        assert.deepEqual(
          list(named.json, 'courses by name').filter((course) => course.name === name),
          [],
          'no course stored',
        );

        // A review's rating.
        const reviewName = uniqueCourseName();
        await refuses(
          'review rating',
          sender('POST', '/review', learner),
          { name: reviewName, comment: 'Strict', rating: 4 },
          'rating',
          NOT_RATINGS,
          /Rating/,
        );
        const reviews = await call(t, 'GET', `/review?q=${encodeURIComponent(reviewName)}`);
        assert.deepEqual(
          list(reviews.json, 'reviews by name').filter((review) => review.name === reviewName),
          [],
          'no review stored',
        );

        // The product price of a payment (never 0: a free enrollment is never paid).
        const enrollment = await enrollInNewCourse(t, learner, 129);
        const payment = {
          token: 'tok_visa',
          card: CONTRACT_CARD,
          enrollmentId: enrollment.enrollmentId,
          product: { name: enrollment.course.name, price: 129 },
        };
        await refuses(
          'product price',
          sender('POST', '/payment', learner, 'payment'),
          payment,
          'product.price',
          [...NOT_PRICES, 0],
          /Product price/,
        );
        const after = await readEnrollment(t, enrollment.enrollmentId, learner);
        assert.equal(after.status, 'Progressing', 'nothing charged');
      },
    },
  ];
}

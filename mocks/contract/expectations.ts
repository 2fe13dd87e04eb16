/**
 * What the contract cases share: the personas, assertions that explain a failure with the status
 * and body received, valid payloads, and small API steps (create a course, enroll in it, pay,
 * register).
 */
import assert from 'node:assert/strict';
import { DEV_PATHS, EMAILJS_PATHS } from '../api/api';
import { call, type CallResult, type ContractTarget } from './client';

export interface ContractCase {
  name: string;
  run(target: ContractTarget): Promise<void>;
}

/** The email of CONTRACT_<ROLE> ("email:password", a real project's test account), else the seed's. */
const personaEmail = (role: string, seeded: string): string => {
  const value = typeof process === 'undefined' ? undefined : process.env[`CONTRACT_${role}`];
  const colon = value?.indexOf(':') ?? -1;
  return value && colon > 0 ? value.slice(0, colon).toLowerCase() : seeded;
};

export const PERSONAS = {
  admin: personaEmail('ADMIN', 'admin@example.com'),
  teacher: personaEmail('TEACHER', 'teacher@example.com'),
  learnerA: personaEmail('LEARNER', 'learner@example.com'),
} as const;

export const OBJECT_ID = /^[0-9a-f]{24}$/;

export function uniqueEmail(label: string): string {
  return `${label}-${Date.now().toString(36)}${Math.random().toString(36).slice(2, 8)}@example.com`;
}

export function describeResult(result: CallResult): string {
  return `${result.status} ${result.text.slice(0, 300)}`;
}

export function expectStatus(result: CallResult, status: number, what: string): void {
  assert.equal(result.status, status, `${what}: expected ${status}, got ${describeResult(result)}`);
}

export function record(value: unknown, what: string): Record<string, unknown> {
  assert.ok(
    typeof value === 'object' && value !== null && !Array.isArray(value),
    `${what}: expected a JSON object`,
  );
  return value as Record<string, unknown>;
}

export function list(value: unknown, what: string): Record<string, unknown>[] {
  assert.ok(Array.isArray(value), `${what}: expected a JSON array`);
  return value.map((item, index) => record(item, `${what}[${index}]`));
}

export function expectError(
  result: CallResult,
  status: number,
  what: string,
  message?: string,
): void {
  expectStatus(result, status, what);
  const body = record(result.json, what);
  assert.equal(typeof body.error, 'string', `${what}: expected {error: string}`);
  if (message !== undefined) assert.equal(body.error, message, what);
}

/** A 400 with a message for `field`; `names` is what that message must mention (e.g. /Price/). */
export function expectFieldError(
  result: CallResult,
  field: string,
  what: string,
  names?: RegExp,
): void {
  expectStatus(result, 400, what);
  const body = record(result.json, what);
  const fields = record(body.fields, `${what} fields`);
  const message = fields[field];
  assert.equal(typeof message, 'string', `${what}: expected fields.${field}, got ${result.text}`);
  if (names) assert.match(String(message), names, `${what}: the message names the field`);
}

export function insertedId(result: CallResult, what: string): string {
  const body = record(result.json, what);
  assert.equal(body.acknowledged, true, `${what}: acknowledged`);
  assert.match(String(body.insertedId), OBJECT_ID, `${what}: insertedId`);
  return String(body.insertedId);
}

export const validCourse = {
  name: 'Contract Course',
  description: 'Made by the contract suite',
  price: 99,
  star: 4.5,
  img: '/images/courses/calculus.webp',
  category: 'Academic',
};

/** A course name no other run uses (names are at most 20 characters). */
export function uniqueCourseName(): string {
  return `Contract ${Math.random().toString(36).slice(2, 10)}`;
}

/** An enrollment request for `email` in the course `courseId` (name and price come from it). */
export const validEnrollment = (email: string, courseId: string) => ({
  courseId,
  displayName: 'Lena Learner',
  email,
  address: '1 Main St',
  city: 'Dhaka',
  phone: '+8801712345678',
});

export interface ContractCourse {
  _id: string;
  name: string;
  price: number;
}

/**
 * A new course made by the admin for one case, with a name of its own and `price` (0 is free). A
 * case that enrolls enrolls in a course of its own: one learner may hold one enrollment per
 * course, and the cases also run against a server that earlier runs have used.
 */
export async function createCourse(
  target: ContractTarget,
  price = validCourse.price,
): Promise<ContractCourse> {
  const name = uniqueCourseName();
  const created = await call(target, 'POST', '/courses', {
    as: PERSONAS.admin,
    body: { ...validCourse, name, price },
  });
  expectStatus(created, 201, `admin creates a course priced ${price}`);
  return { _id: insertedId(created, 'POST /courses'), name, price };
}

/** `email` enrolls in the course `courseId` (as `as`, by default that learner): the new id. */
export async function enrollIn(
  target: ContractTarget,
  email: string,
  courseId: string,
  as: string = email,
): Promise<string> {
  // The learner's account is registered, as the app registers it on signing in: an admin finds
  // an account's enrollments by its email through that record.
  await registerUser(target, email);
  const created = await call(target, 'POST', '/enroll', {
    as,
    body: validEnrollment(email, courseId),
  });
  expectStatus(created, 201, `${email} enrolls in ${courseId}`);
  return insertedId(created, 'POST /enroll');
}

/** `email` enrolls in a new course priced `price`: the enrollment's id. */
export async function enroll(target: ContractTarget, email: string, price = 129): Promise<string> {
  return (await enrollInNewCourse(target, email, price)).enrollmentId;
}

export interface ContractEnrollment {
  enrollmentId: string;
  course: ContractCourse;
}

/** `email` enrolls in a new course priced `price`: the enrollment and its course. */
export async function enrollInNewCourse(
  target: ContractTarget,
  email: string,
  price = 129,
): Promise<ContractEnrollment> {
  const course = await createCourse(target, price);
  return { enrollmentId: await enrollIn(target, email, course._id), course };
}

/** The card the contract pays with, as the card provider's token reports it. */
export const CONTRACT_CARD = { brand: 'Visa', last4: '4242' } as const;

/** A payment request for the enrollment of `course` (the price the learner was shown). */
export const validPayment = (enrollmentId: string, course: { name: string; price: number }) => ({
  token: 'tok_visa',
  card: CONTRACT_CARD,
  enrollmentId,
  product: { name: course.name, price: course.price, productBy: 'Learn Academy' },
});

export interface PaymentOptions {
  /** The Idempotency-Key header. */
  key?: string;
  /** Which URL receives it. Default the payment URL. */
  base?: 'api' | 'payment';
  /** Fields that replace the valid request's. */
  patch?: Record<string, unknown>;
}

/** POST /payment for `enrollment` as `as`, answered as it is. */
export function payFor(
  target: ContractTarget,
  as: string | null,
  enrollment: ContractEnrollment,
  { key, base = 'payment', patch = {} }: PaymentOptions = {},
): Promise<CallResult> {
  return call(target, 'POST', '/payment', {
    as,
    base,
    body: { ...validPayment(enrollment.enrollmentId, enrollment.course), ...patch },
    headers: key === undefined ? undefined : { 'Idempotency-Key': key },
  });
}

/** The learner `email` pays for `enrollment`: the PaymentResult. */
export async function pay(
  target: ContractTarget,
  email: string,
  enrollment: ContractEnrollment,
  options: PaymentOptions = {},
): Promise<Record<string, unknown>> {
  const paid = await payFor(target, email, enrollment, options);
  expectStatus(paid, 200, `${email} pays for ${enrollment.course.name}`);
  return record(paid.json, 'PaymentResult');
}

/** A new learner enrolled in a new course priced `price` and paid for it. */
export async function paidEnrollment(
  target: ContractTarget,
  price = 129,
): Promise<ContractEnrollment & { email: string; payment: Record<string, unknown> }> {
  const email = uniqueEmail('payer');
  const enrollment = await enrollInNewCourse(target, email, price);
  return { ...enrollment, email, payment: await pay(target, email, enrollment) };
}

/** One enrollment as `as` reads it (GET /enroll/:id). */
export async function readEnrollment(
  target: ContractTarget,
  id: string,
  as: string = PERSONAS.admin,
): Promise<Record<string, unknown>> {
  const read = await call(target, 'GET', `/enroll/${id}`, { as });
  expectStatus(read, 200, `read enrollment ${id}`);
  return record(read.json, `enrollment ${id}`);
}

export async function registerUser(target: ContractTarget, email: string): Promise<void> {
  const result = await call(target, 'POST', '/users', {
    as: email,
    body: { email, displayName: 'Contract User' },
  });
  assert.ok(
    result.status === 201 || result.status === 200,
    `register ${email}: ${describeResult(result)}`,
  );
}

/** The newest 100 enrollments of `email` (oldest first), as an admin reads them. */
export async function enrollmentsOf(
  target: ContractTarget,
  email: string,
): Promise<Record<string, unknown>[]> {
  const path = `/enroll?email=${encodeURIComponent(email)}&_sort=_id&_order=desc`;
  const result = await call(target, 'GET', path, {
    as: PERSONAS.admin,
  });
  expectStatus(result, 200, 'admin reads enrollments');
  return list(result.json, 'GET /enroll?email').reverse();
}

/** Empties the contact rate limit for this client (a development route, so only where it exists). */
export async function resetRateLimits(target: ContractTarget): Promise<void> {
  if (!target.devRoutes) return;
  const reset = await call(target, 'POST', DEV_PATHS.resetRateLimits, {
    as: PERSONAS.admin,
    base: 'email',
  });
  expectStatus(reset, 200, 'admin resets the contact rate limit');
}

/** A contact message through the EmailJS-compatible send-form endpoint, as a browser sends it. */
export function sendContactMessage(target: ContractTarget, subject: string): Promise<CallResult> {
  return call(target, 'POST', EMAILJS_PATHS.sendForm, {
    base: 'email',
    rawBody: new URLSearchParams({
      lib_version: '3.2.0',
      service_id: 's',
      template_id: 't',
      user_id: 'u',
      name: 'Rate',
      email: 'rate@example.com',
      subject,
      message: 'M',
    }),
  });
}

/** The contact outbox as an admin reads it. */
export async function readOutbox(
  target: ContractTarget,
  query = '',
): Promise<{ result: CallResult; messages: Record<string, unknown>[] }> {
  const result = await call(target, 'GET', `${EMAILJS_PATHS.outbox}${query}`, {
    as: PERSONAS.admin,
    base: 'email',
  });
  expectStatus(result, 200, 'admin reads the outbox');
  return { result, messages: list(result.json, 'outbox') };
}

/** The account id of a user (from the admins' user list, GET /users?q=). */
export async function accountIdOf(target: ContractTarget, email: string): Promise<string> {
  const found = await call(target, 'GET', `/users?q=${encodeURIComponent(email)}`, {
    as: PERSONAS.admin,
  });
  expectStatus(found, 200, `GET /users?q=${email}`);
  const user = list(found.json, 'users').find(
    (item) => record(item, 'user').email === email.toLowerCase(),
  );
  assert.ok(user, `${email} has a user record`);
  return String(record(user, 'user').uid);
}

/** An admin names the course's instructors (PUT /courses/{id}/instructors). */
export async function nameInstructors(
  target: ContractTarget,
  courseId: string,
  emails: readonly string[],
): Promise<void> {
  const instructorIds = await Promise.all(emails.map((email) => accountIdOf(target, email)));
  const named = await call(target, 'PUT', `/courses/${courseId}/instructors`, {
    as: PERSONAS.admin,
    body: { instructorIds },
  });
  expectStatus(named, 200, 'an admin names the instructors');
}

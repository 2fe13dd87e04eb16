/**
 * The product's entities, request payloads and response shapes, typed once and shared by the app,
 * the Yup schemas and the mock server. Response shapes follow the MongoDB driver's results
 * (`insertedId`, `deletedCount`, `modifiedCount`) because that is what the product server returns.
 */

export const COURSE_CATEGORIES = ['Academic', 'Technical', 'Marketing', 'Freelancing'] as const;
export type CourseCategory = (typeof COURSE_CATEGORIES)[number];

/**
 * An enrollment is Progressing until it is paid (a free one stays Progressing: there is nothing to
 * pay), Paid once paid, and Refunded once its payment was refunded.
 */
export const ENROLLMENT_STATUSES = ['Progressing', 'Paid', 'Refunded'] as const;
export type EnrollmentStatus = (typeof ENROLLMENT_STATUSES)[number];

/** A learner may ask for a refund for this long after paying (the FAQ's promise). */
export const REFUND_WINDOW_HOURS = 48;

/** MongoDB-style ObjectId as a 24-character lowercase hex string. */
export type EntityId = string;

export interface Course {
  _id: EntityId;
  name: string;
  description: string;
  /** Price in dollars; 0 is a free course (no payment needed to enroll). */
  price: number;
  /** Static rating, 0 to 5; absent when the course has no rating yet. */
  star?: number;
  /** http(s) URL or a site-relative path such as /images/courses/calculus.webp. */
  img: string;
  category?: CourseCategory;
  /**
   * Deleted while learners were enrolled: no longer offered (no new enrollment, no payment), still
   * read by its enrolled learners, teachers and admins. Absent on a course on offer.
   */
  withdrawn?: boolean;
  /** ISO date-time of the withdrawal, with `withdrawn`. */
  withdrawnAt?: string;
  /** The teachers who write and teach it, by account id (an admin names them). */
  instructorIds?: string[];
}

export interface Enrollment {
  _id: EntityId;
  /** The course enrolled in (course names are not unique). */
  courseId: EntityId;
  /** The course's name when the enrollment was made (copied by the server from the catalogue). */
  name: string;
  /** The course's price in dollars when the enrollment was made (from the catalogue); 0 is free. */
  price: number;
  /** The account that owns it (its Firebase account id): the server grants by this, never by email. */
  uid: string;
  displayName: string;
  /** The contact email the learner gave with the enrollment. */
  email: string;
  address?: string;
  city?: string;
  /** Digits with an optional leading +, kept as text. */
  phone?: string;
  status: EnrollmentStatus;
  /** ISO date-time of the payment, present once paid (also after a refund). */
  paidAt?: string;
  /** ISO date-time of the refund, present once status is 'Refunded'. */
  refundedAt?: string;
  /**
   * In the lists only (GET /enroll): the learner's newest certificate in the course, when one was
   * issued (docs/decisions.md, "Certificates").
   */
  certificate?: { id: string; status: 'valid' | 'revoked' };
}

export interface AssignedCourse {
  _id: EntityId;
  name: string;
  description: string;
  img: string;
}

export interface Review {
  _id: EntityId;
  name: string;
  comment: string;
  /** 0 to 5. */
  rating: number;
}

export interface UserRecord {
  _id: EntityId;
  /** The Firebase account id: roles belong to the account, found by this id. */
  uid: string;
  /** The account's email when it registered or last signed in. */
  email: string;
  displayName: string;
  admin: boolean;
  teacher: boolean;
}

/** The card a payment was made with, as the card provider's token reports it. */
export interface CardSummary {
  /** Stripe's `card.brand`: 'Visa', 'MasterCard', 'American Express', ... */
  brand: string;
  /** The card number's last four digits (`card.last4`). */
  last4: string;
}

/** The refund of a payment. */
export interface RefundRecord {
  refundId: string;
  /** Cents, the whole payment. */
  amount: number;
  refundedAt: string;
  /** Account id of who asked for it: the learner, or an admin. */
  refundedBy: string;
  /** True when an admin refunded after the learner's refund window had closed. */
  supportOverride: boolean;
}

/**
 * A charge recorded by the server, like a Stripe charge: 'succeeded', or 'failed' when the card was
 * declined. Never holds the card number or the card token.
 */
export interface PaymentRecord {
  _id: EntityId;
  enrollmentId: EntityId;
  /** The paying account (the enrollment's owner). */
  uid: string;
  email: string;
  status: 'succeeded' | 'failed';
  /** Set on a failed charge: the card provider's code, e.g. 'card_declined'. */
  failureCode?: string;
  productName: string;
  productBy: string;
  /** Amount in cents, computed by the server from the enrollment's price (price x 100). */
  amount: number;
  currency: 'usd';
  chargeId: string;
  /** Shown on the receipt of a succeeded charge, e.g. '20261123-4F2A'. */
  receiptNumber: string;
  card: CardSummary;
  /** The client's Idempotency-Key for this charge, when it sent one (unique per payer). */
  idempotencyKey?: string;
  createdAt: string;
  refund?: RefundRecord;
}

/** What a learner's receipt shows (GET /enroll/{id}/receipt). */
export interface Receipt {
  receiptNumber: string;
  enrollmentId: EntityId;
  courseName: string;
  /** Cents. */
  amount: number;
  currency: 'usd';
  paidAt: string;
  learnerName: string;
  email: string;
  card: CardSummary;
  refund?: { amount: number; refundedAt: string };
}

/** A message received by the EmailJS-compatible endpoint. */
export interface OutboxMessage {
  _id: EntityId;
  receivedAt: string;
  serviceId: string;
  templateId: string;
  userId: string;
  libVersion: string;
  /** The template parameters / form fields (name, email, subject, message, ...). */
  params: Record<string, string>;
}

// ---- Payloads (what the client sends) ----

export interface NewCourse {
  name: string;
  description?: string;
  /** Absent or blank means 0: a free course. */
  price?: number;
  star?: number;
  img?: string;
  category?: CourseCategory;
}

export interface NewAssignedCourse {
  name: string;
  description?: string;
  img?: string;
}

/**
 * An enrollment request names the course; the server copies the course's name and price. `price` is
 * the price the learner was shown: when given it must equal the catalogue's.
 */
export interface NewEnrollment {
  courseId: EntityId;
  price?: number;
  displayName: string;
  email: string;
  address?: string;
  city?: string;
  phone?: string;
}

export interface NewReview {
  name: string;
  comment?: string;
  rating: number;
}

export interface NewUser {
  email: string;
  displayName?: string;
}

export interface RoleChange {
  email: string;
}

export interface PaymentProduct {
  name: string;
  price: number;
  productBy?: string;
}

/**
 * POST /payment. `product.price` is the price the learner was shown: the server charges the
 * enrollment's own price and refuses a request whose price differs. An `Idempotency-Key` header
 * makes a retry return the first answer without charging again.
 */
export interface PaymentRequest {
  /** Card token from the card provider, e.g. 'tok_visa'. */
  token: string;
  /** The tokenized card's brand and last four digits, as the token reports them. */
  card: CardSummary;
  enrollmentId: EntityId;
  product: PaymentProduct;
}

/** The EmailJS contact form fields. */
export interface ContactMessage {
  name: string;
  email: string;
  subject: string;
  message: string;
}

// ---- Responses ----

export interface InsertResult {
  acknowledged: boolean;
  insertedId: EntityId;
}

export interface DeleteResult {
  acknowledged: boolean;
  deletedCount: number;
}

export interface UpdateResult {
  acknowledged: boolean;
  matchedCount: number;
  modifiedCount: number;
}

/**
 * Result of `POST /users` (MongoDB `updateOne(..., { upsert: true })`): a new user gives
 * `upsertedCount: 1` and its `upsertedId`; an existing user gives `matchedCount: 1`,
 * `upsertedId: null`, and `modifiedCount: 1` only when the display name changed.
 */
export interface UpsertResult extends UpdateResult {
  upsertedCount: number;
  upsertedId: EntityId | null;
}

export interface AdminFlag {
  admin: boolean;
}

export interface TeacherFlag {
  teacher: boolean;
}

export interface PaymentResult {
  acknowledged: boolean;
  paid: true;
  enrollmentId: EntityId;
  chargeId: string;
  receiptNumber: string;
  /** Cents. */
  amount: number;
}

/** Result of POST /enroll/{id}/refund. */
export interface RefundResult {
  acknowledged: boolean;
  refunded: true;
  enrollmentId: EntityId;
  refundId: string;
  /** Cents. */
  amount: number;
  refundedAt: string;
}

export interface ApiError {
  error: string;
  /** Field path -> message, for validation errors (400). */
  fields?: Record<string, string>;
  /**
   * Machine-readable code: 'card_declined', 'already_enrolled', 'refund_window_closed',
   * 'idempotency_error', 'course_withdrawn'.
   */
  code?: string;
  /** With 'refund_window_closed': when the learner's refund window closed (ISO date-time). */
  refundWindowClosedAt?: string;
  /** With 'not_publishable': what keeps the lesson from being published. */
  problems?: string[];
  /** With 'edit_conflict': the lesson's current version, and who changed it when. */
  version?: number;
  updatedAt?: string;
  updatedBy?: string;
}

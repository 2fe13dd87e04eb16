/**
 * The product's entities, request payloads and response shapes, typed once and shared by the app,
 * the Yup schemas and the mock server. Response shapes follow the MongoDB driver's results
 * (`insertedId`, `deletedCount`, `modifiedCount`) because that is what the product server returns.
 */

export const COURSE_CATEGORIES = ['Academic', 'Technical', 'Marketing', 'Freelancing'] as const;
export type CourseCategory = (typeof COURSE_CATEGORIES)[number];

export const ENROLLMENT_STATUSES = ['Progressing', 'Paid'] as const;
export type EnrollmentStatus = (typeof ENROLLMENT_STATUSES)[number];

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
}

export interface Enrollment {
  _id: EntityId;
  /** Course name. */
  name: string;
  /** Price in dollars. */
  price: number;
  displayName: string;
  email: string;
  address?: string;
  city?: string;
  /** Digits with an optional leading +, kept as text. */
  phone?: string;
  status: EnrollmentStatus;
  /** ISO date-time of the payment, present once status is 'Paid'. */
  paidAt?: string;
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
  email: string;
  displayName: string;
  admin: boolean;
  teacher: boolean;
}

/** A payment recorded by the server. Never holds card data or the card token. */
export interface PaymentRecord {
  _id: EntityId;
  enrollmentId: EntityId;
  email: string;
  productName: string;
  productBy: string;
  /** Amount charged in cents (price x 100). */
  amount: number;
  currency: 'usd';
  chargeId: string;
  createdAt: string;
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

export interface NewEnrollment {
  name: string;
  price: number;
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

export interface PaymentRequest {
  /** Card token from the card provider, e.g. 'tok_visa'. */
  token: string;
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
}

export interface ApiError {
  error: string;
  /** Field path -> message, for validation errors (400). */
  fields?: Record<string, string>;
  /** Machine-readable code, e.g. 'card_declined'. */
  code?: string;
}

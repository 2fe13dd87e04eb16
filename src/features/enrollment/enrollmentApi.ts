import { retryWhenNoAnswer } from '@/shared/api/idempotent';
import { api } from '@/shared/api/api';
import { getAppConfig } from '@/shared/config/appConfig';
import type {
  DeleteResult,
  Enrollment,
  EnrollmentStatus,
  InsertResult,
  NewEnrollment,
  PaymentRequest,
  PaymentResult,
  Receipt,
  RefundResult,
} from '@/shared/domain/entities';
import {
  tableQueryParams,
  toPagedList,
  type PagedList,
  type TableQuery,
} from '@/shared/api/paging';

/** The columns the server sorts enrollments by. */
export type EnrollmentSortKey =
  'displayName' | 'email' | 'name' | 'price' | 'status' | 'paidAt' | 'refundedAt';

/** A page of every learner's enrollments (admins), optionally only those with one status. */
export interface AllEnrollmentsQuery extends TableQuery<EnrollmentSortKey> {
  status?: EnrollmentStatus;
}

/** A page of one learner's own enrollments. */
export interface MyEnrollmentsQuery {
  email: string;
  /** 1-based. */
  page: number;
  pageSize: number;
}

/** A payment the learner submitted once, with the key that makes its retries safe. */
export interface PaymentSubmission {
  payment: PaymentRequest;
  /** One per submission, reused by every retry of it: the server charges a key once. */
  idempotencyKey: string;
}

/** A payment is sent again with its key at most twice (src/shared/api/idempotent.ts). */
const retryPayment = retryWhenNoAnswer(2);

/** Enrollments, card payments, receipts and refunds (the course: @/shared/api/courseResources). */
export const enrollmentApi = api.injectEndpoints({
  endpoints: (build) => ({
    /** One page of every enrollment (admins), searched, filtered and sorted by the server. */
    getAllEnrollments: build.query<PagedList<Enrollment>, AllEnrollmentsQuery>({
      query: ({ status, ...table }) => ({
        url: '/enroll',
        params: { ...tableQueryParams(table), ...(status ? { status } : {}) },
      }),
      transformResponse: (items: Enrollment[], meta) => toPagedList(items, meta),
      providesTags: [{ type: 'Enrollment', id: 'LIST' }],
    }),
    /** One page of the learner's own enrollments, newest first (ObjectIds sort by creation). */
    getMyEnrollments: build.query<PagedList<Enrollment>, MyEnrollmentsQuery>({
      query: ({ email, page, pageSize }) => ({
        url: '/enroll',
        params: { email, _sort: '_id', _order: 'desc', _page: page, _limit: pageSize },
      }),
      transformResponse: (items: Enrollment[], meta) => toPagedList(items, meta),
      providesTags: [{ type: 'Enrollment', id: 'LIST' }],
    }),
    enroll: build.mutation<InsertResult, NewEnrollment>({
      query: (enrollment) => ({ url: '/enroll', method: 'POST', body: enrollment }),
      invalidatesTags: [{ type: 'Enrollment', id: 'LIST' }],
    }),
    cancelEnrollment: build.mutation<DeleteResult, string>({
      query: (id) => ({ url: `/enroll/${encodeURIComponent(id)}`, method: 'DELETE' }),
      invalidatesTags: [{ type: 'Enrollment', id: 'LIST' }],
    }),
    pay: build.mutation<PaymentResult, PaymentSubmission>({
      query: ({ payment, idempotencyKey }) => ({
        url: `${getAppConfig().paymentUrl}/payment`,
        method: 'POST',
        body: payment,
        headers: { 'Idempotency-Key': idempotencyKey },
      }),
      extraOptions: { retryCondition: retryPayment },
      invalidatesTags: (_result, _error, { payment }) => [
        { type: 'Enrollment', id: 'LIST' },
        { type: 'Receipt', id: payment.enrollmentId },
      ],
    }),
    getReceipt: build.query<Receipt, string>({
      query: (id) => `/enroll/${encodeURIComponent(id)}/receipt`,
      providesTags: (_result, _error, id) => [{ type: 'Receipt', id }],
    }),
    refund: build.mutation<RefundResult, string>({
      query: (id) => ({ url: `/enroll/${encodeURIComponent(id)}/refund`, method: 'POST' }),
      invalidatesTags: (_result, _error, id) => [
        { type: 'Enrollment', id: 'LIST' },
        { type: 'Receipt', id },
      ],
    }),
  }),
});

export const {
  useGetAllEnrollmentsQuery,
  useGetMyEnrollmentsQuery,
  useEnrollMutation,
  useCancelEnrollmentMutation,
  usePayMutation,
  useGetReceiptQuery,
  useRefundMutation,
} = enrollmentApi;

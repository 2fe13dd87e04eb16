import { api } from '../../app/api';
import { getAppConfig } from '../../app/appConfig';
import type {
  Course,
  DeleteResult,
  Enrollment,
  InsertResult,
  NewEnrollment,
  PaymentRequest,
  PaymentResult,
} from '../../app/domain/entities';

/** Enrollments, the course being enrolled in, and card payments (spec section 7, D10). */
export const enrollmentApi = api.injectEndpoints({
  endpoints: (build) => ({
    getCourse: build.query<Course, string>({
      query: (id) => `/courses/${encodeURIComponent(id)}`,
      providesTags: (_result, _error, id) => [{ type: 'Course', id }],
    }),
    getAllEnrollments: build.query<Enrollment[], void>({
      query: () => '/enroll',
      providesTags: [{ type: 'Enrollment', id: 'LIST' }],
    }),
    getMyEnrollments: build.query<Enrollment[], string>({
      query: (email) => ({ url: '/enroll', params: { email } }),
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
    pay: build.mutation<PaymentResult, PaymentRequest>({
      query: (payment) => ({
        url: `${getAppConfig().paymentUrl}/payment`,
        method: 'POST',
        body: payment,
      }),
      invalidatesTags: [{ type: 'Enrollment', id: 'LIST' }],
    }),
  }),
});

export const {
  useGetCourseQuery,
  useGetAllEnrollmentsQuery,
  useGetMyEnrollmentsQuery,
  useEnrollMutation,
  useCancelEnrollmentMutation,
  usePayMutation,
} = enrollmentApi;

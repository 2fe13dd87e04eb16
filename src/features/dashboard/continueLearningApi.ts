import { api } from '@/shared/api/api';
import type { ProgressRow } from '@/shared/domain/learning';

/** Whose progress: each account's answer is cached apart (a sign-out and another sign-in). */
export interface LastCourseQuery {
  email: string;
}

/**
 * The dashboard's "Continue learning": the course the learner was last in (its lesson's title is
 * found in the course's outline, @/shared/api/courseResources).
 */
export const continueLearningApi = api.injectEndpoints({
  endpoints: (build) => ({
    /** The learner's last course visited (GET /progress, latest first); null when they have none. */
    getLastCourseVisited: build.query<ProgressRow | null, LastCourseQuery>({
      query: () => ({
        url: '/progress',
        params: { _sort: 'lastVisitedAt', _order: 'desc', _limit: 1 },
      }),
      transformResponse: (rows: ProgressRow[]) => rows[0] ?? null,
      // The player's saves invalidate a course's progress; a payment or a refund changes which
      // courses the learner may learn from, hence which rows the server answers.
      providesTags: (row) => [
        { type: 'Progress', id: 'LIST' },
        { type: 'Enrollment', id: 'LIST' },
        ...(row ? [{ type: 'Progress' as const, id: row.courseId }] : []),
      ],
    }),
  }),
});

export const { useGetLastCourseVisitedQuery } = continueLearningApi;

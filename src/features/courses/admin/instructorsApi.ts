import { api } from '@/shared/api/api';
import type { Instructor } from '@/shared/domain/authoring';
import type { UserRecord } from '@/shared/domain/entities';

/** The teachers an admin may name, found by name or email, ten at a time. */
export const INSTRUCTOR_SEARCH_LIMIT = 10;

/** A course's instructors, as an admin reads and names them (docs/decisions.md, "Authoring"). */
export const instructorsApi = api.injectEndpoints({
  endpoints: (build) => ({
    getInstructors: build.query<Instructor[], string>({
      query: (courseId) => `/courses/${encodeURIComponent(courseId)}/instructors`,
      providesTags: (_result, _error, courseId) => [{ type: 'Teaching', id: courseId }],
    }),
    findTeachers: build.query<UserRecord[], string>({
      query: (q) => ({
        url: '/users',
        params: { teacher: 'true', q, _sort: 'displayName', _limit: INSTRUCTOR_SEARCH_LIMIT },
      }),
    }),
    setInstructors: build.mutation<Instructor[], { courseId: string; instructorIds: string[] }>({
      query: ({ courseId, instructorIds }) => ({
        url: `/courses/${encodeURIComponent(courseId)}/instructors`,
        method: 'PUT',
        body: { instructorIds },
      }),
      invalidatesTags: (_result, _error, { courseId }) => [
        { type: 'Teaching', id: courseId },
        { type: 'Teaching', id: 'LIST' },
      ],
    }),
  }),
});

export const { useGetInstructorsQuery, useFindTeachersQuery, useSetInstructorsMutation } =
  instructorsApi;

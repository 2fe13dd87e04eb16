import { api } from '@/shared/api/api';
import type { CourseFigures } from '@/shared/domain/authoring';

/** The course figures screen's call (docs/decisions.md, "Authoring"; docs/api.yaml, Authoring). */
export const figuresApi = api.injectEndpoints({
  endpoints: (build) => ({
    /**
     * GET /courses/{courseId}/figures. The figures follow the published curriculum (Authoring),
     * the course's progress records (Progress) and its enrollments (Enrollment): a change to any
     * of them made in this tab refetches them.
     */
    getCourseFigures: build.query<CourseFigures, string>({
      query: (courseId) => `/courses/${encodeURIComponent(courseId)}/figures`,
      providesTags: (_result, _error, courseId) => [
        { type: 'Authoring', id: courseId },
        { type: 'Progress', id: courseId },
        { type: 'Enrollment', id: 'LIST' },
      ],
    }),
  }),
});

export const { useGetCourseFiguresQuery } = figuresApi;

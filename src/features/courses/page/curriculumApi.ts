import type { Curriculum } from '@/shared/domain/learning';
import { courseApi } from '../courseApi';

/**
 * The course page's calls: the catalogue's (../courseApi.ts) and the course's published outline,
 * `GET /courses/{id}/curriculum` (public; a withdrawn course's answers as its page does). Injected
 * into courseApi, so that the page's preloaded answers (./coursePageData.ts) are typed with both.
 */
export const coursePageApi = courseApi.injectEndpoints({
  endpoints: (build) => ({
    getCourseCurriculum: build.query<Curriculum, string>({
      query: (courseId) => `/courses/${encodeURIComponent(courseId)}/curriculum`,
      providesTags: (_result, _error, courseId) => [{ type: 'Curriculum', id: courseId }],
    }),
  }),
});

export const { useGetCourseCurriculumQuery } = coursePageApi;

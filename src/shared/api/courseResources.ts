import type { Course } from '../domain/entities';
import type { Curriculum } from '../domain/learning';
import { api } from './api';

const byId = encodeURIComponent;

/**
 * A course and its published outline, which several features show (the course page, the purchase
 * page, the lesson player, the dashboard). Each has one endpoint here, so a course is asked for
 * and cached once whichever page asks first; features add their own endpoints beside these.
 */
export const courseResourcesApi = api.injectEndpoints({
  endpoints: (build) => ({
    /** `GET /courses/{id}`: one course. */
    getCourse: build.query<Course, string>({
      query: (courseId) => `/courses/${byId(courseId)}`,
      providesTags: (_result, _error, courseId) => [{ type: 'Course', id: courseId }],
    }),
    /** `GET /courses/{id}/curriculum`: its published outline (public). */
    getCurriculum: build.query<Curriculum, string>({
      query: (courseId) => `/courses/${byId(courseId)}/curriculum`,
      providesTags: (_result, _error, courseId) => [{ type: 'Curriculum', id: courseId }],
    }),
  }),
});

export const { useGetCourseQuery, useGetCurriculumQuery } = courseResourcesApi;

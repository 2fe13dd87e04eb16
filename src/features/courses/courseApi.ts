import { api } from '../../app/api';
import type { Course, DeleteResult, InsertResult, NewCourse } from '../../app/domain/entities';
import { tableQueryParams, toPagedList, type PagedList, type TableQuery } from '../../app/paging';

/** The columns the server sorts courses by. */
export type CourseSortKey = 'name' | 'price' | 'star';

/** The course catalogue: read by everyone, changed by admins (spec section 7). */
export const courseApi = api.injectEndpoints({
  endpoints: (build) => ({
    getCourses: build.query<Course[], void>({
      query: () => '/courses',
      providesTags: (courses = []) => [
        { type: 'Course', id: 'LIST' },
        ...courses.map((course) => ({ type: 'Course' as const, id: course._id })),
      ],
    }),
    /** One page of the courses, searched and sorted by the server (the admins' table). */
    getCoursePage: build.query<PagedList<Course>, TableQuery<CourseSortKey>>({
      query: (table) => ({ url: '/courses', params: tableQueryParams(table) }),
      transformResponse: (items: Course[], meta) => toPagedList(items, meta),
      providesTags: (page) => [
        { type: 'Course', id: 'LIST' },
        ...(page?.items ?? []).map((course) => ({ type: 'Course' as const, id: course._id })),
      ],
    }),
    addCourse: build.mutation<InsertResult, NewCourse>({
      query: (course) => ({ url: '/courses', method: 'POST', body: course }),
      invalidatesTags: [{ type: 'Course', id: 'LIST' }],
    }),
    deleteCourse: build.mutation<DeleteResult, string>({
      query: (id) => ({ url: `/courses/${encodeURIComponent(id)}`, method: 'DELETE' }),
      invalidatesTags: (_result, _error, id) => [
        { type: 'Course', id: 'LIST' },
        { type: 'Course', id },
      ],
    }),
  }),
});

export const {
  useGetCoursesQuery,
  useGetCoursePageQuery,
  useAddCourseMutation,
  useDeleteCourseMutation,
} = courseApi;

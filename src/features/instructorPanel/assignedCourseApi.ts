import { api } from '@/shared/api/api';
import type { AssignedCourse, InsertResult, NewAssignedCourse } from '@/shared/domain/entities';
import { toPagedList, type PagedList } from '@/shared/api/paging';

export interface AssignedCoursesPageRequest {
  /** 1-based. */
  page: number;
  pageSize: number;
}

/** Courses assigned by teachers: read by everyone a page at a time, newest first. */
export const assignedCourseApi = api.injectEndpoints({
  endpoints: (build) => ({
    getAssignedCourses: build.query<PagedList<AssignedCourse>, AssignedCoursesPageRequest>({
      query: ({ page, pageSize }) => ({
        url: '/assigncourse',
        params: { _sort: '_id', _order: 'desc', _page: page, _limit: pageSize },
      }),
      transformResponse: (items: AssignedCourse[], meta) => toPagedList(items, meta),
      providesTags: [{ type: 'AssignedCourse', id: 'LIST' }],
    }),
    assignCourse: build.mutation<InsertResult, NewAssignedCourse>({
      query: (course) => ({ url: '/assigncourse', method: 'POST', body: course }),
      invalidatesTags: [{ type: 'AssignedCourse', id: 'LIST' }],
    }),
  }),
});

export const { useGetAssignedCoursesQuery, useAssignCourseMutation } = assignedCourseApi;

import { api } from '@/shared/api/api';
import { toPagedList, type PagedList } from '@/shared/api/paging';
import type { TaughtCourse } from '@/shared/domain/authoring';

export interface TaughtCoursesRequest {
  /** 1-based. */
  page: number;
  pageSize: number;
}

/** The courses the signed-in teacher teaches (an admin: every course), for the Instructor panel. */
export const teachingApi = api.injectEndpoints({
  endpoints: (build) => ({
    getTaughtCourses: build.query<PagedList<TaughtCourse>, TaughtCoursesRequest>({
      query: ({ page, pageSize }) => ({
        url: '/teaching',
        params: { _sort: 'name', _page: page, _limit: pageSize },
      }),
      transformResponse: (items: TaughtCourse[], meta) => toPagedList(items, meta),
      providesTags: [{ type: 'Teaching', id: 'LIST' }],
    }),
  }),
});

export const { useGetTaughtCoursesQuery } = teachingApi;

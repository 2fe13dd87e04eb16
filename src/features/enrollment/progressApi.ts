import { api } from '@/shared/api/api';
import { toPagedList } from '@/shared/api/paging';
import type { ProgressRow } from '@/shared/domain/learning';

/** Whose progress: each account's answer is cached apart (a sign-out and another sign-in). */
export interface MyProgressQuery {
  email: string;
}

/** The most rows the API answers at once (mocks/api/listParams.ts, MAX_PAGE_SIZE). */
const PROGRESS_PAGE_SIZE = 100;

/** The signed-in learner's progress in each course they may learn from (docs/decisions.md#learning). */
export const progressApi = api.injectEndpoints({
  endpoints: (build) => ({
    /** Every row of GET /progress, a page of 100 at a time (one request for nearly everyone). */
    getMyProgress: build.query<ProgressRow[], MyProgressQuery>({
      async queryFn(_arg, _queryApi, _extraOptions, baseQuery) {
        const rows: ProgressRow[] = [];
        for (let page = 1; ; page += 1) {
          const result = await baseQuery({
            url: '/progress',
            params: { _page: page, _limit: PROGRESS_PAGE_SIZE },
          });
          if (result.error) return { error: result.error };
          const { items, total } = toPagedList(result.data as ProgressRow[], result.meta);
          rows.push(...items);
          if (items.length < PROGRESS_PAGE_SIZE || rows.length >= total) return { data: rows };
        }
      },
      // The player's saves invalidate a course's progress; a payment or a refund changes which
      // courses the learner may learn from, hence which rows the server answers.
      providesTags: (rows) => [
        { type: 'Progress', id: 'LIST' },
        { type: 'Enrollment', id: 'LIST' },
        ...(rows ?? []).map((row) => ({ type: 'Progress' as const, id: row.courseId })),
      ],
    }),
  }),
});

export const { useGetMyProgressQuery } = progressApi;

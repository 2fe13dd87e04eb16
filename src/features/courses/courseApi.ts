import { api } from '../../app/api';
import type {
  Course,
  CourseCategory,
  DeleteResult,
  InsertResult,
  NewCourse,
} from '../../app/domain/entities';
import { tableQueryParams, toPagedList, type PagedList, type TableQuery } from '../../app/paging';
import { catalogueRequestParams, type CatalogueQuery } from './catalogue/catalogueQuery';

/** GET /courses/facets: the count of matches of a search in each category, and in all. */
export interface CourseFacets {
  categories: Record<CourseCategory, number>;
  total: number;
  match: 'exact' | 'fuzzy';
}

/** The columns the server sorts courses by. */
export type CourseSortKey = 'name' | 'price' | 'star';

/** The course catalogue: read by everyone, changed by admins (spec section 7). */
export const courseApi = api.injectEndpoints({
  endpoints: (build) => ({
    /** One page of the catalogue as the visitor asked for it (search, category, sort, page). */
    getCataloguePage: build.query<PagedList<Course>, CatalogueQuery>({
      query: (catalogue) => ({ url: '/courses', params: catalogueRequestParams(catalogue) }),
      transformResponse: (items: Course[], meta) => toPagedList(items, meta),
      providesTags: (page) => [
        { type: 'Course', id: 'LIST' },
        ...(page?.items ?? []).map((course) => ({ type: 'Course' as const, id: course._id })),
      ],
    }),
    /** How many courses match the search in each category (the category chips' counts). */
    getCourseFacets: build.query<CourseFacets, string>({
      query: (q) => ({ url: '/courses/facets', params: q ? { q } : {} }),
      providesTags: [{ type: 'Course', id: 'LIST' }],
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
  useGetCataloguePageQuery,
  useGetCourseFacetsQuery,
  useGetCoursePageQuery,
  useAddCourseMutation,
  useDeleteCourseMutation,
} = courseApi;

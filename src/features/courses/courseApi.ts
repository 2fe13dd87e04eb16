import { courseResourcesApi } from '@/shared/api/courseResources';
import type {
  Course,
  CourseCategory,
  DeleteResult,
  Enrollment,
  InsertResult,
  NewCourse,
} from '@/shared/domain/entities';
import {
  tableQueryParams,
  toPagedList,
  type PagedList,
  type TableQuery,
} from '@/shared/api/paging';
import { catalogueRequestParams, type CatalogueQuery } from './catalogue/catalogueQuery';

/** GET /courses/facets: the count of matches of a search in each category, and in all. */
export interface CourseFacets {
  categories: Record<CourseCategory, number>;
  total: number;
  match: 'exact' | 'fuzzy';
}

/** A course page's "more courses like this": others of the course's category. */
export interface RelatedCoursesQuery {
  category: CourseCategory;
  /** The course whose page it is (not listed). */
  courseId: string;
}

/** At most this many other courses on a course page. */
export const RELATED_COURSES = 4;

/** Others of `query.category` in catalogue order, without the page's own course: what a page lists. */
export const relatedCoursesOf = (
  courses: readonly Course[],
  query: RelatedCoursesQuery,
): Course[] =>
  courses
    .filter((course) => course._id !== query.courseId && course.category === query.category)
    .slice(0, RELATED_COURSES);

/** The columns the server sorts courses by. */
export type CourseSortKey = 'name' | 'price' | 'star';

/**
 * The course catalogue: read by everyone, changed by admins (docs/api.yaml). Injected into the
 * shared course endpoints (one course, its outline), so that a course page's preloaded answers
 * (./page/coursePageData.ts) are typed with all of them.
 */
export const courseApi = courseResourcesApi.injectEndpoints({
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
    /** Up to four other courses of a course's category (one more is asked for: its own may be among them). */
    getRelatedCourses: build.query<Course[], RelatedCoursesQuery>({
      query: ({ category }) => ({
        url: '/courses',
        params: { category, _page: 1, _limit: RELATED_COURSES + 1 },
      }),
      transformResponse: (courses: Course[], _meta, query) => relatedCoursesOf(courses, query),
      providesTags: [{ type: 'Course', id: 'LIST' }],
    }),
    /** Whether the signed-in learner holds an active (Progressing or Paid) enrollment in a course. */
    isEnrolledIn: build.query<boolean, { email: string; courseId: string }>({
      query: ({ email, courseId }) => ({ url: '/enroll', params: { email, courseId } }),
      transformResponse: (enrollments: Enrollment[], _meta, { courseId }) =>
        enrollments.some(
          (enrollment) => enrollment.courseId === courseId && enrollment.status !== 'Refunded',
        ),
      providesTags: [{ type: 'Enrollment', id: 'LIST' }],
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
  useGetRelatedCoursesQuery,
  useIsEnrolledInQuery,
  useGetCoursePageQuery,
  useAddCourseMutation,
  useDeleteCourseMutation,
} = courseApi;

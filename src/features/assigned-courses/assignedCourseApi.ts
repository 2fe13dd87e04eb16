import { api } from '../../app/api';
import type { AssignedCourse, InsertResult, NewAssignedCourse } from '../../app/domain/entities';

/** Courses assigned by teachers (spec section 7). */
export const assignedCourseApi = api.injectEndpoints({
  endpoints: (build) => ({
    getAssignedCourses: build.query<AssignedCourse[], void>({
      query: () => '/assigncourse',
      providesTags: [{ type: 'AssignedCourse', id: 'LIST' }],
    }),
    assignCourse: build.mutation<InsertResult, NewAssignedCourse>({
      query: (course) => ({ url: '/assigncourse', method: 'POST', body: course }),
      invalidatesTags: [{ type: 'AssignedCourse', id: 'LIST' }],
    }),
  }),
});

export const { useGetAssignedCoursesQuery, useAssignCourseMutation } = assignedCourseApi;

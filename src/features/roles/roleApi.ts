import { api } from '@/shared/api/api';
import type { RoleChange, UpdateResult } from '@/shared/domain/entities';

/** Promotions by an admin; each refreshes the promoted user's flags. */
export const roleApi = api.injectEndpoints({
  endpoints: (build) => ({
    makeAdmin: build.mutation<UpdateResult, RoleChange>({
      query: (change) => ({ url: '/users/admin', method: 'PUT', body: change }),
      invalidatesTags: (_result, _error, { email }) => [{ type: 'UserRole', id: email }],
    }),
    makeTeacher: build.mutation<UpdateResult, RoleChange>({
      query: (change) => ({ url: '/user/teacher', method: 'PUT', body: change }),
      invalidatesTags: (_result, _error, { email }) => [{ type: 'UserRole', id: email }],
    }),
  }),
});

export const { useMakeAdminMutation, useMakeTeacherMutation } = roleApi;

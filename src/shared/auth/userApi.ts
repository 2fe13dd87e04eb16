import { api } from '../api/api';

interface AdminFlagResponse {
  admin: boolean;
}
interface TeacherFlagResponse {
  teacher: boolean;
}
export interface ServerUser {
  email: string;
  displayName: string;
}

/** The user record and the admin and teacher flags, read from the server (docs/api.yaml). */
export const userApi = api.injectEndpoints({
  endpoints: (build) => ({
    getAdminFlag: build.query<boolean, string>({
      query: (email) => `/users/${encodeURIComponent(email)}`,
      transformResponse: (response: AdminFlagResponse) => response.admin === true,
      providesTags: (_result, _error, email) => [{ type: 'UserRole', id: email }],
    }),
    getTeacherFlag: build.query<boolean, string>({
      query: (email) => `/user/${encodeURIComponent(email)}`,
      transformResponse: (response: TeacherFlagResponse) => response.teacher === true,
      providesTags: (_result, _error, email) => [{ type: 'UserRole', id: email }],
    }),
    /** Registers the user on the server; idempotent (docs/decisions.md#registering-users). */
    saveUser: build.mutation<unknown, ServerUser>({
      query: (user) => ({ url: '/users', method: 'POST', body: user }),
    }),
  }),
});

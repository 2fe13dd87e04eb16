import { createApi, fetchBaseQuery, retry } from '@reduxjs/toolkit/query/react';
import { getAppConfig } from '../config/appConfig';
import type { AuthState } from '../auth/authSlice';
import type { AppServices } from '../services/services';

/**
 * The one RTK Query API of the app. Each feature injects its endpoints with
 * `api.injectEndpoints`. Every request carries the signed-in user's Firebase ID token.
 */
export const api = createApi({
  reducerPath: 'api',
  // No retries unless an endpoint asks for them (the payment does, with its Idempotency-Key).
  baseQuery: retry(
    fetchBaseQuery({
      baseUrl: getAppConfig().apiUrl,
      prepareHeaders: async (headers, { extra, getState }) => {
        // Only a signed-in user has a token; asking the SDK otherwise would load it for nothing. The
        // client knows of a sign-in as soon as it has ended, which may be before the store does: a
        // request sent right after it (a new account's record) has the token too.
        const { auth } = extra as AppServices;
        if ((getState() as { auth: AuthState }).auth.user.email || auth.isSignedIn()) {
          const token = await auth.getIdToken();
          if (token) headers.set('Authorization', `Bearer ${token}`);
        }
        return headers;
      },
    }),
    { maxRetries: 0 },
  ),
  tagTypes: [
    'Course',
    'Enrollment',
    'Review',
    'AssignedCourse',
    'UserRole',
    'Receipt',
    'Curriculum',
    'Lesson',
    'Progress',
    'Teaching',
    'Authoring',
    'EditableLesson',
    'Certificate',
  ],
  endpoints: () => ({}),
});

import { skipToken } from '@reduxjs/toolkit/query/react';
import { useShownSession } from './useAuth';
import { userApi } from './userApi';

export interface Roles {
  admin: boolean;
  teacher: boolean;
  /** True while a signed-in user's flags are still being read. */
  isLoading: boolean;
}

/**
 * The signed-in user's admin and teacher flags. They default to false, are not requested when
 * signed out, and are refetched whenever the email changes.
 */
export function useRoles(): Roles {
  // Whose roles: the user of the session as the page shows it (useShownSession, deferred), so that
  // the role queries start in the background render and the roles follow the user shown.
  const email = useShownSession().user.email ?? null;
  const arg = email ?? skipToken;
  const admin = userApi.useGetAdminFlagQuery(arg);
  const teacher = userApi.useGetTeacherFlagQuery(arg);
  return {
    admin: admin.data === true,
    teacher: teacher.data === true,
    isLoading: email !== null && (admin.isLoading || teacher.isLoading),
  };
}

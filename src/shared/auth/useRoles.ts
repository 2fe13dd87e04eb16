import { useDeferredValue } from 'react';
import { skipToken } from '@reduxjs/toolkit/query/react';
import { useAppSelector } from '../state';
import { selectUserEmail } from './authSlice';
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
  // Deferred like useShownSession (./useAuth.ts): the role queries start in the background render.
  const email = useDeferredValue(useAppSelector(selectUserEmail));
  const arg = email ?? skipToken;
  const admin = userApi.useGetAdminFlagQuery(arg);
  const teacher = userApi.useGetTeacherFlagQuery(arg);
  return {
    admin: admin.data === true,
    teacher: teacher.data === true,
    isLoading: email !== null && (admin.isLoading || teacher.isLoading),
  };
}

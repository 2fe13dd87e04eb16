import { useCallback } from 'react';
import { useFeedback } from '../components/feedback/Announcer';
import { useAuth } from './useAuth';

/**
 * Signs out. When that fails (the sign-in service out of reach, say) the user stays signed in and
 * a toast says why: the Logout buttons of the header and of the dashboard use it.
 */
export function useLogout(): () => Promise<void> {
  const { logout } = useAuth();
  const feedback = useFeedback();
  return useCallback(async () => {
    const failure = await logout();
    if (failure) feedback.error(failure);
  }, [logout, feedback]);
}

import { useShownSession } from '@/shared/auth/useAuth';

export interface LessonViewer {
  /** Whether the session is known: until then the player asks for nothing that depends on it. */
  known: boolean;
  signedIn: boolean;
  /** The account the answers are for ('' signed out): see ForViewer in learningApi.ts. */
  id: string;
}

/** Who is looking at the player, as the page shows the session (with the header). */
export function useViewer(): LessonViewer {
  const { user, isLoading } = useShownSession();
  const signedIn = Boolean(user.email);
  return { known: signedIn || !isLoading, signedIn, id: user.uid ?? user.email ?? '' };
}

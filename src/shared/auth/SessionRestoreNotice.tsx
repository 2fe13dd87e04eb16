import { useEffect, useRef } from 'react';
import { Button } from '../components/button/Button';
import { Notice } from '../components/feedback/Notice';
import { useFeedback } from '../components/feedback/Announcer';
import { useServices } from '../services/ServicesContext';
import { useAppDispatch, useAppSelector } from '../state';
import { selectAuth, sessionRestoreRetried } from './authSlice';
import './SessionRestoreNotice.css';

export const SESSION_UNREACHABLE_TITLE = 'We could not restore your sign-in.';
export const SESSION_UNREACHABLE_DESCRIPTION =
  'The sign-in service is out of reach: check your connection. You have not been signed out; try again once you are back online.';
export const SESSION_STILL_UNREACHABLE = 'The sign-in service is still out of reach.';
export const SESSION_RESTORED = 'You are signed in again.';

/**
 * Says so, on every page, when the session this browser expected could not be restored because the
 * sign-in service was out of reach (its script could not be downloaded, say), instead of simply
 * showing the returning user as signed out; its button tries again without reloading the page.
 * How a retry ends is announced; once the session is back, focus goes to the page (the button is
 * gone).
 */
export function SessionRestoreNotice() {
  const { auth } = useServices();
  const dispatch = useAppDispatch();
  const feedback = useFeedback();
  const { sessionUnreachable, sessionRestoreRetrying, user } = useAppSelector(selectAuth);
  const retrying = useRef(false);

  useEffect(() => {
    if (sessionRestoreRetrying || !retrying.current) return;
    retrying.current = false;
    if (sessionUnreachable) {
      feedback.error(SESSION_STILL_UNREACHABLE);
      return;
    }
    if (user.email) feedback.success(SESSION_RESTORED);
    document.getElementById('main')?.focus();
  }, [feedback, sessionRestoreRetrying, sessionUnreachable, user.email]);

  if (!sessionUnreachable) return null;
  return (
    <div className="session-restore-notice">
      <Notice
        tone="error"
        role="alert"
        title={SESSION_UNREACHABLE_TITLE}
        description={SESSION_UNREACHABLE_DESCRIPTION}
        action={
          <Button
            loading={sessionRestoreRetrying}
            onClick={() => {
              retrying.current = true;
              dispatch(sessionRestoreRetried());
              auth.restoreSession();
            }}
          >
            Try again
          </Button>
        }
      />
    </div>
  );
}

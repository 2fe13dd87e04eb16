import { Button } from '../components/button/Button';
import { Notice } from '../components/feedback/Notice';
import { useServices } from '../services/ServicesContext';
import { useAppDispatch, useAppSelector } from '../state';
import { selectAuth, sessionRestoreRetried } from './authSlice';
import './SessionRestoreNotice.css';

export const SESSION_UNREACHABLE_TITLE = 'We could not restore your sign-in.';
export const SESSION_UNREACHABLE_DESCRIPTION =
  'The sign-in service is out of reach: check your connection. You have not been signed out; try again once you are back online.';

/**
 * Says so, on every page, when the session this browser expected could not be restored because the
 * sign-in service was out of reach (its script could not be downloaded, say), instead of simply
 * showing the returning user as signed out; its button tries again without reloading the page.
 */
export function SessionRestoreNotice() {
  const { auth } = useServices();
  const dispatch = useAppDispatch();
  const { sessionUnreachable, sessionRestoreRetrying } = useAppSelector(selectAuth);
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

import { useEffect, useEffectEvent } from 'react';
import type { FetchBaseQueryError } from '@reduxjs/toolkit/query';
import { describeApiError, type QueryError } from '@/shared/api/apiErrors';
import { Button } from '@/shared/components/button/Button';
import { Notice } from '@/shared/components/feedback/Notice';

/** No answer came back: the connection was lost (or timed out), so the server may not have it. */
export const isNoAnswer = (error: QueryError): boolean => {
  const status = (error as FetchBaseQueryError | undefined)?.status;
  return status === 'FETCH_ERROR' || status === 'TIMEOUT_ERROR';
};

/**
 * A save that failed after its retries (learningApi.ts): what is not saved, why, and Try again,
 * which sends the same request again (the server counts it once). After a lost connection it is
 * also sent again by itself as soon as the browser is back online. What the learner did is kept.
 */
export function SaveFailed({
  title,
  error,
  onRetry,
  retrying,
}: {
  title: string;
  error: QueryError;
  onRetry: () => void;
  retrying: boolean;
}) {
  const noAnswer = isNoAnswer(error);
  const retry = useEffectEvent(onRetry);
  useEffect(() => {
    if (!noAnswer) return undefined;
    const whenOnline = () => retry();
    window.addEventListener('online', whenOnline);
    return () => window.removeEventListener('online', whenOnline);
  }, [noAnswer]);
  return (
    <Notice
      tone="error"
      role="alert"
      title={title}
      description={
        noAnswer
          ? 'The connection was lost. It is sent again as soon as you are back online, or press Try again.'
          : describeApiError(error)
      }
      action={
        <Button onClick={onRetry} loading={retrying}>
          Try again
        </Button>
      }
    />
  );
}

import { useEffect, useRef, useState } from 'react';
import type { QueryError } from '@/shared/api/apiErrors';
import { Button } from '@/shared/components/button/Button';
import { useCompleteLessonMutation } from '../learningApi';
import { SaveFailed } from '../SaveFailed';
import './TextLesson.css';

export interface MarkCompleteProps {
  courseId: string;
  lessonId: string;
  viewer: string;
  /** The learner's progress says the lesson is complete. */
  completed: boolean;
}

/**
 * A text lesson's "Mark as complete", for a learner whose progress is kept (docs/decisions.md,
 * "Learning": a text lesson is complete when marked). Once marked it says so, and focus moves from
 * the button that went to that sentence. A failure says why and keeps its Try again in place while
 * it is sent again.
 */
export function MarkComplete({ courseId, lessonId, viewer, completed }: MarkCompleteProps) {
  const [complete, state] = useCompleteLessonMutation();
  const [failure, setFailure] = useState<QueryError | null>(null);
  const done = completed || Boolean(state.data?.completedLessonIds.includes(lessonId));
  const boxRef = useRef<HTMLDivElement>(null);
  const doneRef = useRef<HTMLParagraphElement>(null);
  /** Focus was on this box's buttons when the learner sent it: it follows to the result. */
  const focusWasHere = useRef(false);

  useEffect(() => {
    if (done && focusWasHere.current) {
      focusWasHere.current = false;
      doneRef.current?.focus();
    }
  }, [done]);

  const send = () => {
    focusWasHere.current = Boolean(boxRef.current?.contains(document.activeElement));
    complete({ courseId, lessonId, viewer })
      .unwrap()
      .then(
        () => setFailure(null),
        (error: QueryError) => setFailure(error ?? null),
      );
  };

  return (
    <div className="lesson-complete" ref={boxRef}>
      {done ? (
        <p className="lesson-complete__done" ref={doneRef} tabIndex={-1}>
          <span className="lesson-complete__mark" aria-hidden="true">
            ✓
          </span>{' '}
          You have completed this lesson.
        </p>
      ) : (
        <>
          <Button variant="primary" size="large" loading={state.isLoading} onClick={send}>
            Mark as complete
          </Button>
          {failure && (
            <SaveFailed
              title="The lesson is not marked as complete yet."
              error={failure}
              onRetry={send}
              retrying={state.isLoading}
            />
          )}
        </>
      )}
    </div>
  );
}

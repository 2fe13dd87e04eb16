import { memo, useEffect, useRef, useState } from 'react';
import Markdown, { type Components } from 'react-markdown';
import remarkGfm from 'remark-gfm';
import type { QueryError } from '@/shared/api/apiErrors';
import { Button } from '@/shared/components/button/Button';
import { useCompleteLessonMutation } from '../learningApi';
import { SaveFailed } from '../SaveFailed';
import './TextLesson.css';

/**
 * How the lesson's Markdown becomes elements. The lesson's title is the page's only h1, so a `#`
 * heading in a body is an h2. A code block or a table wider than the column scrolls sideways in
 * a named region that is a Tab stop, so that the keyboard can scroll it.
 */
const components: Components = {
  h1: ({ node: _node, children, ...props }) => <h2 {...props}>{children}</h2>,
  pre: ({ node: _node, ...props }) => (
    <pre role="region" aria-label="Code example" tabIndex={0} {...props} />
  ),
  // A link whose address the URL filter dropped (javascript:, say) is left as its text.
  a: ({ node: _node, href, children, ...props }) =>
    href ? (
      <a href={href} {...props}>
        {children}
      </a>
    ) : (
      children
    ),
  table: ({ node: _node, ...props }) => (
    <div className="lesson-text__table" role="region" aria-label="Table" tabIndex={0}>
      <table {...props} />
    </div>
  ),
};

const REMARK_PLUGINS = [remarkGfm];

/**
 * A lesson's Markdown (GitHub-flavoured: tables, task lists, strikethrough, autolinks). HTML in it
 * is never rendered: react-markdown shows it as the text it is (no rehype-raw), and its default
 * URL filter drops `javascript:` and other unsafe links. Memoised: react-markdown parses the body
 * on every render, and the player re-renders as its progress and session answers arrive.
 */
export const LessonMarkdown = memo(function LessonMarkdown({ body }: { body: string }) {
  return (
    <div className="lesson-text">
      <Markdown remarkPlugins={REMARK_PLUGINS} components={components}>
        {body}
      </Markdown>
    </div>
  );
});

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

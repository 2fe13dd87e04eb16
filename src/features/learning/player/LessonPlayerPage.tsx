import { useEffect, useId, useRef, useState, type ReactNode } from 'react';
import { Link, Navigate, useLocation, useParams } from 'react-router';
import { skipToken } from '@reduxjs/toolkit/query';
import { describeApiError, isCourseWithdrawn, type QueryError } from '@/shared/api/apiErrors';
import type { LoginRedirectState } from '@/shared/auth/guards';
import type { CourseProgress, Curriculum, LessonContent } from '@/shared/domain/learning';
import { learnCoursePath, learnLessonPath } from '@/shared/routing/learnPaths';
import { paths } from '@/shared/routing/paths';
import { CourseNotFoundPage } from '@/shared/components/feedback/CourseNotFoundPage';
import { CourseWithdrawnPage } from '@/shared/components/feedback/CourseWithdrawnPage';
import { LoadError } from '@/shared/components/feedback/LoadError';
import { Notice } from '@/shared/components/feedback/Notice';
import { PageLoading } from '@/shared/components/feedback/PageLoading';
import { StatusPage } from '@/shared/components/feedback/StatusPage';
import { Dialog } from '@/shared/components/dialog/Dialog';
import { usePageMeta } from '@/shared/components/pageMeta';
import { LessonMarkdown } from '@/shared/components/markdown/LessonMarkdown';
import { useGetCourseQuery, useGetCurriculumQuery } from '@/shared/api/courseResources';
import { useGetLessonQuery, useGetProgressQuery, useRecordVisitMutation } from '../learningApi';
import { KIND_LABELS, lessonsInOrder, placeOf, resumeLessonId, type LessonPlace } from '../outline';
import { QuizLesson } from '../quiz/QuizLesson';
import { MarkComplete } from '../text/TextLesson';
import { useViewer, type LessonViewer } from '../useViewer';
import { VideoLesson } from '../video/VideoLesson';
import { CourseOutline } from './CourseOutline';
import './LessonPlayerPage.css';

/** The HTTP status of a failed call, if the server answered. */
const statusOf = (error: QueryError): number | undefined =>
  error && 'status' in error && typeof error.status === 'number' ? error.status : undefined;

/** A state of the player before (or instead of) a lesson: titled, not indexed. */
function PlayerState({ children }: { children: ReactNode }) {
  usePageMeta({ title: 'Lesson', noindex: true });
  return <div className="player player--state">{children}</div>;
}

function LessonNotFound({ courseId }: { courseId: string }) {
  return (
    <StatusPage
      code={404}
      title="Lesson not found"
      back={{ to: learnCoursePath(courseId), label: 'Back to the course' }}
    >
      <p>This course has no such lesson: it may have been moved or removed.</p>
    </StatusPage>
  );
}

/** What the player shows for a course it could not load. */
function CourseFailed({ error, onRetry }: { error: QueryError; onRetry: () => void }) {
  if (isCourseWithdrawn(error)) return <CourseWithdrawnPage />;
  if (statusOf(error) === 404) return <CourseNotFoundPage />;
  return (
    <PlayerState>
      <LoadError description={describeApiError(error)} onRetry={onRetry} />
    </PlayerState>
  );
}

/** The learner's progress in the course, asked for once the session is known and signed in. */
function useCourseProgress(courseId: string, viewer: LessonViewer) {
  return useGetProgressQuery(
    viewer.known && viewer.signedIn ? { courseId, viewer: viewer.id } : skipToken,
  );
}

/**
 * `/learn/{courseId}`: opens the lesson where the learner left off, else the course's first.
 */
export function ResumeCoursePage() {
  const { courseId = '' } = useParams();
  const viewer = useViewer();
  const curriculum = useGetCurriculumQuery(courseId);
  const progress = useCourseProgress(courseId, viewer);
  if (curriculum.isError) {
    return <CourseFailed error={curriculum.error} onRetry={() => void curriculum.refetch()} />;
  }
  // Without progress (signed out, or no access: 403) the course starts at its first lesson.
  const progressSettled =
    viewer.known && (!viewer.signedIn || progress.currentData !== undefined || progress.isError);
  const outline = curriculum.currentData;
  if (!outline || !progressSettled) {
    return (
      <PlayerState>
        <PageLoading label="Opening the course…" />
      </PlayerState>
    );
  }
  const lessonId = resumeLessonId(outline, progress.currentData);
  if (!lessonId) {
    return (
      <PlayerState>
        <h1>This course has no lessons yet</h1>
        <p>
          <Link to={paths.coursePage(courseId)}>Back to the course page</Link>
        </p>
      </PlayerState>
    );
  }
  return <Navigate to={learnLessonPath(courseId, lessonId)} replace />;
}

/**
 * `/learn/{courseId}/{lessonId}`: a lesson beside the course's outline (docs/decisions.md,
 * "Learning"). An unknown course or lesson is a not-found page with a way back; a lesson the
 * server refuses (403: no access) says to enroll, with the course's enroll page.
 */
export function LessonPlayerPage() {
  const { courseId = '', lessonId = '' } = useParams();
  const viewer = useViewer();
  const curriculum = useGetCurriculumQuery(courseId);
  const progress = useCourseProgress(courseId, viewer);
  // The lesson and the course's name are asked for beside the outline, not after it: the Player
  // below reads the same cache entries.
  useGetLessonQuery(viewer.known ? { lessonId, viewer: viewer.id } : skipToken);
  useGetCourseQuery(courseId);
  if (curriculum.isError) {
    return <CourseFailed error={curriculum.error} onRetry={() => void curriculum.refetch()} />;
  }
  const outline = curriculum.currentData;
  if (!outline) {
    return (
      <PlayerState>
        <PageLoading label="Loading the course…" />
      </PlayerState>
    );
  }
  const place = placeOf(outline, lessonId);
  if (!place) return <LessonNotFound courseId={courseId} />;
  // No access (403) is no progress to show; any other failure says so, with Retry.
  const progressFailed =
    progress.isError && statusOf(progress.error) !== 403
      ? { error: progress.error, retry: () => void progress.refetch() }
      : undefined;
  return (
    <Player
      courseId={courseId}
      curriculum={outline}
      place={place}
      viewer={viewer}
      progress={progress.currentData}
      progressFailed={progressFailed}
    />
  );
}

/** The learner's progress could not be loaded: why, and how to ask again. */
interface ProgressFailure {
  error: QueryError;
  retry: () => void;
}

interface PlayerProps {
  courseId: string;
  curriculum: Curriculum;
  place: LessonPlace;
  viewer: LessonViewer;
  progress?: CourseProgress;
  progressFailed?: ProgressFailure;
}

/** Asks for the lesson, records the visit, and shows the lesson in the player's frame. */
function Player({ courseId, curriculum, place, viewer, progress, progressFailed }: PlayerProps) {
  const lessonId = place.lesson._id;
  const lesson = useGetLessonQuery(viewer.known ? { lessonId, viewer: viewer.id } : skipToken);
  const content = lesson.currentData;
  const [recordVisit] = useRecordVisitMutation();
  const visited = useRef<string | null>(null);

  // A learner with access (their progress is kept) opening a lesson: it is where they left off.
  const opened = content !== undefined && progress !== undefined && viewer.signedIn;
  useEffect(() => {
    if (!opened) return;
    const visit = `${viewer.id} ${lessonId}`;
    if (visited.current === visit) return;
    visited.current = visit;
    void recordVisit({ courseId, lessonId, viewer: viewer.id });
  }, [opened, viewer.id, courseId, lessonId, recordVisit]);

  const notFound =
    (!content && lesson.isError && statusOf(lesson.error) === 404) ||
    (content !== undefined && content.courseId !== courseId);
  if (notFound) return <LessonNotFound courseId={courseId} />;

  let body: ReactNode;
  if (content) {
    body = (
      <LessonBody
        key={lessonId}
        content={content}
        courseId={courseId}
        viewer={viewer.id}
        progress={progress}
        refetch={lesson.refetch}
      />
    );
  } else if (lesson.isError) {
    body =
      statusOf(lesson.error) === 403 ? (
        <EnrollToOpen courseId={courseId} signedIn={viewer.signedIn} />
      ) : (
        <LoadError
          description={describeApiError(lesson.error)}
          onRetry={() => void lesson.refetch()}
        />
      );
  } else {
    body = <PageLoading label="Loading the lesson…" />;
  }

  return (
    <PlayerFrame
      courseId={courseId}
      curriculum={curriculum}
      place={place}
      progress={progress}
      settled={content !== undefined || lesson.isError}
    >
      {progressFailed && (
        <div className="player__progress-failed">
          <LoadError
            description={`Your progress in this course: ${describeApiError(progressFailed.error)}`}
            onRetry={progressFailed.retry}
          />
        </div>
      )}
      {body}
    </PlayerFrame>
  );
}

/** A lesson the server refused: the course's learners only. */
function EnrollToOpen({ courseId, signedIn }: { courseId: string; signedIn: boolean }) {
  const location = useLocation();
  const back: LoginRedirectState = { from: `${location.pathname}${location.search}` };
  return (
    <Notice
      tone="info"
      className="player__enroll"
      title="Enroll to open this lesson"
      description="This lesson is for the course's learners. Lessons marked Preview in the outline are open to everyone."
      action={
        <div className="player__enroll-actions">
          <Link to={paths.course(courseId)} className="button button--primary">
            Enroll now
          </Link>
          {!signedIn && (
            <Link to={paths.login} state={back}>
              Log in
            </Link>
          )}
        </div>
      }
    />
  );
}

interface LessonBodyProps {
  content: LessonContent;
  courseId: string;
  viewer: string;
  progress?: CourseProgress;
  refetch: () => { unwrap: () => Promise<unknown> };
}

/** The lesson itself, by its kind. */
function LessonBody({ content, courseId, viewer, progress, refetch }: LessonBodyProps) {
  const completed = progress?.completedLessonIds.includes(content._id) ?? false;
  const { body, video, quiz } = content;
  if (content.kind === 'video' && video) {
    return (
      <VideoLesson
        lesson={{ ...content, video }}
        courseId={courseId}
        viewer={viewer}
        progress={progress}
        refetch={refetch}
      />
    );
  }
  if (content.kind === 'quiz' && quiz) {
    return (
      <QuizLesson
        lesson={{ ...content, quiz }}
        courseId={courseId}
        best={progress?.bestAttempts[content._id]}
        canSubmit={progress !== undefined}
      />
    );
  }
  if (content.kind === 'text' && body !== undefined) {
    return (
      <>
        <LessonMarkdown body={body} />
        {progress && (
          <MarkComplete
            courseId={courseId}
            lessonId={content._id}
            viewer={viewer}
            completed={completed}
          />
        )}
      </>
    );
  }
  return <Notice tone="info" title="This lesson has no content yet." />;
}

interface PlayerFrameProps {
  courseId: string;
  curriculum: Curriculum;
  place: LessonPlace;
  progress?: CourseProgress;
  /** The lesson (or why it is not shown) is in place: Previous and Next go below it, not above. */
  settled: boolean;
  children: ReactNode;
}

/**
 * The player's frame: the outline beside the lesson (on narrow screens, behind a "Course outline"
 * button that opens it in a dialog), the lesson's heading, and Previous and Next. The lesson's
 * title is the page's title, and on every move to another lesson focus goes to its heading, so
 * that a screen reader reads where the learner is and Tab continues from there.
 */
function PlayerFrame({
  courseId,
  curriculum,
  place,
  progress,
  settled,
  children,
}: PlayerFrameProps) {
  const { lesson, chapter, previous, next } = place;
  usePageMeta({ title: lesson.title, noindex: true });
  const course = useGetCourseQuery(courseId);
  const headingId = useId();
  const headingRef = useRef<HTMLHeadingElement>(null);
  const [outlineOpen, setOutlineOpen] = useState(false);
  /** A lesson was chosen in the outline's dialog: its heading takes focus once the dialog closed. */
  const chosenInDialog = useRef(false);
  const shownLesson = useRef(lesson._id);

  useEffect(() => {
    if (shownLesson.current === lesson._id) return;
    shownLesson.current = lesson._id;
    headingRef.current?.focus();
  }, [lesson._id]);

  const total = lessonsInOrder(curriculum).length;
  const completed = progress?.completedLessonIds.includes(lesson._id) ?? false;
  const outline = (inDialog: boolean) => (
    <CourseOutline
      courseId={courseId}
      curriculum={curriculum}
      currentLessonId={lesson._id}
      progress={progress}
      chapterHeading={inDialog ? 'h3' : 'h2'}
      onChoose={
        inDialog
          ? () => {
              chosenInDialog.current = true;
              setOutlineOpen(false);
            }
          : undefined
      }
    />
  );

  return (
    <div className="player">
      <div className="player__sidebar">
        <p className="player__course">
          <Link to={paths.coursePage(courseId)}>{course.data?.name ?? 'About this course'}</Link>
        </p>
        {outline(false)}
      </div>
      <article className="player__lesson" aria-labelledby={headingId}>
        <button
          type="button"
          className="button player__outline-toggle"
          aria-haspopup="dialog"
          onClick={() => setOutlineOpen(true)}
        >
          Course outline
        </button>
        <header className="player__header">
          <p className="player__eyebrow">
            {chapter.title}
            <span className="visually-hidden">,</span> <span aria-hidden="true">· </span>
            Lesson {place.number} of {total}
          </p>
          <h1 id={headingId} ref={headingRef} tabIndex={-1}>
            {lesson.title}
          </h1>
          <p className="player__meta">
            {KIND_LABELS[lesson.kind]}
            <span className="visually-hidden">,</span> <span aria-hidden="true">· </span>
            {lesson.minutes} min
            {completed && (
              <span className="player__done">
                <span aria-hidden="true">✓</span> Completed
              </span>
            )}
          </p>
        </header>
        <div className="player__body">{children}</div>
        {/* Named by what they show, "Previous {title}" and "Next {title}" (the arrows are hidden). */}
        {settled && (
          <nav className="player__pager" aria-label="Previous and next lesson">
            {previous && (
              <Link
                to={learnLessonPath(courseId, previous._id)}
                rel="prev"
                className="player__pager-link player__pager-link--previous"
              >
                <span className="player__pager-label">
                  <span aria-hidden="true">← </span>Previous
                </span>{' '}
                <span className="player__pager-title">{previous.title}</span>
              </Link>
            )}
            {next && (
              <Link
                to={learnLessonPath(courseId, next._id)}
                rel="next"
                className="player__pager-link player__pager-link--next"
              >
                <span className="player__pager-label">
                  Next<span aria-hidden="true"> →</span>
                </span>{' '}
                <span className="player__pager-title">{next.title}</span>
              </Link>
            )}
          </nav>
        )}
      </article>
      <Dialog
        title="Course outline"
        open={outlineOpen}
        onClose={() => setOutlineOpen(false)}
        afterClose={() => {
          if (!chosenInDialog.current) return;
          chosenInDialog.current = false;
          headingRef.current?.focus();
        }}
      >
        {outline(true)}
      </Dialog>
    </div>
  );
}

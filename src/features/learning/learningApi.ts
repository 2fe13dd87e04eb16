import { retryWhenNoAnswer } from '@/shared/api/idempotent';
import { api } from '@/shared/api/api';
import type { AppDispatch } from '@/shared/state';
import type {
  CourseProgress,
  LessonContent,
  QuizAnswer,
  QuizAttempt,
  VideoProgress,
} from '@/shared/domain/learning';

/**
 * The account a cached answer was given to ('' signed out): a lesson is open to one learner and
 * refused to another, and progress is each learner's own, so their answers are cached apart.
 */
interface ForViewer {
  viewer: string;
}

export interface LessonQuery extends ForViewer {
  lessonId: string;
}

export interface ProgressQuery extends ForViewer {
  courseId: string;
}

/** A lesson of a course the learner's progress is about. */
export interface LessonProgressArg extends ProgressQuery {
  lessonId: string;
}

export interface VideoReport extends LessonProgressArg {
  report: VideoProgress;
  /** Sent as the page goes away (pagehide): the browser finishes the request after the page. */
  keepalive?: boolean;
}

export interface QuizSubmission {
  courseId: string;
  lessonId: string;
  answers: QuizAnswer[];
  /** One per submit, reused by every retry of it: the server counts a key once. */
  idempotencyKey: string;
}

/** A completion or a quiz submit is sent again with its key at most twice. */
const retrySave = retryWhenNoAnswer(2);

/** Half a second, then a second: long enough for a connection that blinked to come back. */
const shortBackoff = (attempt: number): Promise<void> =>
  new Promise((resolve) => setTimeout(resolve, 500 * attempt));

const RETRY_SAVES = { retryCondition: retrySave, backoff: shortBackoff };

const byId = encodeURIComponent;

/**
 * A course's progress as the other pages show it (My Courses, the dashboard): every save of the
 * player invalidates it.
 */
const courseProgressTag = (courseId: string) => ({ type: 'Progress' as const, id: courseId });
/**
 * The player's own copy, kept current from its calls' answers (a visit's, a video report's):
 * asked again only after a completion, and after a quiz, whose answer is the attempt.
 */
const playerProgressTag = (courseId: string) => ({
  type: 'Progress' as const,
  id: `player ${courseId}`,
});

/**
 * The lesson player's calls: a lesson, the learner's progress and quiz attempts (the course and its
 * outline: @/shared/api/courseResources).
 */
export const learningApi = api.injectEndpoints({
  endpoints: (build) => ({
    getLesson: build.query<LessonContent, LessonQuery>({
      query: ({ lessonId }) => `/lessons/${byId(lessonId)}`,
      providesTags: (_result, _error, { lessonId }) => [{ type: 'Lesson', id: lessonId }],
    }),
    getProgress: build.query<CourseProgress, ProgressQuery>({
      query: ({ courseId }) => `/progress/${byId(courseId)}`,
      providesTags: (_result, _error, { courseId }) => [playerProgressTag(courseId)],
    }),
    /** The learner opened a lesson: it becomes where they left off. */
    recordVisit: build.mutation<CourseProgress, LessonProgressArg>({
      query: ({ courseId, lessonId }) => ({
        url: `/progress/${byId(courseId)}/visits`,
        method: 'POST',
        body: { lessonId },
      }),
      onQueryStarted: cacheProgressAnswer,
      invalidatesTags: (_result, _error, { courseId }) => [courseProgressTag(courseId)],
    }),
    /** A text lesson's Mark as complete: its answer shows at once, and the progress is asked again. */
    completeLesson: build.mutation<CourseProgress, LessonProgressArg>({
      query: ({ courseId, lessonId }) => ({
        url: `/progress/${byId(courseId)}/completions`,
        method: 'POST',
        body: { lessonId },
      }),
      extraOptions: RETRY_SAVES,
      onQueryStarted: cacheProgressAnswer,
      invalidatesTags: (_result, _error, { courseId }) => [
        courseProgressTag(courseId),
        playerProgressTag(courseId),
      ],
    }),
    /**
     * Where the learner is in a video and what they have played. Sent often: its answer is put in
     * the player's cache rather than asking for the progress again; a lost report is followed by
     * the next.
     */
    saveVideoProgress: build.mutation<CourseProgress, VideoReport>({
      query: ({ courseId, lessonId, report, keepalive }) => ({
        url: `/progress/${byId(courseId)}/videos/${byId(lessonId)}`,
        method: 'PUT',
        body: report,
        keepalive: keepalive === true,
      }),
      onQueryStarted: cacheProgressAnswer,
      invalidatesTags: (_result, _error, { courseId }) => [courseProgressTag(courseId)],
    }),
    /** Graded by the server; a passed quiz completes the lesson, so the progress is asked again. */
    submitQuiz: build.mutation<QuizAttempt, QuizSubmission>({
      query: ({ lessonId, answers, idempotencyKey }) => ({
        url: `/lessons/${byId(lessonId)}/attempts`,
        method: 'POST',
        body: { answers },
        headers: { 'Idempotency-Key': idempotencyKey },
      }),
      extraOptions: RETRY_SAVES,
      invalidatesTags: (_result, _error, { courseId }) => [
        courseProgressTag(courseId),
        playerProgressTag(courseId),
      ],
    }),
  }),
});

/**
 * A call that answers the learner's progress: its answer goes into the cached progress at once,
 * without asking for it again (a call that failed changes nothing).
 */
async function cacheProgressAnswer(
  { courseId, viewer }: ProgressQuery,
  lifecycle: { dispatch: AppDispatch; queryFulfilled: Promise<{ data: CourseProgress }> },
): Promise<void> {
  const answer = await lifecycle.queryFulfilled.catch(() => null);
  if (!answer) return;
  lifecycle.dispatch(
    learningApi.util.updateQueryData('getProgress', { courseId, viewer }, () => answer.data),
  );
}

export const {
  useGetLessonQuery,
  useGetProgressQuery,
  useRecordVisitMutation,
  useCompleteLessonMutation,
  useSaveVideoProgressMutation,
  useSubmitQuizMutation,
} = learningApi;

import { Link } from 'react-router';
import type { Enrollment } from '@/shared/domain/entities';
import { formatDateTime } from '@/shared/domain/dateFormat';
import type { ProgressRow } from '@/shared/domain/learning';
import { isFree } from '@/shared/domain/price';
import { learnCoursePath, learnLessonPath } from '@/shared/routing/learnPaths';
import './LearningProgress.css';

/**
 * Whether the learner may learn from the enrollment's course: once it is Paid, or at once when the
 * course is free (its enrollment stays Progressing: there is nothing to pay).
 */
export const mayLearn = (enrollment: Enrollment): boolean =>
  enrollment.status === 'Paid' || (enrollment.status === 'Progressing' && isFree(enrollment.price));

/**
 * Where the learner goes next in a course: Start at its beginning, Continue at the last lesson
 * they were in, or, once Completed, the course again (the player opens where they left off).
 */
export function nextStep(
  courseId: string,
  progress: ProgressRow | undefined,
): { label: string; to: string } {
  if (progress?.completedAt) {
    return {
      label: `Completed on ${formatDateTime(progress.completedAt)}`,
      to: learnCoursePath(courseId),
    };
  }
  if (progress?.lastLessonId) {
    return { label: 'Continue', to: learnLessonPath(courseId, progress.lastLessonId) };
  }
  const started = (progress?.percent ?? 0) > 0;
  return { label: started ? 'Continue' : 'Start', to: learnCoursePath(courseId) };
}

/**
 * A course's learning progress in My Courses, beside (never instead of) the enrollment's status:
 * the percent as a bar and as text, and Start, Continue or "Completed on {date}". A course with no
 * progress yet is at 0 %.
 */
export function LearningProgress({
  courseId,
  courseName,
  progress,
  describedBy,
}: {
  courseId: string;
  courseName: string;
  progress: ProgressRow | undefined;
  /** The id of the course's name in its row, which the link's purpose needs. */
  describedBy: string;
}) {
  const percent = progress?.percent ?? 0;
  const step = nextStep(courseId, progress);
  const done = progress?.completedAt !== undefined;
  return (
    <div className="learning-progress">
      <span className="learning-progress__meter">
        <progress value={percent} max={100} aria-label={`Progress in ${courseName}`} />
        {/* The bar says it to screen readers; this is for the eye. */}
        <span className="learning-progress__percent" aria-hidden="true">
          {percent}%
        </span>
      </span>
      <Link
        to={step.to}
        className={
          done ? 'learning-progress__completed' : 'button button--compact learning-progress__next'
        }
        aria-describedby={describedBy}
      >
        {step.label}
      </Link>
    </div>
  );
}

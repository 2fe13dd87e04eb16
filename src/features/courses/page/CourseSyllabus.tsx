import { useId, type ReactNode } from 'react';
import { Link } from 'react-router';
import type { Curriculum, OutlineLesson } from '@/shared/domain/learning';
import { countOf } from '@/shared/messages';
import { learnLessonPath } from '@/shared/routing/learnPaths';
import { LoadError } from '@/shared/components/feedback/LoadError';
import { formatCourseLength, LESSON_KIND_LABELS } from './courseLength';

/** A lesson of the syllabus: its title (a link for a preview, which anyone may open), kind, minutes. */
function SyllabusLesson({ courseId, lesson }: { courseId: string; lesson: OutlineLesson }) {
  return (
    <li className="syllabus__lesson">
      <span className="syllabus__lesson-title">
        {lesson.preview ? (
          <Link to={learnLessonPath(courseId, lesson._id)}>{lesson.title}</Link>
        ) : (
          lesson.title
        )}
      </span>{' '}
      <span className="syllabus__facts">
        <span>{LESSON_KIND_LABELS[lesson.kind]}</span> <span>{lesson.minutes} min</span>
        {lesson.preview && (
          <>
            {' '}
            <span className="syllabus__preview">Free preview</span>
          </>
        )}
      </span>
    </li>
  );
}

/**
 * The section's frame: the "Syllabus" heading over what there is to show, the same element while
 * its content loads.
 */
export function SyllabusSection({ children }: { children: ReactNode }) {
  const headingId = useId();
  return (
    <section className="syllabus" aria-labelledby={headingId}>
      <h2 id={headingId}>Syllabus</h2>
      {children}
    </section>
  );
}

/**
 * A course's syllabus, public: the totals (lessons, length), then each chapter with its lessons'
 * titles, kinds and minutes; preview lessons link to the lesson player (`/learn/{courseId}/{id}`).
 */
export function SyllabusOutline({
  courseId,
  curriculum,
}: {
  courseId: string;
  curriculum: Curriculum;
}) {
  const idBase = useId();
  if (curriculum.lessonCount === 0) {
    return <p className="syllabus__note">The lessons of this course are not published yet.</p>;
  }
  return (
    <>
      {/* Each part in a span of its own: the stylesheet puts a dot between them. */}
      <p className="syllabus__facts syllabus__totals">
        <span>{countOf(curriculum.lessonCount, 'lesson', 'lessons')}</span>{' '}
        <span>{formatCourseLength(curriculum.minutes)}</span>
      </p>
      <ol className="syllabus__chapters">
        {curriculum.chapters.map((chapter, index) => {
          const headingId = `${idBase}-chapter-${index}`;
          const minutes = chapter.lessons.reduce((sum, lesson) => sum + lesson.minutes, 0);
          return (
            <li key={chapter._id} className="syllabus__chapter">
              <h3 id={headingId}>{chapter.title}</h3>
              <p className="syllabus__facts syllabus__chapter-totals">
                <span>{countOf(chapter.lessons.length, 'lesson', 'lessons')}</span>{' '}
                <span>{formatCourseLength(minutes)}</span>
              </p>
              <ol className="syllabus__lessons" aria-labelledby={headingId}>
                {chapter.lessons.map((lesson) => (
                  <SyllabusLesson key={lesson._id} courseId={courseId} lesson={lesson} />
                ))}
              </ol>
            </li>
          );
        })}
      </ol>
    </>
  );
}

/** The syllabus while it loads, or why it did not. */
export function SyllabusPending({ failure, onRetry }: { failure?: string; onRetry: () => void }) {
  if (failure === undefined) {
    return (
      <p className="syllabus__note" role="status">
        Loading the syllabus…
      </p>
    );
  }
  return <LoadError description={failure} onRetry={onRetry} />;
}

import { useId } from 'react';
import { Link } from 'react-router';
import type { CourseProgress, Curriculum } from '@/shared/domain/learning';
import { learnLessonPath } from '@/shared/routing/learnPaths';
import { completedIn, KIND_LABELS } from '../outline';
import './CourseOutline.css';

export interface CourseOutlineProps {
  courseId: string;
  curriculum: Curriculum;
  currentLessonId: string;
  /** The learner's progress, when it is kept: completed marks and each chapter's count. */
  progress?: CourseProgress;
  /** The chapters' heading level: h2 beside the lesson, h3 in the outline's dialog. */
  chapterHeading?: 'h2' | 'h3';
  /** A lesson was chosen (the dialog closes). */
  onChoose?: () => void;
}

/**
 * The course's outline: its chapters, each with how many of its lessons are complete, and their
 * lessons, each a link with its kind, minutes and a completed mark; the current one is marked as
 * the current page. Without progress (a visitor), preview lessons say they are open to all.
 */
export function CourseOutline({
  courseId,
  curriculum,
  currentLessonId,
  progress,
  chapterHeading: ChapterHeading = 'h2',
  onChoose,
}: CourseOutlineProps) {
  const idBase = useId();
  const completed = new Set(progress?.completedLessonIds ?? []);
  return (
    <nav aria-label="Course outline" className="outline">
      {progress && (
        <div className="outline__course-progress">
          <p>
            <strong>{progress.percent}%</strong> of the course complete
          </p>
          <progress value={progress.percent} max={100} aria-hidden="true" />
        </div>
      )}
      <ol className="outline__chapters">
        {curriculum.chapters.map((chapter, index) => {
          const headingId = `${idBase}-chapter-${index}`;
          const done = completedIn(chapter, completed);
          const total = chapter.lessons.length;
          return (
            <li key={chapter._id} className="outline__chapter">
              <ChapterHeading id={headingId} className="outline__chapter-title">
                {chapter.title}
              </ChapterHeading>
              <p className="outline__chapter-progress">
                {progress ? (
                  <>
                    {done} of {total} complete
                    <progress value={done} max={Math.max(total, 1)} aria-hidden="true" />
                  </>
                ) : (
                  `${total} ${total === 1 ? 'lesson' : 'lessons'}`
                )}
              </p>
              <ol className="outline__lessons" aria-labelledby={headingId}>
                {chapter.lessons.map((lesson) => {
                  const current = lesson._id === currentLessonId;
                  const isDone = completed.has(lesson._id);
                  // A Completed learner's lessons not done were added since: new to them.
                  const isNew = progress?.completedAt !== undefined && !isDone;
                  return (
                    <li key={lesson._id}>
                      <Link
                        to={learnLessonPath(courseId, lesson._id)}
                        className={`outline__lesson${isDone ? ' outline__lesson--done' : ''}`}
                        aria-current={current ? 'page' : undefined}
                        onClick={onChoose}
                      >
                        <span className="outline__mark" aria-hidden="true">
                          {isDone ? '✓' : ''}
                        </span>
                        <span className="outline__lesson-text">
                          <span className="outline__lesson-title">{lesson.title}</span>{' '}
                          <span className="outline__lesson-meta">
                            {KIND_LABELS[lesson.kind]}
                            <span className="visually-hidden">,</span>{' '}
                            <span aria-hidden="true">· </span>
                            {lesson.minutes} min
                            {isNew && (
                              <>
                                <span className="visually-hidden">,</span>{' '}
                                <span className="outline__preview">New</span>
                              </>
                            )}
                            {lesson.preview && !progress && (
                              <>
                                <span className="visually-hidden">,</span>{' '}
                                <span className="outline__preview">Preview</span>
                              </>
                            )}
                          </span>
                          {isDone && <span className="visually-hidden">, completed</span>}
                        </span>
                      </Link>
                    </li>
                  );
                })}
              </ol>
            </li>
          );
        })}
      </ol>
    </nav>
  );
}

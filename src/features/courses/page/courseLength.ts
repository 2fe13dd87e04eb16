import type { LessonKind } from '@/shared/domain/learning';
import { countOf } from '@/shared/messages';

/** A lesson's kind as the syllabus names it. */
export const LESSON_KIND_LABELS: Record<LessonKind, string> = {
  text: 'Reading',
  video: 'Video',
  quiz: 'Quiz',
};

/**
 * A length for people: "45 minutes" under an hour, else hours to one decimal ("1 hour",
 * "1.3 hours", "2.5 hours").
 */
export function formatCourseLength(minutes: number): string {
  const whole = Math.max(0, Math.round(minutes));
  if (whole < 60) return countOf(whole, 'minute', 'minutes');
  return countOf(Math.round(whole / 6) / 10, 'hour', 'hours');
}

/** A length as an ISO 8601 duration, as schema.org wants it: "PT45M", "PT2H", "PT2H30M". */
export function isoDuration(minutes: number): string {
  const whole = Math.max(0, Math.round(minutes));
  const hours = Math.floor(whole / 60);
  const rest = whole % 60;
  if (hours === 0) return `PT${rest}M`;
  return `PT${hours}H${rest === 0 ? '' : `${rest}M`}`;
}

/**
 * The seed's curricula as db.json stores them: the courses' chapters and lessons (from ./curricula,
 * with fixed ids) and the seeded videos (./media: files, length and transcript). `npm run
 * db:curricula` writes them into db.json; the seed test checks that db.json holds exactly these.
 */
import type { Chapter, Lesson, LessonVideo, QuizAttemptRecord } from '@/shared/domain/learning';
import videos from './media/videos.json';
import { SEED_CURRICULA } from './curricula';
import type { SeedLesson, SeedVideoId } from './curricula/types';

/** A 24-hex id: `prefix` (8 hex) and a serial number. */
const idOf = (prefix: string, serial: number): string =>
  `${prefix}${serial.toString(16).padStart(16, '0')}`;

const CHAPTER_ID_PREFIX = '6650a7c0';
const LESSON_ID_PREFIX = '6650a8c0';

interface VideoFacts {
  id: string;
  durationSeconds: number;
  transcript: string;
}

const VIDEOS = new Map((videos as VideoFacts[]).map((video) => [video.id, video]));

export function seedVideo(id: SeedVideoId): LessonVideo {
  const facts = VIDEOS.get(id);
  if (!facts) throw new Error(`No seeded video ${id}: run npx tsx scripts/media/lessonVideos.ts`);
  return {
    files: [
      { type: 'video/mp4', file: `${id}.mp4` },
      { type: 'video/webm', file: `${id}.webm` },
    ],
    poster: `${id}.jpg`,
    captions: `${id}.vtt`,
    durationSeconds: facts.durationSeconds,
    transcript: facts.transcript,
  };
}

function contentOf(lesson: SeedLesson, lessonId: string): Partial<Lesson> {
  switch (lesson.kind) {
    case 'text':
      return { body: lesson.body };
    case 'video':
      return { video: seedVideo(lesson.video) };
    case 'quiz':
      return {
        quiz: {
          passMark: lesson.passMark,
          questions: lesson.questions.map((question, index) => {
            const questionId = `${lessonId.slice(-4)}q${index + 1}`;
            const optionId = (option: number) => `${questionId}o${option + 1}`;
            return {
              id: questionId,
              prompt: question.prompt,
              multiple: question.multiple,
              options: question.options.map((text, option) => ({ id: optionId(option), text })),
              correct: question.correct.map(optionId),
              explanation: question.explanation,
            };
          }),
        },
      };
  }
}

export function seedCurricula(): { chapters: Chapter[]; lessons: Lesson[] } {
  const chapters: Chapter[] = [];
  const lessons: Lesson[] = [];
  let numbered = 0;
  for (const curriculum of SEED_CURRICULA) {
    curriculum.chapters.forEach((chapter, chapterIndex) => {
      const chapterId = idOf(CHAPTER_ID_PREFIX, chapters.length + 1);
      chapters.push({
        _id: chapterId,
        courseId: curriculum.courseId,
        title: chapter.title,
        position: chapterIndex + 1,
      });
      chapter.lessons.forEach((lesson, lessonIndex) => {
        const draft = lesson.kind === 'text' ? lesson.draft : undefined;
        const lessonId = draft?.lessonId ?? idOf(LESSON_ID_PREFIX, (numbered += 1));
        lessons.push({
          _id: lessonId,
          courseId: curriculum.courseId,
          chapterId,
          position: lessonIndex + 1,
          title: lesson.title,
          kind: lesson.kind,
          minutes: lesson.minutes,
          preview: lesson.preview === true,
          published: draft === undefined,
          ...contentOf(lesson, lessonId),
        });
      });
    });
  }
  return { chapters, lessons };
}

/** A seeded learner's passing attempt at a quiz: every question answered right. */
export function passingAttempt(
  id: string,
  uid: string,
  lesson: Pick<Lesson, '_id' | 'courseId' | 'quiz'>,
  submittedAt: string,
): QuizAttemptRecord {
  const questions = lesson.quiz?.questions ?? [];
  return {
    _id: id,
    uid,
    courseId: lesson.courseId,
    lessonId: lesson._id,
    submittedAt,
    score: 100,
    passed: true,
    passMark: lesson.quiz?.passMark ?? 0,
    answers: questions.map((question) => ({
      questionId: question.id,
      optionIds: question.correct,
    })),
    results: questions.map((question) => ({
      questionId: question.id,
      correct: true,
      chosen: question.correct,
      correctOptionIds: question.correct,
      explanation: question.explanation,
    })),
  };
}

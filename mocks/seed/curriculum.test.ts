/**
 * The seed's curricula: content a person would learn from (docs/decisions.md, "Learning"), written
 * into db.json by mocks/seed/writeCurricula.ts, and the seeded videos within their limits.
 */
import { statSync } from 'node:fs';
import path from 'node:path';
import seedJson from '../../db.json';
import type { Chapter, Lesson } from '@/shared/domain/learning';
import { seedCurricula } from './curriculum';
import videos from './media/videos.json';

const db = seedJson as unknown as {
  courses: { _id: string; name: string; price: number }[];
  chapters: Chapter[];
  lessons: Lesson[];
};
const words = (text: string): string[] =>
  text
    .replace(/```[\s\S]*?```/g, ' ')
    .split(/\s+/)
    .filter((word) => /\p{L}/u.test(word));

describe('the seed curricula', () => {
  it('are what db.json holds (run npx tsx mocks/seed/writeCurricula.ts after changing them)', () => {
    const { chapters, lessons } = seedCurricula();
    expect(db.chapters).toEqual(chapters);
    expect(db.lessons).toEqual(lessons);
  });

  it.each(db.courses.map((course) => [course.name, course._id] as const))(
    '%s: 3 to 5 chapters of 3 to 6 lessons, every kind, one or two previews',
    (_name, courseId) => {
      const chapters = db.chapters.filter((chapter) => chapter.courseId === courseId);
      expect(chapters.length).toBeGreaterThanOrEqual(3);
      expect(chapters.length).toBeLessThanOrEqual(5);
      const lessons = db.lessons.filter((lesson) => lesson.courseId === courseId);
      for (const chapter of chapters) {
        const count = lessons.filter((lesson) => lesson.chapterId === chapter._id).length;
        expect(count).toBeGreaterThanOrEqual(3);
        expect(count).toBeLessThanOrEqual(6);
      }
      expect(new Set(lessons.map((lesson) => lesson.kind))).toEqual(
        new Set(['text', 'video', 'quiz']),
      );
      const previews = lessons.filter((lesson) => lesson.preview).length;
      expect(previews).toBeGreaterThanOrEqual(1);
      expect(previews).toBeLessThanOrEqual(2);
    },
  );

  it('has text lessons of at least 150 words about their subject, no two alike', () => {
    const texts = db.lessons.filter((lesson) => lesson.kind === 'text');
    expect(texts.length).toBeGreaterThan(80);
    for (const lesson of texts) {
      expect([lesson.title, words(lesson.body ?? '').length]).toEqual([
        lesson.title,
        expect.any(Number),
      ]);
      expect(words(lesson.body ?? '').length).toBeGreaterThanOrEqual(150);
      expect(lesson.body).not.toMatch(/lorem ipsum|placeholder|TODO/i);
      // No raw HTML outside code (an HTML lesson shows tags in code).
      expect((lesson.body ?? '').replace(/```[\s\S]*?```|`[^`]*`/g, '')).not.toMatch(/<[a-z]/i);
    }
    // No two share a paragraph.
    const paragraphs = texts.flatMap((lesson) =>
      (lesson.body ?? '').split(/\n\s*\n/).filter((paragraph) => words(paragraph).length >= 12),
    );
    expect(new Set(paragraphs).size).toBe(paragraphs.length);
  });

  it('has quizzes of 1 to 20 questions, 2 to 6 options, at least one right option and an explanation', () => {
    for (const lesson of db.lessons.filter((item) => item.kind === 'quiz')) {
      const questions = lesson.quiz?.questions ?? [];
      expect(questions.length).toBeGreaterThanOrEqual(1);
      expect(questions.length).toBeLessThanOrEqual(20);
      for (const question of questions) {
        expect(question.options.length).toBeGreaterThanOrEqual(2);
        expect(question.options.length).toBeLessThanOrEqual(6);
        expect(question.correct.length).toBeGreaterThanOrEqual(question.multiple ? 2 : 1);
        if (!question.multiple) expect(question.correct).toHaveLength(1);
        const ids = question.options.map((option) => option.id);
        for (const id of question.correct) expect(ids).toContain(id);
        expect(question.explanation.length).toBeGreaterThan(20);
      }
    }
  });

  it('has at most 8 videos of 20 to 60 seconds, each in both formats with captions, 12 MB in all', () => {
    expect(videos.length).toBeLessThanOrEqual(8);
    let bytes = 0;
    for (const video of videos) {
      expect(video.durationSeconds).toBeGreaterThanOrEqual(20);
      expect(video.durationSeconds).toBeLessThanOrEqual(60);
      for (const ext of ['mp4', 'webm', 'vtt', 'jpg']) {
        bytes += statSync(path.join(__dirname, 'media', `${video.id}.${ext}`)).size;
      }
    }
    expect(bytes).toBeLessThanOrEqual(12 * 1024 * 1024);
    const used = new Set(
      db.lessons.flatMap((lesson) => (lesson.video ? [lesson.video.poster] : [])),
    );
    expect(used.size).toBe(videos.length);
  });

  it('has one free course, for QA', () => {
    expect(db.courses.filter((course) => course.price === 0).map((course) => course.name)).toEqual([
      'Social Media Growth',
    ]);
  });
});

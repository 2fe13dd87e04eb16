import { readFileSync } from 'node:fs';
import path from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import type { Curriculum, Lesson } from '../src/shared/domain/learning';
import { createAccount } from './support/a11y';
import { apiUrl } from './support/accounts';
import {
  expectAnnounced,
  expectFocusOn,
  logInWithKeyboard,
  pressTab,
  tabTo,
  typeInto,
} from './support/keyboard';
import { openPage } from './support/navigation';
import { paymentResponse } from './support/orders';

/*
 * A learner's whole course with the keyboard alone, on the production build: they pay for it, then
 * work through every lesson in the player (text, video and quiz) until the course is Completed.
 * The rules of keyboard.spec.ts hold: Tab, Shift+Tab, arrows, Enter, Space and Escape only.
 */

test.use({ timezoneId: 'UTC' });

/** Freelancing 101 (db.json): 49 $, ten lessons, two of them videos. */
const COURSE = { _id: '6650a1c0000000000000000e', name: 'Freelancing 101', price: 49 };

/** The seed's lessons with their quizzes' answers: a QA engineer reads them in db.json. */
const seedLessons = (
  JSON.parse(readFileSync(path.resolve(__dirname, '../db.json'), 'utf8')) as { lessons: Lesson[] }
).lessons;

/** The fastest speed the player offers (its last option): a video plays in half its length. */
const FASTEST_RATE = 2;

const h1 = (page: Page, name: string) => page.getByRole('heading', { level: 1, name });

async function outlineOf(courseId: string) {
  const response = await fetch(`${apiUrl}/courses/${courseId}/curriculum`);
  expect(response.status).toBe(200);
  const curriculum = (await response.json()) as Curriculum;
  return curriculum.chapters.flatMap((chapter) => chapter.lessons);
}

/** Plays the lesson's video at the fastest speed until the player says it is complete. */
async function watchVideo(page: Page, lesson: Lesson): Promise<void> {
  const seconds = lesson.video?.durationSeconds ?? 0;
  expect(seconds).toBeGreaterThan(0);
  await tabTo(page, page.getByLabel('Speed'));
  await page.keyboard.press('End');
  await expect(page.getByLabel('Speed')).toHaveValue(String(FASTEST_RATE));
  const video = page.getByLabel(`Video: ${lesson.title}`);
  await tabTo(page, video);
  await page.keyboard.press('Space');
  // Waiting is bounded by what is left to play at that speed, and a little to be saved.
  await expect(page.locator('.player__header').getByText('Completed')).toBeVisible({
    timeout: (seconds / FASTEST_RATE + 5) * 1000,
  });
}

/** Answers every question right, with Tab, arrows and Space, and submits. */
async function passQuiz(page: Page, lesson: Lesson): Promise<void> {
  const questions = lesson.quiz?.questions ?? [];
  expect(questions.length).toBeGreaterThan(0);
  for (const [index, question] of questions.entries()) {
    const group = page.getByRole('group', { name: `Question ${index + 1}: ${question.prompt}` });
    if (question.multiple) {
      for (const option of question.options) {
        if (!question.correct.includes(option.id)) continue;
        await tabTo(page, group.getByRole('checkbox', { name: option.text }));
        await page.keyboard.press('Space');
      }
    } else {
      // Tab enters a radio group at its first option; the arrows move the choice.
      const first = question.options[0];
      if (!first) throw new Error(`Question ${question.id} has no options`);
      await tabTo(page, group.getByRole('radio', { name: first.text }));
      await page.keyboard.press('Space');
      const right = question.options.findIndex((option) => question.correct.includes(option.id));
      for (let step = 0; step < right; step += 1) await page.keyboard.press('ArrowDown');
    }
    for (const option of question.options) {
      const control = group.getByRole(question.multiple ? 'checkbox' : 'radio', {
        name: option.text,
      });
      if (question.correct.includes(option.id)) await expect(control).toBeChecked();
      else await expect(control).not.toBeChecked();
    }
  }
  await tabTo(page, page.getByRole('button', { name: 'Submit answers' }));
  await page.keyboard.press('Enter');
  await expect(page.getByText('Your score: 100%')).toBeVisible();
  await expect(page.getByText('Passed', { exact: true })).toBeVisible();
}

test('learner: pays for a course, then completes every lesson of it by keyboard alone', async ({
  page,
}) => {
  const outline = await outlineOf(COURSE._id);
  const lessons = outline.map((item) => {
    const lesson = seedLessons.find((seeded) => seeded._id === item._id);
    if (!lesson) throw new Error(`Lesson ${item._id} is not in db.json`);
    return lesson;
  });
  const videoSeconds = lessons.reduce((sum, item) => sum + (item.video?.durationSeconds ?? 0), 0);
  // The walk takes what its steps take, plus the videos at the fastest speed.
  test.setTimeout(60_000 + (videoSeconds / FASTEST_RATE) * 1000);

  const email = await createAccount('Kira Keys');
  await logInWithKeyboard(page, { email, password: 'Keyboard#2026' });

  // Enroll from the course page, then pay on My Courses.
  await openPage(page, `/courses/${COURSE._id}`);
  await tabTo(page, page.getByRole('link', { name: `Enroll now in ${COURSE.name}` }));
  await page.keyboard.press('Enter');
  await expect(h1(page, `Enroll in ${COURSE.name}`)).toBeVisible();
  await typeInto(page, page.getByLabel('Your name'), 'Kira Keys');
  await typeInto(page, page.getByLabel('City'), 'Keyboard City');
  await tabTo(page, page.getByRole('button', { name: 'Enroll', exact: true }));
  await page.keyboard.press('Enter');
  await expectAnnounced(page, 'Submit successfully');
  await openPage(page, '/dashboard/myEnroll');
  const row = page.getByRole('row', { name: new RegExp(`^${COURSE.name}`) });
  await tabTo(page, row.getByRole('button', { name: `Pay with ${COURSE.price} $` }));
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('dialog', { name: `PAY FOR ${COURSE.name}` });
  await typeInto(page, dialog.getByLabel('Card number'), '4242424242424242');
  await pressTab(page);
  await page.keyboard.type('1234');
  await pressTab(page);
  await page.keyboard.type('123');
  await tabTo(page, dialog.getByRole('button', { name: `Pay ${COURSE.price} $` }));
  const paid = paymentResponse(page);
  await page.keyboard.press('Enter');
  expect((await paid).status()).toBe(200);
  await expectFocusOn(h1(page, 'Receipt'));
  await tabTo(page, page.getByRole('link', { name: 'Back to My Courses' }));
  await page.keyboard.press('Enter');
  await expect(row.getByRole('progressbar')).toHaveAttribute('value', '0');
  await tabTo(page, row.getByRole('link', { name: /^Start/ }));
  await page.keyboard.press('Enter');

  // Every lesson in the outline's order: the player opens the first, Next goes on.
  for (const [index, lesson] of lessons.entries()) {
    await expect(h1(page, lesson.title)).toBeVisible();
    await expect(page).toHaveTitle(new RegExp(`^${lesson.title}`));
    if (lesson.kind === 'text') {
      await tabTo(page, page.getByRole('button', { name: 'Mark as complete' }));
      await page.keyboard.press('Enter');
      await expect(page.getByText('You have completed this lesson.')).toBeFocused();
    } else if (lesson.kind === 'video') {
      await watchVideo(page, lesson);
    } else {
      await passQuiz(page, lesson);
    }
    await expect(page.locator('.player__header').getByText('Completed')).toBeVisible();
    const next = lessons[index + 1];
    if (!next) break;
    await tabTo(page, page.getByRole('link', { name: `Next ${next.title}` }));
    await page.keyboard.press('Enter');
    // Focus goes to the new lesson's heading.
    await expect(h1(page, next.title)).toBeFocused();
  }

  // The course is Completed, as the server says, and My Courses shows it.
  await openPage(page, '/dashboard/myEnroll');
  await expect(row.getByRole('progressbar')).toHaveAttribute('value', '100');
  await expect(row.getByText(/^Completed on /)).toBeVisible();
  await expect(row.getByText('Paid', { exact: true })).toBeVisible();
});

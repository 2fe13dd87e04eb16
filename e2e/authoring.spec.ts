import { expect, test, type Locator, type Page } from '@playwright/test';
import type { EditableLesson } from '../src/shared/domain/authoring';
import { SEED_UIDS } from '../mocks/seed/accounts';
import {
  bearerOf,
  createAccount,
  createCourse,
  payThroughApi,
  type TestCourse,
} from './support/a11y';
import { accounts, apiUrl, logIn } from './support/accounts';
import { enterText, expectAnnounced, expectFocusOn, tabTo, typeInto } from './support/keyboard';
import { openPage } from './support/navigation';

/*
 * Authoring end to end, on the production build: a teacher writes a text lesson and a quiz in a
 * course they teach and publishes them, with the keyboard alone once signed in; a learner who paid
 * for the course sees a lesson only once it is published, then reads the text and passes the quiz.
 * The course is the test's own (named for the teacher by the admin), so that other specs, which
 * read the seed's courses, never meet the lessons added here.
 */

const h1 = (page: Page, name: string) => page.getByRole('heading', { level: 1, name });

/**
 * What the teacher writes: titles unique to the run, neither a part of the other, so that a name
 * finds one lesson only.
 */
function lessonsToWrite() {
  const stamp = Date.now().toString(36);
  return {
    chapter: `Writing well ${stamp}`,
    text: {
      title: `Plain English ${stamp}`,
      minutes: 8,
      heading: 'Say it plainly',
      paragraph: 'Short sentences carry one idea each.',
    },
    quiz: {
      title: `Check your wording ${stamp}`,
      passMark: 80,
      prompt: 'Which sentence is plainest?',
      options: ['It is to be noted that we left.', 'We left.', 'Leaving was done by us.'],
      /** The index of the right option (not the first: the learner has to move to it). */
      right: 1,
      explanation: 'Two words say it all, with the doer first.',
    },
  };
}

/** The admin names the seeded teacher as the course's instructor, as on Manage courses. */
async function nameTeacherInstructor(course: TestCourse): Promise<void> {
  const teacherUid = SEED_UIDS[accounts.teacher.email];
  if (!teacherUid) throw new Error('The seeded teacher has no account id');
  const response = await fetch(`${apiUrl}/courses/${course._id}/instructors`, {
    method: 'PUT',
    headers: { 'Content-Type': 'application/json', ...(await bearerOf(accounts.admin)) },
    body: JSON.stringify({ instructorIds: [teacherUid] }),
  });
  expect(response.status).toBe(200);
}

/** The lesson as its editor loads it from the server: what the autosave stored. */
async function storedLesson(lessonId: string): Promise<EditableLesson> {
  const response = await fetch(`${apiUrl}/lessons/${lessonId}/edit`, {
    headers: await bearerOf(accounts.teacher),
  });
  expect(response.status).toBe(200);
  return (await response.json()) as EditableLesson;
}

/** The id of the lesson whose editor `page` shows. */
const editedLessonId = (page: Page): string => {
  const match = /\/instructor\/lessons\/([0-9a-f]{24})$/.exec(new URL(page.url()).pathname);
  if (!match?.[1]) throw new Error(`Not a lesson editor: ${page.url()}`);
  return match[1];
};

/**
 * A new learner of the course: an account that enrolls and pays with the test card through the API,
 * as the other specs' test data is made (the enrollment and payment pages have specs of their own).
 */
async function payingLearner(course: TestCourse): Promise<{ email: string; password: string }> {
  const account = { email: await createAccount('Lee Learner'), password: 'Keyboard#2026' };
  const headers = { 'Content-Type': 'application/json', ...(await bearerOf(account)) };
  const enrolled = await fetch(`${apiUrl}/enroll`, {
    method: 'POST',
    headers,
    body: JSON.stringify({
      courseId: course._id,
      price: course.price,
      displayName: 'Lee Learner',
      email: account.email,
    }),
  });
  expect(enrolled.status).toBe(201);
  const { insertedId } = (await enrolled.json()) as { insertedId: string };
  await payThroughApi({ id: insertedId, course }, account);
  return account;
}

/** The editor's save state ("Saved", "Saving…", "Unsaved changes"...). */
const saveStatus = (page: Page): Locator => page.locator('.lesson-editor__bar').getByRole('status');

/** The option a list box's arrows have reached (its combobox's active descendant). */
const activeOption = (combobox: Locator): Promise<string | null> =>
  combobox.evaluate((element) => {
    const id = element.getAttribute('aria-activedescendant');
    return id ? (document.getElementById(id)?.textContent?.trim() ?? null) : null;
  });

/**
 * Adds a lesson to the chapter by its form: the title, then (unless the list shows it already)
 * the kind, chosen with the arrows and Enter.
 */
async function addLesson(
  page: Page,
  chapter: Locator,
  { title, kind, fromBelow = false }: { title: string; kind?: 'Quiz'; fromBelow?: boolean },
): Promise<void> {
  await tabTo(page, chapter.getByLabel('New lesson in chapter 1', { exact: true }), {
    backwards: fromBelow,
  });
  await enterText(page, title);
  if (kind) {
    const kinds = chapter.getByRole('combobox', { name: 'Kind of the new lesson in chapter 1' });
    await tabTo(page, kinds);
    await page.keyboard.press('ArrowDown');
    await expect(kinds).toHaveAttribute('aria-expanded', 'true');
    for (let step = 0; step < 3 && (await activeOption(kinds)) !== kind; step += 1) {
      await page.keyboard.press('ArrowDown');
    }
    expect(await activeOption(kinds)).toBe(kind);
    await page.keyboard.press('Enter');
    await expect(kinds).toHaveAttribute('aria-expanded', 'false');
  }
  await tabTo(page, chapter.getByRole('button', { name: 'Add the lesson' }));
  await page.keyboard.press('Enter');
  await expectAnnounced(page, `Added “${title}” as a draft.`);
  const row = chapter.getByRole('row', { name: new RegExp(`^${title}`) });
  await expect(row.getByRole('cell').nth(1)).toHaveText(kind ?? 'Text');
  await expect(row.getByText('Draft', { exact: true })).toBeVisible();
}

/** Opens a lesson's editor from its row in the curriculum. */
async function openEditor(page: Page, chapter: Locator, title: string): Promise<void> {
  await tabTo(page, chapter.getByRole('link', { name: title, exact: true }), { backwards: true });
  await page.keyboard.press('Enter');
  await expect(h1(page, `Edit: ${title}`)).toBeVisible();
  await expect(page.getByText('Draft: learners do not see it.')).toBeVisible();
}

/** Publishes the lesson open in the editor, saving it first as Publish does. */
async function publish(page: Page): Promise<void> {
  await tabTo(page, page.getByRole('button', { name: 'Publish', exact: true }), {
    backwards: true,
  });
  await page.keyboard.press('Enter');
  await expectAnnounced(page, 'Published: learners see this version now.');
  await expect(page.getByText('Published.', { exact: true })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Publish changes' })).toBeDisabled();
}

/** Back to the curriculum from the lesson editor, by its link. */
async function backToCurriculum(page: Page, courseName: string): Promise<void> {
  await tabTo(page, page.getByRole('link', { name: 'Back to the curriculum' }), {
    backwards: true,
  });
  await page.keyboard.press('Enter');
  await expect(h1(page, `Curriculum: ${courseName}`)).toBeVisible();
}

test('teacher writes and publishes a text lesson and a quiz by keyboard; a learner of the course sees them once published, reads one and passes the other', async ({
  page,
  browser,
}) => {
  // Two people's work in one walk: the teacher writes two lessons, every Tab stop's focus ring
  // checked, and waits for two autosaves; then the learner reads one and takes the other. With
  // other specs running beside it, that outlasts the default timeout, made for a single flow.
  test.setTimeout(120_000);
  const write = lessonsToWrite();
  const course = await createCourse(29, 'Authoring');
  await nameTeacherInstructor(course);

  // A learner who paid for the course signs in, in a browser of their own.
  const learnerContext = await browser.newContext();
  const learner = await learnerContext.newPage();
  const learnerAccount = await payingLearner(course);
  await logIn(learner, learnerAccount.email, learnerAccount.password);

  // The teacher signs in on the way to the Instructor panel, finds the course among those they
  // teach there and opens its curriculum.
  await openPage(page, '/instructor');
  await expect(page).toHaveURL(/\/login$/);
  await logIn(page, accounts.teacher.email, accounts.teacher.password);
  await expect(h1(page, 'Instructor panel')).toBeVisible();
  const taught = page.getByRole('region', { name: 'Courses you teach' });
  const courseRow = taught.getByRole('row', { name: new RegExp(`^${course.name}`) });
  await expect(courseRow.getByRole('cell')).toHaveText([course.name, '0', '0', /^Edit/]);
  await tabTo(page, courseRow.getByRole('link', { name: `Edit the curriculum of ${course.name}` }));
  await page.keyboard.press('Enter');
  await expect(h1(page, `Curriculum: ${course.name}`)).toBeVisible();

  // A chapter, then the text lesson in it: a draft.
  await typeInto(page, page.getByLabel('New chapter'), write.chapter);
  await page.keyboard.press('Enter');
  await expectAnnounced(page, `Added the chapter “${write.chapter}”.`);
  const chapter = page.getByRole('region', { name: `1. ${write.chapter}` });
  // (Focus is on the new chapter's field, below the chapter.)
  await addLesson(page, chapter, { title: write.text.title, fromBelow: true });
  await openEditor(page, chapter, write.text.title);
  const textLessonId = editedLessonId(page);

  // Its minutes and its Markdown: the preview beside it renders it as the player will.
  await typeInto(page, page.getByLabel('Minutes'), String(write.text.minutes));
  await typeInto(page, page.getByLabel('Text (Markdown)'), `## ${write.text.heading}`);
  await page.keyboard.press('Enter');
  await page.keyboard.press('Enter');
  await enterText(page, write.text.paragraph);
  const preview = page.getByRole('region', { name: 'Preview, as learners will see it' });
  await expect(preview.getByRole('heading', { level: 2, name: write.text.heading })).toBeVisible();
  await expect(preview.getByText(write.text.paragraph, { exact: true })).toBeVisible();
  await expect(saveStatus(page)).toHaveText('Saved');
  expect(await storedLesson(textLessonId)).toMatchObject({
    minutes: write.text.minutes,
    body: `## ${write.text.heading}\n\n${write.text.paragraph}`,
    published: false,
  });

  // Saved but not published, it is not the learner's: the course has no lessons for them yet.
  await openPage(learner, `/learn/${course._id}`);
  await expect(h1(learner, 'This course has no lessons yet')).toBeVisible();
  await publish(page);

  // The quiz: a draft in the same chapter, which says what it lacks until it has a question.
  await backToCurriculum(page, course.name);
  await expect(
    chapter.getByRole('row', { name: new RegExp(`^${write.text.title}`) }).getByText('Published', {
      exact: true,
    }),
  ).toBeVisible();
  await addLesson(page, chapter, { title: write.quiz.title, kind: 'Quiz' });
  await openEditor(page, chapter, write.quiz.title);
  const quizLessonId = editedLessonId(page);
  await tabTo(page, page.getByRole('button', { name: 'Publish', exact: true }));
  await page.keyboard.press('Enter');
  const notReady = page.getByRole('alert').filter({ hasText: 'Not ready to publish' });
  await expect(notReady.getByRole('listitem')).toHaveText(['Add at least one question.']);
  await expect(page.getByText('Draft: learners do not see it.')).toBeVisible();

  // The pass mark (Tab selects the field's value, so typing replaces it), then one question.
  await typeInto(page, page.getByLabel('Pass mark (%)'), String(write.quiz.passMark));
  await tabTo(page, page.getByRole('button', { name: 'Add question' }));
  await page.keyboard.press('Enter');
  const question = page.getByRole('group', { name: 'Question 1', exact: true });
  await expectFocusOn(question.getByLabel('Prompt'));
  await enterText(page, write.quiz.prompt);
  const [first, second, third] = write.quiz.options;
  if (first === undefined || second === undefined || third === undefined) {
    throw new Error('The quiz needs three options');
  }
  await typeInto(page, question.getByLabel('Option 1', { exact: true }), first);
  await typeInto(page, question.getByLabel('Option 2', { exact: true }), second);
  await tabTo(page, question.getByRole('button', { name: 'Add option to question 1' }));
  await page.keyboard.press('Enter');
  await expectFocusOn(question.getByLabel('Option 3', { exact: true }));
  await enterText(page, third);
  await typeInto(page, question.getByLabel('Explanation'), write.quiz.explanation);
  // Marked last, from below: Tab enters the group of Correct radios at its last one (none is marked
  // yet), Space marks it and the arrows move the mark. Tab never lands on a marked radio: tabTo
  // looks for an antd radio's ring beside its input, and antd 6 draws it around the input.
  const options = write.quiz.options.length;
  await tabTo(page, question.getByRole('radio', { name: `Correct option ${options}` }), {
    backwards: true,
  });
  await page.keyboard.press('Space');
  for (let step = options - 1; step > write.quiz.right; step -= 1) {
    await page.keyboard.press('ArrowUp');
  }
  for (const [index, text] of write.quiz.options.entries()) {
    await expect(question.getByLabel(`Option ${index + 1}`, { exact: true })).toHaveValue(text);
    const correct = question.getByRole('radio', { name: `Correct option ${index + 1}` });
    if (index === write.quiz.right) await expect(correct).toBeChecked();
    else await expect(correct).not.toBeChecked();
  }
  await expect(question.getByText(/is not finished/)).toHaveCount(0);
  await expect(saveStatus(page)).toHaveText('Saved');
  const savedQuiz = (await storedLesson(quizLessonId)).quiz;
  expect(savedQuiz?.passMark).toBe(write.quiz.passMark);
  expect(savedQuiz?.questions).toHaveLength(1);
  const savedQuestion = savedQuiz?.questions[0];
  expect(savedQuestion).toMatchObject({
    prompt: write.quiz.prompt,
    multiple: false,
    explanation: write.quiz.explanation,
    correct: [savedQuestion?.options[write.quiz.right]?.id],
  });
  expect(savedQuestion?.options.map((option) => option.text)).toEqual(write.quiz.options);

  // Saved but not published, the quiz is not in the learner's outline; the text lesson is.
  await openPage(learner, `/learn/${course._id}`);
  await expect(h1(learner, write.text.title)).toBeVisible();
  const outline = learner.getByRole('navigation', { name: 'Course outline' });
  await expect(outline.getByRole('link')).toHaveText([new RegExp(`^${write.text.title}`)]);
  await expect(learner.getByText('Lesson 1 of 1')).toBeVisible();

  await publish(page);

  // The learner now has both, in the teacher's order, with the minutes the teacher set.
  await learner.reload();
  await learner.locator('html[data-app-ready]').waitFor({ state: 'attached' });
  await expect(outline.getByRole('link')).toHaveText([
    new RegExp(`^${write.text.title}`),
    new RegExp(`^${write.quiz.title}`),
  ]);
  // Each with its kind and minutes (a visually hidden comma between them, hence the space).
  await expect(
    outline.getByRole('link', {
      name: new RegExp(`^${write.text.title} Reading ?, ${write.text.minutes} min$`),
    }),
  ).toBeVisible();
  await expect(
    outline.getByRole('link', { name: new RegExp(`^${write.quiz.title} Quiz ?, 5 min$`) }),
  ).toBeVisible();
  await expect(learner.getByText('Lesson 1 of 2')).toBeVisible();
  const lessonText = learner.locator('.player__body');
  await expect(
    lessonText.getByRole('heading', { level: 2, name: write.text.heading }),
  ).toBeVisible();
  await expect(lessonText.getByText(write.text.paragraph, { exact: true })).toBeVisible();

  // The quiz, answered with the keyboard, is graded against the teacher's answer and pass mark.
  await tabTo(learner, learner.getByRole('link', { name: `Next ${write.quiz.title}` }));
  await learner.keyboard.press('Enter');
  await expect(h1(learner, write.quiz.title)).toBeFocused();
  await expect(
    learner.getByText(`1 question; the pass mark is ${write.quiz.passMark}%.`, { exact: false }),
  ).toBeVisible();
  const asked = learner.getByRole('group', { name: `Question 1: ${write.quiz.prompt}` });
  await tabTo(learner, asked.getByRole('radio', { name: first, exact: true }));
  await learner.keyboard.press('Space');
  for (let step = 0; step < write.quiz.right; step += 1) await learner.keyboard.press('ArrowDown');
  await expect(asked.getByRole('radio', { name: second, exact: true })).toBeChecked();
  await tabTo(learner, learner.getByRole('button', { name: 'Submit answers' }));
  await learner.keyboard.press('Enter');
  await expect(learner.getByRole('heading', { name: 'Your score: 100%' })).toBeFocused();
  await expect(learner.getByText('Passed', { exact: true })).toBeVisible();
  await expect(learner.getByText(`Right answer: ${second}.`)).toBeVisible();
  await expect(learner.getByText(write.quiz.explanation, { exact: true })).toBeVisible();
  await expect(learner.locator('.player__header').getByText('Completed')).toBeVisible();
  await learnerContext.close();
});

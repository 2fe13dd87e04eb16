import { useState } from 'react';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { LessonQuiz, QuizQuestion } from '@/shared/domain/learning';
import { QUIZ_RULES } from '@/shared/domain/schemas';
import { AntdInJsdom } from '@/test/renderApp';
import { QuizEditor } from './QuizEditor';

/** A finished question: three options, the first correct. */
const question = (id: string, prompt: string, extra: Partial<QuizQuestion> = {}): QuizQuestion => ({
  id,
  prompt,
  multiple: false,
  options: [
    { id: `${id}-a`, text: `${prompt} A` },
    { id: `${id}-b`, text: `${prompt} B` },
    { id: `${id}-c`, text: `${prompt} C` },
  ],
  correct: [`${id}-a`],
  explanation: `Why ${prompt}`,
  ...extra,
});

const twoQuestions: LessonQuiz = {
  passMark: 70,
  questions: [question('q1', 'Semantics'), question('q2', 'Layout')],
};

/** The editor as its parent holds it: the quiz in state, each edit taken back in. */
function Harness({
  initial,
  errors,
  disabled,
  onQuiz,
}: {
  initial: LessonQuiz;
  errors?: Record<string, string>;
  disabled?: boolean;
  onQuiz?: (quiz: LessonQuiz) => void;
}) {
  const [quiz, setQuiz] = useState(initial);
  return (
    <QuizEditor
      value={quiz}
      errors={errors}
      disabled={disabled}
      onChange={(next) => {
        setQuiz(next);
        onQuiz?.(next);
      }}
    />
  );
}

/** Renders the editor with `initial`; `latest()` is the quiz its parent holds now. */
function renderEditor(
  initial: LessonQuiz,
  options: { errors?: Record<string, string>; disabled?: boolean } = {},
) {
  let current = initial;
  const user = userEvent.setup();
  // antd as every test meets it (its styles kept out of jsdom's document: src/test/renderApp.tsx).
  const view = render(
    <AntdInJsdom>
      <Harness
        initial={initial}
        errors={options.errors}
        disabled={options.disabled}
        onQuiz={(next) => {
          current = next;
        }}
      />
    </AntdInJsdom>,
  );
  return { user, latest: () => current, ...view };
}

const questionGroup = (number: number): HTMLElement =>
  screen.getByRole('group', { name: `Question ${number}` });

const questionHeadings = (): string[] =>
  screen.getAllByRole('heading', { level: 2 }).map((heading) => heading.textContent ?? '');

describe('QuizEditor', () => {
  it('edits the pass mark, with its rule beside it', async () => {
    const { user, latest } = renderEditor(twoQuestions);
    const passMark = screen.getByLabelText('Pass mark (%)');
    expect(passMark).toHaveValue('70');
    expect(passMark).toHaveAccessibleDescription(new RegExp(QUIZ_RULES.passMark));
    expect(passMark).not.toHaveAttribute('aria-invalid');

    await user.clear(passMark);
    await user.type(passMark, '85');
    expect(latest().passMark).toBe(85);
    expect(passMark).not.toHaveAttribute('aria-invalid');

    // Emptied, it is invalid until it is left; then it shows the pass mark the quiz still has.
    await user.clear(passMark);
    expect(passMark).toHaveValue('');
    expect(passMark).toHaveAttribute('aria-invalid', 'true');
    await user.tab();
    expect(passMark).toHaveValue('85');
    expect(passMark).not.toHaveAttribute('aria-invalid');

    await user.clear(passMark);
    await user.type(passMark, '150');
    expect(latest().passMark).toBe(150);
    expect(passMark).toHaveAttribute('aria-invalid', 'true');
  });

  it('adds a question, moves focus to its prompt and takes what is typed', async () => {
    const { user, latest } = renderEditor({ passMark: 80, questions: [] });
    expect(screen.getByText(/The quiz has no questions yet/)).toBeInTheDocument();
    expect(screen.getByText(`${QUIZ_RULES.questions}: this one has 0.`)).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Add question' }));
    const first = questionGroup(1);
    const prompt = within(first).getByLabelText('Prompt');
    expect(prompt).toHaveFocus();
    expect(within(first).getAllByRole('textbox', { name: /^Option \d$/ })).toHaveLength(2);

    await user.type(prompt, 'Which element holds the main content?');
    expect(prompt).toHaveValue('Which element holds the main content?');
    expect(latest().questions).toHaveLength(1);
    expect(latest().questions[0]?.prompt).toBe('Which element holds the main content?');
    expect(screen.getByText(`${QUIZ_RULES.questions}: this one has 1.`)).toBeInTheDocument();
  });

  it('adds options up to 6 and removes them down to 2', async () => {
    const { user, latest } = renderEditor(twoQuestions);
    const first = questionGroup(1);
    const addOption = within(first).getByRole('button', { name: 'Add option to question 1' });

    await user.click(addOption);
    expect(within(first).getByLabelText('Option 4')).toHaveFocus();
    await user.type(within(first).getByLabelText('Option 4'), 'Fourth');
    await user.click(addOption);
    await user.click(addOption);
    expect(within(first).getAllByRole('textbox', { name: /^Option \d$/ })).toHaveLength(6);
    expect(addOption).toBeDisabled();
    expect(latest().questions[0]?.options.map((option) => option.text)).toEqual([
      'Semantics A',
      'Semantics B',
      'Semantics C',
      'Fourth',
      '',
      '',
    ]);
    // The other question keeps its own options.
    expect(within(questionGroup(2)).getAllByRole('textbox', { name: /^Option \d$/ })).toHaveLength(
      3,
    );

    for (const number of [6, 5, 4, 3]) {
      await user.click(
        within(first).getByRole('button', { name: `Remove option ${number} of question 1` }),
      );
    }
    expect(within(first).getAllByRole('textbox', { name: /^Option \d$/ })).toHaveLength(2);
    for (const number of [1, 2]) {
      expect(
        within(first).getByRole('button', { name: `Remove option ${number} of question 1` }),
      ).toBeDisabled();
    }
    expect(addOption).toBeEnabled();
    expect(latest().questions[0]?.options.map((option) => option.text)).toEqual([
      'Semantics A',
      'Semantics B',
    ]);
  });

  it('removing a correct option unmarks it', async () => {
    const { user, latest } = renderEditor(twoQuestions);
    await user.click(screen.getByRole('button', { name: 'Remove option 1 of question 1' }));
    expect(latest().questions[0]?.correct).toEqual([]);
    expect(within(questionGroup(1)).getByText(`${QUIZ_RULES.correct}.`)).toBeInTheDocument();
  });

  it('marks the correct option: one radio in single choice, checkboxes in multiple choice', async () => {
    const { user, latest } = renderEditor(twoQuestions);
    const first = questionGroup(1);
    expect(within(first).queryAllByRole('checkbox')).toHaveLength(0);
    expect(within(first).getByRole('radio', { name: 'Correct option 1' })).toBeChecked();

    await user.click(within(first).getByRole('radio', { name: 'Correct option 3' }));
    expect(within(first).getByRole('radio', { name: 'Correct option 3' })).toBeChecked();
    expect(within(first).getByRole('radio', { name: 'Correct option 1' })).not.toBeChecked();
    expect(latest().questions[0]?.correct).toEqual(['q1-c']);
    // By keyboard, as radios go: the arrow keys choose another.
    await user.keyboard('{ArrowUp}');
    expect(within(first).getByRole('radio', { name: 'Correct option 2' })).toBeChecked();
    expect(latest().questions[0]?.correct).toEqual(['q1-b']);
    await user.keyboard('{ArrowDown}');
    expect(latest().questions[0]?.correct).toEqual(['q1-c']);

    const several = within(first).getByRole('switch', { name: 'Several answers are right' });
    several.focus();
    await user.keyboard(' ');
    expect(several).toBeChecked();
    expect(within(first).queryAllByRole('radio')).toHaveLength(0);
    expect(within(first).getByRole('checkbox', { name: 'Correct option 3' })).toBeChecked();
    await user.click(within(first).getByRole('checkbox', { name: 'Correct option 2' }));
    expect(latest().questions[0]).toMatchObject({ multiple: true, correct: ['q1-b', 'q1-c'] });

    // Back to single choice: only the first correct option, as listed, stays correct.
    await user.click(several);
    expect(several).not.toBeChecked();
    expect(within(first).getByRole('radio', { name: 'Correct option 2' })).toBeChecked();
    expect(within(first).getByRole('radio', { name: 'Correct option 3' })).not.toBeChecked();
    expect(latest().questions[0]).toMatchObject({ multiple: false, correct: ['q1-b'] });
  });

  it('moves questions up and down, keeping focus on the button pressed', async () => {
    const { user, latest } = renderEditor({
      passMark: 70,
      questions: [...twoQuestions.questions, question('q3', 'Colour')],
    });
    expect(screen.getByRole('button', { name: 'Move question 1 up' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Move question 3 down' })).toBeDisabled();

    await user.click(screen.getByRole('button', { name: 'Move question 1 down' }));
    expect(latest().questions.map((q) => q.id)).toEqual(['q2', 'q1', 'q3']);
    expect(within(questionGroup(1)).getByLabelText('Prompt')).toHaveValue('Layout');
    expect(within(questionGroup(2)).getByLabelText('Prompt')).toHaveValue('Semantics');
    expect(screen.getByRole('button', { name: 'Move question 2 down' })).toHaveFocus();
    expect(screen.getByText('Question 1 moved down: it is now question 2.')).toBeInTheDocument();

    // By keyboard: Enter on the focused button moves it again; at the end, focus goes to Move up.
    await user.keyboard('{Enter}');
    expect(latest().questions.map((q) => q.id)).toEqual(['q2', 'q3', 'q1']);
    expect(screen.getByRole('button', { name: 'Move question 3 up' })).toHaveFocus();

    await user.click(screen.getByRole('button', { name: 'Move question 2 up' }));
    expect(latest().questions.map((q) => q.id)).toEqual(['q3', 'q2', 'q1']);
    expect(questionHeadings()).toEqual(['Question 1', 'Question 2', 'Question 3']);
    expect(within(questionGroup(1)).getByLabelText('Prompt')).toHaveValue('Colour');
  });

  it('removes a question and renumbers the rest', async () => {
    const { user, latest } = renderEditor(twoQuestions);
    await user.click(screen.getByRole('button', { name: 'Remove question 1' }));
    expect(latest().questions.map((q) => q.id)).toEqual(['q2']);
    expect(questionHeadings()).toEqual(['Question 1']);
    expect(within(questionGroup(1)).getByLabelText('Prompt')).toHaveValue('Layout');
    expect(screen.getByRole('heading', { name: 'Question 1' })).toHaveFocus();

    await user.click(screen.getByRole('button', { name: 'Remove question 1' }));
    expect(latest().questions).toEqual([]);
    expect(screen.getByRole('button', { name: 'Add question' })).toHaveFocus();
  });

  it('says what a question still lacks, and stops once it is done', async () => {
    const { user } = renderEditor({ passMark: 70, questions: [] });
    await user.click(screen.getByRole('button', { name: 'Add question' }));
    const first = questionGroup(1);
    expect(first).toHaveAccessibleDescription(/Question 1 is not finished/);
    for (const problem of [
      'Write the prompt.',
      'Write option 1.',
      'Write option 2.',
      `${QUIZ_RULES.correct}.`,
      'Write the explanation.',
    ]) {
      expect(within(first).getByText(problem)).toBeInTheDocument();
    }
    // The rules are shown whether or not they are broken.
    const options = within(first).getByRole('group', { name: 'Options' });
    expect(options).toHaveAccessibleDescription(
      `${QUIZ_RULES.options}. ${QUIZ_RULES.singleCorrect}.`,
    );

    await user.type(within(first).getByLabelText('Prompt'), 'Which tag is a landmark?');
    expect(within(first).queryByText('Write the prompt.')).not.toBeInTheDocument();
    await user.type(within(first).getByLabelText('Option 1'), '<nav>');
    await user.type(within(first).getByLabelText('Option 2'), '<span>');
    await user.click(within(first).getByRole('radio', { name: 'Correct option 1' }));
    expect(within(first).queryByText(`${QUIZ_RULES.correct}.`)).not.toBeInTheDocument();
    await user.type(within(first).getByLabelText('Explanation'), 'nav is a landmark.');

    expect(within(first).queryByText(/is not finished/)).not.toBeInTheDocument();
    expect(first).not.toHaveAttribute('aria-describedby');
    expect(options).toHaveAccessibleDescription(
      `${QUIZ_RULES.options}. ${QUIZ_RULES.singleCorrect}.`,
    );
  });

  it("shows the server's errors beside their fields and marks them invalid", async () => {
    const { user } = renderEditor(twoQuestions, {
      errors: {
        title: 'Title is required',
        'quiz.passMark': QUIZ_RULES.passMark,
        'quiz.questions[0].correct': QUIZ_RULES.correct,
        'quiz.questions[0].options[1].text': 'Option must be at most 300 characters',
        'quiz.questions[1].prompt': 'Question is required',
        'quiz.questions[1].explanation': 'Explanation is required',
      },
    });
    // Another field's error is the lesson editor's to show.
    expect(screen.queryByText('Title is required')).not.toBeInTheDocument();

    const passMark = screen.getByLabelText('Pass mark (%)');
    expect(passMark).toHaveAttribute('aria-invalid', 'true');
    expect(passMark).toHaveAccessibleDescription(new RegExp(`^${QUIZ_RULES.passMark} The share`));

    const first = questionGroup(1);
    const optionTwo = within(first).getByLabelText('Option 2');
    expect(optionTwo).toHaveAttribute('aria-invalid', 'true');
    expect(optionTwo).toHaveAccessibleDescription('Option must be at most 300 characters');
    expect(within(first).getByLabelText('Option 1')).not.toHaveAttribute('aria-invalid');
    const options = within(first).getByRole('group', { name: 'Options' });
    expect(options).toHaveAttribute('aria-invalid', 'true');
    expect(options).toHaveAccessibleDescription(new RegExp(`^${QUIZ_RULES.correct} `));
    expect(within(first).getByLabelText('Prompt')).not.toHaveAttribute('aria-invalid');

    const second = questionGroup(2);
    expect(within(second).getByLabelText('Prompt')).toHaveAttribute('aria-invalid', 'true');
    expect(within(second).getByLabelText('Prompt')).toHaveAccessibleDescription(
      /^Question is required/,
    );
    expect(within(second).getByLabelText('Explanation')).toHaveAttribute('aria-invalid', 'true');

    // Moved after the save, a question takes its errors along.
    await user.click(screen.getByRole('button', { name: 'Move question 2 up' }));
    expect(within(questionGroup(1)).getByLabelText('Prompt')).toHaveAttribute(
      'aria-invalid',
      'true',
    );
    expect(within(questionGroup(1)).getByText('Question is required')).toBeInTheDocument();
    expect(within(questionGroup(2)).getByLabelText('Prompt')).not.toHaveAttribute('aria-invalid');
    expect(within(questionGroup(2)).getByLabelText('Option 2')).toHaveAttribute(
      'aria-invalid',
      'true',
    );
  });

  it("shows the errors of a save as they arrive, and drops them with the next save's", async () => {
    const user = userEvent.setup();
    const view = render(
      <AntdInJsdom>
        <Harness initial={twoQuestions} />
      </AntdInJsdom>,
    );
    // The author edits; the save then fails about the second question.
    await user.type(within(questionGroup(1)).getByLabelText('Prompt'), '?');
    view.rerender(
      <AntdInJsdom>
        <Harness initial={twoQuestions} errors={{ 'quiz.questions[1].prompt': 'Too vague' }} />
      </AntdInJsdom>,
    );
    expect(within(questionGroup(1)).getByLabelText('Prompt')).toHaveValue('Semantics?');
    expect(within(questionGroup(2)).getByLabelText('Prompt')).toHaveAttribute(
      'aria-invalid',
      'true',
    );
    expect(within(questionGroup(2)).getByText('Too vague')).toBeInTheDocument();

    view.rerender(
      <AntdInJsdom>
        <Harness initial={twoQuestions} errors={{}} />
      </AntdInJsdom>,
    );
    expect(screen.queryByText('Too vague')).not.toBeInTheDocument();
    expect(within(questionGroup(2)).getByLabelText('Prompt')).not.toHaveAttribute('aria-invalid');
  });

  it('shows errors about the whole list of questions and the quiz', () => {
    renderEditor(twoQuestions, {
      errors: { 'quiz.questions': QUIZ_RULES.questions, 'quiz.questions[9].id': 'Unknown id' },
    });
    expect(screen.getByRole('button', { name: 'Add question' })).toHaveAccessibleDescription(
      `${QUIZ_RULES.questions}: this one has 2. ${QUIZ_RULES.questions}`,
    );
    expect(screen.getByText('Unknown id')).toBeInTheDocument();
  });

  it('stops adding questions at 20', async () => {
    const questions = Array.from({ length: 19 }, (_, at) => question(`q${at}`, `Prompt ${at}`));
    const { user } = renderEditor({ passMark: 50, questions });
    const add = screen.getByRole('button', { name: 'Add question' });
    await user.click(add);
    expect(screen.getAllByRole('heading', { level: 2 })).toHaveLength(20);
    expect(add).toBeDisabled();
  });

  it('gives new questions and options ids no other in the quiz has', async () => {
    const now = new Date('2030-01-01T00:00:00Z').getTime();
    jest.spyOn(Date, 'now').mockReturnValue(now);
    const stamp = now.toString(36);
    const { user, latest } = renderEditor({
      passMark: 70,
      questions: [
        {
          ...question(`q${stamp}1`, 'Taken'),
          options: [
            { id: `o${stamp}1`, text: 'A' },
            { id: `o${stamp}2`, text: 'B' },
          ],
          correct: [`o${stamp}1`],
        },
      ],
    });
    await user.click(screen.getByRole('button', { name: 'Add question' }));
    await user.click(screen.getByRole('button', { name: 'Add question' }));
    await user.click(screen.getByRole('button', { name: 'Add option to question 1' }));
    await user.click(screen.getByRole('button', { name: 'Add option to question 2' }));
    jest.restoreAllMocks();

    const ids = latest().questions.flatMap((q) => [q.id, ...q.options.map((option) => option.id)]);
    expect(ids).toHaveLength(3 + 3 + 3 + 2);
    expect(new Set(ids).size).toBe(ids.length);
  });

  it('disables every control while disabled', () => {
    renderEditor(twoQuestions, { disabled: true });
    expect(screen.getByLabelText('Pass mark (%)')).toBeDisabled();
    for (const control of [
      ...screen.getAllByRole('button'),
      ...screen.getAllByRole('textbox'),
      ...screen.getAllByRole('radio'),
      ...screen.getAllByRole('switch'),
    ]) {
      expect(control).toBeDisabled();
    }
  });
});

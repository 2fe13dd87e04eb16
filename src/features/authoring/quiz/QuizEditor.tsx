import {
  memo,
  useEffect,
  useId,
  useLayoutEffect,
  useMemo,
  useRef,
  useState,
  type JSX,
  type ReactNode,
} from 'react';
import { Button, Card, Checkbox, Input, InputNumber, Radio, Switch } from 'antd';
import {
  ArrowDownOutlined,
  ArrowUpOutlined,
  DeleteOutlined,
  PlusOutlined,
} from '@ant-design/icons';
import { LEARNING_LIMITS, type LessonQuiz, type QuizQuestion } from '@/shared/domain/learning';
import { LIMITS } from '@/shared/domain/limits';
import { QUIZ_RULES } from '@/shared/domain/schemas';
import './QuizEditor.css';

export interface QuizEditorProps {
  value: LessonQuiz;
  /** Called on every edit with the whole new quiz. */
  onChange: (next: LessonQuiz) => void;
  /** The server's field errors of the last save, keyed like 'quiz.questions[0].options' or 'quiz.passMark'. */
  errors?: Record<string, string>;
  disabled?: boolean;
}

const {
  quizQuestionsMax: QUESTIONS_MAX,
  quizOptionsMin: OPTIONS_MIN,
  quizOptionsMax: OPTIONS_MAX,
} = LEARNING_LIMITS;

// ---- The quiz, edited ----

/** Every id the quiz uses: its questions' and their options'. */
const idsOf = (quiz: LessonQuiz): Set<string> =>
  new Set(
    quiz.questions.flatMap((question) => [question.id, ...question.options.map((o) => o.id)]),
  );

/** An id that none of `taken` is (and is then taken): `q` or `o`, the time, a counter. */
function freshId(prefix: 'q' | 'o', taken: Set<string>): string {
  const stamp = Date.now().toString(36);
  for (let n = 1; ; n += 1) {
    const id = `${prefix}${stamp}${n}`;
    if (!taken.has(id)) {
      taken.add(id);
      return id;
    }
  }
}

const isPassMark = (passMark: number): boolean =>
  Number.isInteger(passMark) &&
  passMark >= LIMITS.quizPassMarkMin &&
  passMark <= LIMITS.quizPassMarkMax;

/** What a question lacks right now to be saved (the server's rules), in words for its author. */
function questionProblems(question: QuizQuestion): string[] {
  const problems: string[] = [];
  if (question.prompt.trim() === '') problems.push('Write the prompt.');
  if (question.prompt.length > LIMITS.quizPromptMax) {
    problems.push(`The prompt is longer than ${LIMITS.quizPromptMax} characters.`);
  }
  if (question.options.length < OPTIONS_MIN || question.options.length > OPTIONS_MAX) {
    problems.push(`${QUIZ_RULES.options}.`);
  }
  question.options.forEach((option, index) => {
    if (option.text.trim() === '') problems.push(`Write option ${index + 1}.`);
    if (option.text.length > LIMITS.quizOptionMax) {
      problems.push(`Option ${index + 1} is longer than ${LIMITS.quizOptionMax} characters.`);
    }
  });
  if (question.correct.length === 0) problems.push(`${QUIZ_RULES.correct}.`);
  if (!question.multiple && question.correct.length > 1) {
    problems.push(`${QUIZ_RULES.singleCorrect}.`);
  }
  if (question.explanation.trim() === '') problems.push('Write the explanation.');
  if (question.explanation.length > LIMITS.quizExplanationMax) {
    problems.push(`The explanation is longer than ${LIMITS.quizExplanationMax} characters.`);
  }
  return problems;
}

// ---- The server's errors, anchored to what they were about ----

type QuestionField = 'prompt' | 'explanation' | 'options' | 'correct' | 'question';

/** The server's errors about one question: by field, and by option id. */
interface QuestionErrors {
  fields: Partial<Record<QuestionField, string>>;
  options: Map<string, string>;
}

const NO_QUESTION_ERRORS: QuestionErrors = { fields: {}, options: new Map() };

/**
 * The server's errors of a save, found by question and option id rather than by position, so that
 * an error stays with its question when questions are moved or removed after the save.
 */
interface ServerErrors {
  passMark?: string;
  /** About the list of questions as a whole (e.g. how many there are). */
  questions?: string;
  /** About the quiz but no field shown here: [key, message]. */
  other: [string, string][];
  byQuestion: Map<string, QuestionErrors>;
}

const isEmpty = (errors: Record<string, string> | undefined): boolean =>
  errors === undefined || Object.keys(errors).length === 0;

const QUESTION_KEY = /^quiz\.questions\[(\d+)\](?:\.(\w+)(?:\[(\d+)\](?:\.\w+)?)?)?$/;

/** Sorts the server's errors of the quiz (keys 'quiz…'; others belong to other fields) to their places. */
function anchorErrors(errors: Record<string, string> | undefined, quiz: LessonQuiz): ServerErrors {
  const anchored: ServerErrors = { other: [], byQuestion: new Map() };
  for (const [key, message] of Object.entries(errors ?? {})) {
    if (key === 'quiz.passMark') {
      anchored.passMark = message;
      continue;
    }
    if (key === 'quiz.questions') {
      anchored.questions = message;
      continue;
    }
    if (key !== 'quiz' && !key.startsWith('quiz.')) continue;
    const match = QUESTION_KEY.exec(key);
    const question = match ? quiz.questions[Number(match[1])] : undefined;
    if (!match || !question) {
      anchored.other.push([key, message]);
      continue;
    }
    const [, , field, optionIndex] = match;
    const errors: QuestionErrors = anchored.byQuestion.get(question.id) ?? {
      fields: {},
      options: new Map(),
    };
    anchored.byQuestion.set(question.id, errors);
    const option = optionIndex === undefined ? undefined : question.options[Number(optionIndex)];
    if (field === 'options' && option) {
      errors.options.set(option.id, message);
      continue;
    }
    const place: QuestionField =
      field === 'prompt' || field === 'explanation' || field === 'correct'
        ? field
        : field === 'options' && optionIndex === undefined
          ? 'options'
          : 'question';
    const before = errors.fields[place];
    errors.fields[place] = before ? `${before} ${message}` : message;
  }
  return anchored;
}

// ---- Small pieces ----

/** The ids that describe a control, or undefined when none does. */
const describedBy = (...ids: (string | false | undefined)[]): string | undefined =>
  ids.filter(Boolean).join(' ') || undefined;

function Hint({ id, children }: { id: string; children: ReactNode }) {
  return (
    <div id={id} className="quiz-editor__hint">
      {children}
    </div>
  );
}

function FieldError({ id, message }: { id: string; message: string | undefined }) {
  return message ? (
    <div id={id} className="quiz-editor__error">
      {message}
    </div>
  ) : null;
}

interface LongTextFieldProps {
  id: string;
  label: string;
  value: string;
  maxLength: number;
  disabled: boolean;
  error: string | undefined;
  hint: ReactNode;
  onChange: (value: string) => void;
}

/** A question's prompt or explanation: a labelled text area with its count, hint and error. */
function LongTextField({
  id,
  label,
  value,
  maxLength,
  disabled,
  error,
  hint,
  onChange,
}: LongTextFieldProps) {
  return (
    <div className="quiz-editor__field">
      <label htmlFor={id} className="quiz-editor__label">
        {label}
      </label>
      <Input.TextArea
        id={id}
        value={value}
        autoSize={{ minRows: 2, maxRows: 8 }}
        maxLength={maxLength}
        showCount
        disabled={disabled}
        status={error ? 'error' : undefined}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(error && `${id}-error`, `${id}-hint`)}
        onChange={(event) => onChange(event.target.value)}
      />
      <FieldError id={`${id}-error`} message={error} />
      <Hint id={`${id}-hint`}>{hint}</Hint>
    </div>
  );
}

/** Where focus goes once the quiz has been drawn again after an edit. */
type FocusTarget =
  | { questionId: string; part: 'prompt' | 'title' | 'up' | 'down' }
  | { questionId: string; part: 'option'; optionId: string }
  | { part: 'add-question' };

// ---- One question ----

interface QuestionEditorProps {
  question: QuizQuestion;
  index: number;
  count: number;
  domId: string;
  serverErrors: QuestionErrors;
  disabled: boolean;
  /** The quiz's edits, by question id or position: the same functions from render to render. */
  actions: QuestionActions;
}

interface QuestionActions {
  change: (next: QuizQuestion) => void;
  addOption: (questionId: string) => void;
  removeOption: (questionId: string, optionId: string) => void;
  move: (index: number, direction: 'up' | 'down') => void;
  remove: (index: number) => void;
}

/** One question; drawn again only when it, its place or its errors change (not as others are typed in). */
const QuestionEditor = memo(function QuestionEditor({
  question,
  index,
  count,
  domId,
  serverErrors,
  disabled,
  actions,
}: QuestionEditorProps) {
  const errors = serverErrors.fields;
  const onChange = actions.change;
  const number = index + 1;
  const ids = {
    title: `${domId}-title`,
    problems: `${domId}-problems`,
    prompt: `${domId}-prompt`,
    multiple: `${domId}-multiple`,
    options: `${domId}-options`,
    explanation: `${domId}-explanation`,
  };
  const problems = questionProblems(question);
  const optionsError = [errors.options, errors.correct].filter(Boolean).join(' ') || undefined;
  const canAddOption = question.options.length < OPTIONS_MAX;
  const canRemoveOption = question.options.length > OPTIONS_MIN;

  const setMultiple = (multiple: boolean) => {
    // One correct option at most in a single-choice question: the first of them, as listed.
    const correct = multiple
      ? question.correct
      : question.options
          .filter((option) => question.correct.includes(option.id))
          .slice(0, 1)
          .map((option) => option.id);
    onChange({ ...question, multiple, correct });
  };

  const setCorrect = (optionId: string, checked: boolean) => {
    if (!question.multiple) {
      onChange({ ...question, correct: [optionId] });
      return;
    }
    const correct = question.options
      .filter((option) => (option.id === optionId ? checked : question.correct.includes(option.id)))
      .map((option) => option.id);
    onChange({ ...question, correct });
  };

  const setOptionText = (optionId: string, text: string) =>
    onChange({
      ...question,
      options: question.options.map((option) =>
        option.id === optionId ? { ...option, text } : option,
      ),
    });

  return (
    <Card
      className="quiz-editor__question"
      role="group"
      aria-labelledby={ids.title}
      aria-describedby={describedBy(
        (problems.length > 0 || errors.question !== undefined) && ids.problems,
      )}
      title={
        <h2 id={ids.title} className="quiz-editor__question-title" tabIndex={-1}>
          Question {number}
        </h2>
      }
      extra={
        <div className="quiz-editor__question-actions">
          <Button
            id={`${domId}-up`}
            icon={<ArrowUpOutlined aria-hidden="true" />}
            aria-label={`Move question ${number} up`}
            disabled={disabled || index === 0}
            onClick={() => actions.move(index, 'up')}
          />
          <Button
            id={`${domId}-down`}
            icon={<ArrowDownOutlined aria-hidden="true" />}
            aria-label={`Move question ${number} down`}
            disabled={disabled || index === count - 1}
            onClick={() => actions.move(index, 'down')}
          />
          <Button
            danger
            icon={<DeleteOutlined aria-hidden="true" />}
            aria-label={`Remove question ${number}`}
            disabled={disabled}
            onClick={() => actions.remove(index)}
          >
            Remove
          </Button>
        </div>
      }
    >
      <LongTextField
        id={ids.prompt}
        label="Prompt"
        value={question.prompt}
        maxLength={LIMITS.quizPromptMax}
        disabled={disabled}
        error={errors.prompt}
        hint={<>What learners are asked. At most {LIMITS.quizPromptMax} characters.</>}
        onChange={(prompt) => onChange({ ...question, prompt })}
      />

      <div className="quiz-editor__field quiz-editor__field--inline">
        <Switch
          id={ids.multiple}
          checked={question.multiple}
          disabled={disabled}
          aria-describedby={`${ids.multiple}-hint`}
          onChange={setMultiple}
        />
        <label htmlFor={ids.multiple} className="quiz-editor__label">
          Several answers are right
        </label>
        <Hint id={`${ids.multiple}-hint`}>
          {question.multiple
            ? 'Learners tick every right option. Turning this off keeps only the first correct one.'
            : 'Learners choose one option.'}
        </Hint>
      </div>

      <fieldset
        className="quiz-editor__options"
        aria-invalid={optionsError ? true : undefined}
        aria-describedby={describedBy(
          optionsError && `${ids.options}-error`,
          `${ids.options}-hint`,
        )}
      >
        <legend className="quiz-editor__label">Options</legend>
        <Hint id={`${ids.options}-hint`}>
          {QUIZ_RULES.options}.{' '}
          {question.multiple ? `${QUIZ_RULES.correct}.` : `${QUIZ_RULES.singleCorrect}.`}
        </Hint>
        <FieldError id={`${ids.options}-error`} message={optionsError} />
        <ol className="quiz-editor__option-list">
          {question.options.map((option, optionIndex) => {
            const optionNumber = optionIndex + 1;
            const inputId = `${ids.options}-${optionIndex}`;
            const error = serverErrors.options.get(option.id);
            const correct = question.correct.includes(option.id);
            const correctLabel = (
              <>
                Correct<span className="visually-hidden"> option {optionNumber}</span>
              </>
            );
            return (
              <li key={option.id} className="quiz-editor__option">
                <label htmlFor={inputId} className="quiz-editor__option-label">
                  Option {optionNumber}
                </label>
                <Input
                  id={inputId}
                  className="quiz-editor__option-text"
                  value={option.text}
                  maxLength={LIMITS.quizOptionMax}
                  disabled={disabled}
                  status={error ? 'error' : undefined}
                  aria-invalid={error ? true : undefined}
                  aria-describedby={describedBy(error && `${inputId}-error`)}
                  onChange={(event) => setOptionText(option.id, event.target.value)}
                />
                {question.multiple ? (
                  <Checkbox
                    className="quiz-editor__correct"
                    checked={correct}
                    disabled={disabled}
                    aria-invalid={errors.correct ? true : undefined}
                    onChange={(event) => setCorrect(option.id, event.target.checked)}
                  >
                    {correctLabel}
                  </Checkbox>
                ) : (
                  <Radio
                    className="quiz-editor__correct"
                    name={`${domId}-correct`}
                    value={option.id}
                    checked={correct}
                    disabled={disabled}
                    onChange={(event) => {
                      if (event.target.checked) setCorrect(option.id, true);
                    }}
                  >
                    {correctLabel}
                  </Radio>
                )}
                <Button
                  id={`${inputId}-remove`}
                  type="text"
                  icon={<DeleteOutlined aria-hidden="true" />}
                  aria-label={`Remove option ${optionNumber} of question ${number}`}
                  disabled={disabled || !canRemoveOption}
                  onClick={() => actions.removeOption(question.id, option.id)}
                />
                <FieldError id={`${inputId}-error`} message={error} />
              </li>
            );
          })}
        </ol>
        <Button
          icon={<PlusOutlined aria-hidden="true" />}
          aria-label={`Add option to question ${number}`}
          disabled={disabled || !canAddOption}
          onClick={() => actions.addOption(question.id)}
        >
          Add option
        </Button>
      </fieldset>

      <LongTextField
        id={ids.explanation}
        label="Explanation"
        value={question.explanation}
        maxLength={LIMITS.quizExplanationMax}
        disabled={disabled}
        error={errors.explanation}
        hint={
          <>Learners read it after they answer. At most {LIMITS.quizExplanationMax} characters.</>
        }
        onChange={(explanation) => onChange({ ...question, explanation })}
      />

      {(problems.length > 0 || errors.question) && (
        <div id={ids.problems} className="quiz-editor__problems">
          {errors.question && <p className="quiz-editor__error">{errors.question}</p>}
          {problems.length > 0 && (
            <>
              <p className="quiz-editor__problems-title">Question {number} is not finished:</p>
              <ul>
                {problems.map((problem) => (
                  <li key={problem}>{problem}</li>
                ))}
              </ul>
            </>
          )}
        </div>
      )}
    </Card>
  );
});

// ---- The quiz ----

/**
 * The quiz of a lesson, as its author edits it: the pass mark, and each question with its prompt,
 * options (which are correct), and explanation; questions are added, moved and removed, options
 * added and removed within the limits the server keeps (LEARNING_LIMITS). A controlled component:
 * every edit calls `onChange` with the whole new quiz.
 *
 * The rules are shown beside their fields at all times, and a question that breaks one says so
 * under it. The server's `errors` of the last save are shown beside their fields and mark them
 * invalid; they are matched to questions and options when they arrive (a new `errors` object), so
 * that they stay with theirs when questions are moved afterwards. Ids of new questions and options
 * are new within the quiz.
 */
export function QuizEditor({
  value,
  onChange,
  errors,
  disabled = false,
}: QuizEditorProps): JSX.Element {
  const baseId = useId();
  const [anchored, setAnchored] = useState(() => ({
    source: errors,
    errors: anchorErrors(errors, value),
  }));
  let serverErrors = anchored.errors;
  // A parent may pass a new empty object each time it draws: no errors, then as before.
  const sameErrors = anchored.source === errors || (isEmpty(anchored.source) && isEmpty(errors));
  if (!sameErrors) {
    serverErrors = anchorErrors(errors, value);
    setAnchored({ source: errors, errors: serverErrors });
  }
  /** An emptied pass mark shows empty until the field is left, then the quiz's again. */
  const [passMarkEmpty, setPassMarkEmpty] = useState(false);
  const [announcement, setAnnouncement] = useState('');
  const focusNext = useRef<FocusTarget | null>(null);

  const questionDomId = (index: number) => `${baseId}-q${index}`;

  useEffect(() => {
    const target = focusNext.current;
    if (!target) return;
    focusNext.current = null;
    if (target.part === 'add-question') {
      document.getElementById(`${baseId}-add-question`)?.focus();
      return;
    }
    const index = value.questions.findIndex((question) => question.id === target.questionId);
    if (index < 0) return;
    const domId = questionDomId(index);
    let element: HTMLElement | null;
    if (target.part === 'option') {
      const optionIndex = value.questions[index]?.options.findIndex(
        (option) => option.id === target.optionId,
      );
      element = document.getElementById(`${domId}-options-${optionIndex}`);
    } else {
      element = document.getElementById(`${domId}-${target.part}`);
    }
    element?.focus();
  });

  /** The quiz and its onChange as last drawn, for the edits below (made once, so that a question
   * not edited is not drawn again). */
  const latest = useRef({ value, onChange });
  useLayoutEffect(() => {
    latest.current = { value, onChange };
  });

  const actions = useMemo(() => {
    const setQuestions = (questions: QuizQuestion[]) =>
      latest.current.onChange({ ...latest.current.value, questions });
    const questionById = (questionId: string) =>
      latest.current.value.questions.find((question) => question.id === questionId);
    const change = (next: QuizQuestion) =>
      setQuestions(
        latest.current.value.questions.map((question) =>
          question.id === next.id ? next : question,
        ),
      );

    const addQuestion = () => {
      const quiz = latest.current.value;
      if (quiz.questions.length >= QUESTIONS_MAX) return;
      const taken = idsOf(quiz);
      const question: QuizQuestion = {
        id: freshId('q', taken),
        prompt: '',
        multiple: false,
        options: Array.from({ length: OPTIONS_MIN }, () => ({ id: freshId('o', taken), text: '' })),
        correct: [],
        explanation: '',
      };
      focusNext.current = { questionId: question.id, part: 'prompt' };
      setQuestions([...quiz.questions, question]);
    };

    const remove = (index: number) => {
      const questions = latest.current.value.questions.filter((_, at) => at !== index);
      const next = questions[Math.min(index, questions.length - 1)];
      focusNext.current = next ? { questionId: next.id, part: 'title' } : { part: 'add-question' };
      setAnnouncement(`Question ${index + 1} removed.`);
      setQuestions(questions);
    };

    const move = (index: number, direction: 'up' | 'down') => {
      const questions = [...latest.current.value.questions];
      const to = direction === 'up' ? index - 1 : index + 1;
      const moving = questions[index];
      const other = questions[to];
      if (!moving || !other) return;
      questions[to] = moving;
      questions[index] = other;
      // Focus stays on the button pressed, or the other one once this one can no longer move.
      const atEnd = direction === 'up' ? to === 0 : to === questions.length - 1;
      focusNext.current = {
        questionId: moving.id,
        part: atEnd ? (direction === 'up' ? 'down' : 'up') : direction,
      };
      setAnnouncement(`Question ${index + 1} moved ${direction}: it is now question ${to + 1}.`);
      setQuestions(questions);
    };

    const addOption = (questionId: string) => {
      const question = questionById(questionId);
      if (!question || question.options.length >= OPTIONS_MAX) return;
      const option = { id: freshId('o', idsOf(latest.current.value)), text: '' };
      focusNext.current = { questionId, part: 'option', optionId: option.id };
      change({ ...question, options: [...question.options, option] });
    };

    const removeOption = (questionId: string, optionId: string) => {
      const question = questionById(questionId);
      if (!question || question.options.length <= OPTIONS_MIN) return;
      const at = question.options.findIndex((option) => option.id === optionId);
      const options = question.options.filter((option) => option.id !== optionId);
      const next = options[Math.min(at, options.length - 1)];
      if (next) focusNext.current = { questionId, part: 'option', optionId: next.id };
      change({ ...question, options, correct: question.correct.filter((id) => id !== optionId) });
    };

    return { change, addQuestion, remove, move, addOption, removeOption };
  }, []);

  const passMarkId = `${baseId}-pass-mark`;
  const passMarkInvalid =
    passMarkEmpty || !isPassMark(value.passMark) || serverErrors.passMark !== undefined;
  const questionCount = value.questions.length;
  const canAddQuestion = questionCount < QUESTIONS_MAX;

  return (
    <div className="quiz-editor">
      {serverErrors.other.length > 0 && (
        <ul className="quiz-editor__error quiz-editor__other-errors">
          {serverErrors.other.map(([key, message]) => (
            <li key={key}>{message}</li>
          ))}
        </ul>
      )}

      <div className="quiz-editor__field">
        <label htmlFor={passMarkId} className="quiz-editor__label">
          Pass mark (%)
        </label>
        <InputNumber<number>
          id={passMarkId}
          className="quiz-editor__pass-mark"
          value={passMarkEmpty ? null : value.passMark}
          step={1}
          disabled={disabled}
          status={passMarkInvalid ? 'error' : undefined}
          aria-invalid={passMarkInvalid ? true : undefined}
          aria-describedby={describedBy(
            serverErrors.passMark && `${passMarkId}-error`,
            `${passMarkId}-hint`,
          )}
          onChange={(next) => {
            if (next === null) {
              setPassMarkEmpty(true);
              return;
            }
            setPassMarkEmpty(false);
            onChange({ ...value, passMark: next });
          }}
          onBlur={() => setPassMarkEmpty(false)}
        />
        <FieldError id={`${passMarkId}-error`} message={serverErrors.passMark} />
        <Hint id={`${passMarkId}-hint`}>
          The share of questions a learner must get right to pass. {QUIZ_RULES.passMark}.
        </Hint>
      </div>

      <p id={`${baseId}-questions-rule`} className="quiz-editor__hint">
        {QUIZ_RULES.questions}: this one has {questionCount}.
      </p>
      <FieldError id={`${baseId}-questions-error`} message={serverErrors.questions} />

      {questionCount === 0 ? (
        <p className="quiz-editor__problems">
          The quiz has no questions yet: add at least {LEARNING_LIMITS.quizQuestionsMin}.
        </p>
      ) : (
        <ol className="quiz-editor__questions">
          {value.questions.map((question, index) => (
            <li key={question.id}>
              <QuestionEditor
                question={question}
                index={index}
                count={questionCount}
                domId={questionDomId(index)}
                serverErrors={serverErrors.byQuestion.get(question.id) ?? NO_QUESTION_ERRORS}
                disabled={disabled}
                actions={actions}
              />
            </li>
          ))}
        </ol>
      )}

      <Button
        id={`${baseId}-add-question`}
        type="dashed"
        block
        icon={<PlusOutlined aria-hidden="true" />}
        disabled={disabled || !canAddQuestion}
        aria-describedby={describedBy(
          `${baseId}-questions-rule`,
          serverErrors.questions && `${baseId}-questions-error`,
        )}
        onClick={actions.addQuestion}
      >
        Add question
      </Button>

      {/* Moves and removals, said to screen readers (focus stays where it was). */}
      <p className="visually-hidden" aria-live="polite">
        {announcement}
      </p>
    </div>
  );
}

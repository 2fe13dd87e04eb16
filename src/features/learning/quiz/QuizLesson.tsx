import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import type { QueryError } from '@/shared/api/apiErrors';
import type {
  LessonContent,
  QuizAnswer,
  QuizAttempt,
  QuizQuestionShown,
} from '@/shared/domain/learning';
import { Button } from '@/shared/components/button/Button';
import { Notice } from '@/shared/components/feedback/Notice';
import { newIdempotencyKey } from '@/shared/api/idempotent';
import { useSubmitQuizMutation, type QuizSubmission } from '../learningApi';
import { SaveFailed } from '../SaveFailed';
import './QuizLesson.css';

type Quiz = NonNullable<LessonContent['quiz']>;

/** The options chosen, by question id. */
type Answers = Record<string, string[]>;

const sameAnswers = (a: QuizAnswer[], b: QuizAnswer[]): boolean =>
  JSON.stringify(a) === JSON.stringify(b);

const optionTexts = (question: QuizQuestionShown | undefined, ids: readonly string[]): string =>
  ids.map((id) => question?.options.find((option) => option.id === id)?.text ?? id).join('; ') ||
  'nothing';

export interface QuizLessonProps {
  lesson: LessonContent & { quiz: Quiz };
  courseId: string;
  /** The learner's best attempt so far, when their progress is kept. */
  best?: { score: number; passed: boolean };
  /** The learner's progress is kept: they may submit (a visitor reads the questions only). */
  canSubmit: boolean;
}

/**
 * A quiz: the learner answers every question and submits; the server grades it and answers the
 * score, whether it reaches the pass mark, and each question's right answer and explanation.
 * Every attempt is kept, the best counts, and a new attempt is always possible; passing completes
 * the lesson (docs/decisions.md, "Learning").
 *
 * Each submit carries an Idempotency-Key, reused when the same answers are sent again after no
 * answer came back (by the automatic retries, Try again, or the browser coming back online), so
 * that the server counts the attempt once.
 */
export function QuizLesson({ lesson, courseId, best, canSubmit }: QuizLessonProps) {
  const quiz = lesson.quiz;
  const formId = useId();
  const [answers, setAnswers] = useState<Answers>({});
  const [unanswered, setUnanswered] = useState<string[]>([]);
  /** The submit under way or that failed, with its key: what Try again sends again. */
  const [pending, setPending] = useState<QuizSubmission | null>(null);
  const [failure, setFailure] = useState<QueryError | null>(null);
  const [attempt, setAttempt] = useState<QuizAttempt | null>(null);
  const [submitQuiz, state] = useSubmitQuizMutation();
  const resultHeading = useRef<HTMLHeadingElement>(null);
  const formRef = useRef<HTMLFormElement>(null);
  /** Where focus goes after the next render: the result, or the first question of a new attempt. */
  const focusNext = useRef<'result' | 'form' | null>(null);

  useEffect(() => {
    if (focusNext.current === 'result') resultHeading.current?.focus();
    if (focusNext.current === 'form') formRef.current?.querySelector<HTMLElement>('input')?.focus();
    focusNext.current = null;
  }, [attempt]);

  const send = (submission: QuizSubmission) => {
    setPending(submission);
    submitQuiz(submission)
      .unwrap()
      .then(
        (graded) => {
          setPending(null);
          setFailure(null);
          focusNext.current = 'result';
          setAttempt(graded);
        },
        (error: QueryError) => setFailure(error ?? null),
      );
  };

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (state.isLoading) return;
    const missing = quiz.questions
      .filter((question) => !answers[question.id]?.length)
      .map((question) => question.id);
    setUnanswered(missing);
    if (missing.length > 0) {
      // The first question without an answer takes focus; its message is read with it.
      const first = missing[0];
      event.currentTarget
        .querySelector<HTMLInputElement>(`[data-question="${CSS.escape(first ?? '')}"]`)
        ?.focus();
      return;
    }
    const given: QuizAnswer[] = quiz.questions.map((question) => ({
      questionId: question.id,
      optionIds: answers[question.id] ?? [],
    }));
    // The same answers again after a failure are the same submit: the same key.
    const idempotencyKey =
      pending && sameAnswers(pending.answers, given) ? pending.idempotencyKey : newIdempotencyKey();
    send({ courseId, lessonId: lesson._id, answers: given, idempotencyKey });
  };

  const choose = (question: QuizQuestionShown, optionId: string, checked: boolean) => {
    setAnswers((current) => {
      const chosen = current[question.id] ?? [];
      const next = question.multiple
        ? checked
          ? [...chosen.filter((id) => id !== optionId), optionId]
          : chosen.filter((id) => id !== optionId)
        : [optionId];
      // In the order the options are shown, whatever the order they were picked in.
      const ordered = question.options.map((option) => option.id).filter((id) => next.includes(id));
      return { ...current, [question.id]: ordered };
    });
    setUnanswered((current) => current.filter((id) => id !== question.id));
  };

  const retake = () => {
    setAnswers({});
    setUnanswered([]);
    focusNext.current = 'form';
    setAttempt(null);
  };

  const bestLine = best && (
    <p className="quiz__best">
      Your best score so far: {best.score}% ({best.passed ? 'passed' : 'not passed yet'}).
    </p>
  );

  if (attempt) {
    return (
      <section className="quiz quiz-result" aria-labelledby={`${formId}-result`}>
        <h2 id={`${formId}-result`} ref={resultHeading} tabIndex={-1}>
          Your score: {attempt.score}%
        </h2>
        <Notice
          tone={attempt.passed ? 'success' : 'info'}
          className="quiz-result__verdict"
          title={attempt.passed ? 'Passed' : 'Not passed yet'}
          description={
            attempt.passed
              ? `You reached the pass mark of ${attempt.passMark}%: this lesson is complete.`
              : `The pass mark is ${attempt.passMark}%. Read the explanations, then try again: your best attempt counts.`
          }
        />
        {bestLine}
        <ol className="quiz-result__questions">
          {attempt.results.map((result) => {
            const question = quiz.questions.find((item) => item.id === result.questionId);
            return (
              <li
                key={result.questionId}
                aria-labelledby={`${formId}-result-${result.questionId}`}
                className={`quiz-result__question quiz-result__question--${result.correct ? 'right' : 'wrong'}`}
              >
                <h3 id={`${formId}-result-${result.questionId}`}>
                  {question?.prompt ?? result.questionId}
                </h3>
                <p className="quiz-result__verdict-line">
                  <span className="quiz-result__mark" aria-hidden="true">
                    {result.correct ? '✓' : '✗'}
                  </span>{' '}
                  {result.correct ? 'Right' : 'Wrong'}: you chose{' '}
                  {optionTexts(question, result.chosen)}.
                </p>
                <p>
                  <strong>Right answer:</strong> {optionTexts(question, result.correctOptionIds)}.
                </p>
                <p className="quiz-result__explanation">{result.explanation}</p>
              </li>
            );
          })}
        </ol>
        <Button size="large" variant={attempt.passed ? 'default' : 'primary'} onClick={retake}>
          Try the quiz again
        </Button>
      </section>
    );
  }

  const missingCount = unanswered.length;
  return (
    <form
      ref={formRef}
      className="quiz"
      aria-labelledby={`${formId}-title`}
      noValidate
      onSubmit={onSubmit}
    >
      <h2 id={`${formId}-title`} className="visually-hidden">
        Questions
      </h2>
      <p className="quiz__intro">
        {quiz.questions.length} {quiz.questions.length === 1 ? 'question' : 'questions'}; the pass
        mark is {quiz.passMark}%. You may take it as often as you like: your best attempt counts.
      </p>
      {bestLine}
      <ol className="quiz__questions">
        {quiz.questions.map((question, index) => {
          const questionId = `${formId}-q${index}`;
          const missing = unanswered.includes(question.id);
          const chosen = answers[question.id] ?? [];
          return (
            <li key={question.id}>
              <fieldset
                className={`quiz__question${missing ? ' quiz__question--missing' : ''}`}
                aria-describedby={`${missing ? `${questionId}-error ` : ''}${questionId}-hint`}
              >
                <legend>
                  <span className="visually-hidden">Question {index + 1}: </span>
                  {question.prompt}
                </legend>
                <p id={`${questionId}-hint`} className="quiz__hint">
                  {question.multiple ? 'Choose every right answer.' : 'Choose one answer.'}
                </p>
                {missing && (
                  <p id={`${questionId}-error`} className="quiz__error">
                    Answer this question.
                  </p>
                )}
                {question.options.map((option, optionIndex) => (
                  <label key={option.id} className="quiz__option">
                    <input
                      type={question.multiple ? 'checkbox' : 'radio'}
                      name={questionId}
                      value={option.id}
                      checked={chosen.includes(option.id)}
                      onChange={(event) => choose(question, option.id, event.target.checked)}
                      data-question={optionIndex === 0 ? question.id : undefined}
                    />{' '}
                    <span>{option.text}</span>
                  </label>
                ))}
              </fieldset>
            </li>
          );
        })}
      </ol>
      {missingCount > 0 && (
        <Notice
          tone="error"
          role="alert"
          title={
            missingCount === 1
              ? 'One question has no answer yet.'
              : `${missingCount} questions have no answer yet.`
          }
          description="Answer every question, then submit."
        />
      )}
      {failure && pending && (
        <SaveFailed
          title="Your answers are not submitted yet."
          error={failure}
          onRetry={() => send(pending)}
          retrying={state.isLoading}
        />
      )}
      {canSubmit ? (
        <Button type="submit" variant="primary" size="large" loading={state.isLoading}>
          Submit answers
        </Button>
      ) : (
        <p className="quiz__visitor">
          Enroll in the course to submit your answers and see your score.
        </p>
      )}
    </form>
  );
}

import { useState, type ReactNode } from 'react';
import type { FormikErrors, FormikHelpers, FormikValues } from 'formik';
import {
  apiErrorCode,
  apiFieldErrors,
  describeApiError,
  type QueryError,
} from '../../api/apiErrors';
import { useFeedback } from '../feedback/Announcer';
import { useConfirmAction } from '../useConfirmAction';

/** What sending gave back: an RTK Query mutation's result, or a result of the same shape. */
export type SendResult<Answer> =
  { data: Answer; error?: undefined } | { data?: undefined; error: NonNullable<QueryError> };

/**
 * What the server's answer means: done (with the message that says so), not done for a reason
 * that is no error (e.g. the user already had the role: said beside the form), or nothing to say.
 */
export type AnswerMeaning = { done: string } | { notDone: string } | null;

/** Said beside the form after a submission that did not get done; the values are kept. */
export interface FormRefusal {
  /** 'error' when sending failed or the server refused; 'info' for a reason that is no error. */
  tone: 'error' | 'info';
  text: string;
  /** The server's machine-readable reason (e.g. 'already_enrolled'), if it gave one. */
  code?: string;
}

export interface FormSubmitOptions<Values, Payload, Answer> {
  /** Ask this question first; the dialog's OK button shows it loading while the form is sent. */
  confirm?: { title: string; content?: ReactNode; okText?: string };
  /** What is sent: the values as the form's schema casts them. */
  payload: (values: Values) => Payload | Promise<Payload>;
  send: (payload: Payload) => Promise<SendResult<Answer>>;
  /** What a successful answer means for what was sent. */
  meaning: (answer: Answer, payload: Payload) => AnswerMeaning;
  /** After a done submission: empty the form (default) or keep what was typed. */
  whenDone?: 'reset' | 'keep';
}

export interface FormSubmit<Values> {
  /** Formik's onSubmit. */
  onSubmit: (values: Values, helpers: FormikHelpers<Values>) => Promise<void>;
  /** True while the values are being sent (also while a confirm dialog waits for the answer). */
  sending: boolean;
  /** Why the last submission was not done; null before one and once a submission starts. */
  refusal: FormRefusal | null;
  /** True once the last submission was done, until the next one starts. */
  done: boolean;
}

/**
 * Submits a form the same way everywhere: optionally asks to confirm, sends, then says what came of
 * it. Done: the form's success message is shown and announced (useFeedback) and the form is reset
 * or keeps its values, as it asks. Not done: the reason is kept in `refusal` for the form to show
 * beside it, field messages of a validation answer go beside their fields, and what was typed stays.
 */
export function useFormSubmit<Values extends FormikValues, Payload, Answer>({
  confirm,
  payload,
  send,
  meaning,
  whenDone = 'reset',
}: FormSubmitOptions<Values, Payload, Answer>): FormSubmit<Values> {
  const feedback = useFeedback();
  const confirmAction = useConfirmAction();
  const [sending, setSending] = useState(false);
  const [refusal, setRefusal] = useState<FormRefusal | null>(null);
  const [done, setDone] = useState(false);

  /**
   * Sends the values; the success message when done, else null, and `refuse` is given the refusal
   * and the field messages to show.
   */
  const sendValues = async (
    values: Values,
    helpers: FormikHelpers<Values>,
    refuse: (refused: FormRefusal, fieldErrors?: FormikErrors<Values>) => void,
  ) => {
    setRefusal(null);
    setDone(false);
    setSending(true);
    try {
      const sent = await payload(values);
      const result = await send(sent);
      if (result.error) {
        refuse(
          {
            tone: 'error',
            text: describeApiError(result.error),
            code: apiErrorCode(result.error),
          },
          apiFieldErrors(result.error) as FormikErrors<Values>,
        );
        return null;
      }
      const meant = meaning(result.data, sent);
      if (!meant) return null;
      if ('notDone' in meant) {
        refuse({ tone: 'info', text: meant.notDone });
        return null;
      }
      if (whenDone === 'reset') helpers.resetForm();
      setDone(true);
      return meant.done;
    } finally {
      setSending(false);
    }
  };

  const onSubmit = async (values: Values, helpers: FormikHelpers<Values>) => {
    const show = (refused: FormRefusal, fieldErrors?: FormikErrors<Values>) => {
      if (fieldErrors) helpers.setErrors(fieldErrors);
      setRefusal(refused);
    };
    if (!confirm) {
      const message = await sendValues(values, helpers, show);
      if (message) feedback.success(message);
      return;
    }
    // The form is no longer submitting while the question is asked; `sending` covers the sending.
    // A refusal is shown (and its alert read out) beside the form once the dialog has closed:
    // while it is open the form is inert.
    let refused: Parameters<typeof show> | null = null;
    confirmAction({
      ...confirm,
      focusWhenDone: 'opener',
      run: async () => {
        const message = await sendValues(values, helpers, (...shown) => {
          refused = shown;
        });
        return message ? { done: true, text: message } : null;
      },
      whenClosed: () => {
        if (refused) show(...refused);
      },
    });
  };

  return { onSubmit, sending, refusal, done };
}

import { useEffect, useRef, type ReactNode } from 'react';
import { useConfirmDialogs } from './ConfirmDialogs';
import { useFeedback } from './feedback/Announcer';
import { focusPageHeading } from './focusPageHeading';

/** What a confirmed action did: done, or not (with the reason); null when nothing to say. */
export interface ActionOutcome {
  done: boolean;
  text: string;
}

export interface ConfirmActionOptions {
  title: string;
  content?: ReactNode;
  /** The confirming button's text; default 'OK'. */
  okText?: string;
  /** Runs on OK, while the dialog shows its OK button loading. */
  run: () => Promise<ActionOutcome | null>;
  /**
   * Where focus goes once the action is done: the page heading (default), for a row action whose
   * button is gone by then; or back to the control that opened the dialog (a form's submit button,
   * which stays).
   */
  focusWhenDone?: 'pageHeading' | 'opener';
  /**
   * Runs once the dialog has closed, before the outcome is said: the place to show what the page
   * says beside a form, since the page is inert, and its alerts silent, while the dialog is open.
   */
  whenClosed?: () => void;
}

/**
 * Asks to confirm an action (delete a course, cancel or refund an enrollment, send a form), then
 * runs it. Closing the dialog returns focus to the control that opened it; once a row's action is
 * done that button is gone, so focus moves to the page heading instead. The outcome is shown and
 * announced after focus has moved, since a focus change cuts an announcement short. Leaving the
 * page closes its dialog.
 */
export function useConfirmAction(): (options: ConfirmActionOptions) => void {
  const confirm = useConfirmDialogs();
  const feedback = useFeedback();
  // Aborted when the component that asks goes (its page was left): its dialog goes too.
  const mounted = useRef<AbortController | null>(null);
  useEffect(() => {
    const controller = new AbortController();
    mounted.current = controller;
    return () => controller.abort();
  }, []);
  return ({ title, content, okText = 'OK', run, focusWhenDone = 'pageHeading', whenClosed }) => {
    let outcome: ActionOutcome | null = null;
    confirm({
      signal: mounted.current?.signal ?? new AbortController().signal,
      title,
      content,
      okText,
      cancelText: 'Cancel',
      onOk: async () => {
        outcome = await run();
      },
      afterClose: () => {
        whenClosed?.();
        if (!outcome) return;
        if (outcome.done) {
          if (focusWhenDone === 'pageHeading') focusPageHeading();
          feedback.success(outcome.text);
        } else {
          feedback.error(outcome.text);
        }
      },
    });
  };
}

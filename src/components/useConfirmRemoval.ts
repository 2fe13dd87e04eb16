import type { ReactNode } from 'react';
import { App } from 'antd';
import { useFeedback } from './feedback/Announcer';
import { focusPageHeading } from './focusPageHeading';

/** What a confirmed removal did: removed, or not (with the reason); null when nothing to say. */
export interface RemovalOutcome {
  removed: boolean;
  text: string;
}

export interface ConfirmRemovalOptions {
  title: string;
  content: ReactNode;
  /** Runs on OK, while the dialog shows its OK button loading. */
  remove: () => Promise<RemovalOutcome | null>;
}

/**
 * Asks to confirm removing a row (OK / Cancel), then removes it. Closing the dialog returns focus
 * to the row's button that opened it; once the row is removed that button is gone, so focus moves
 * to the page heading instead. The outcome is shown and announced after focus has moved, since a
 * focus change cuts an announcement short.
 */
export function useConfirmRemoval(): (options: ConfirmRemovalOptions) => void {
  const { modal } = App.useApp();
  const feedback = useFeedback();
  return ({ title, content, remove }) => {
    let outcome: RemovalOutcome | null = null;
    modal.confirm({
      title,
      content,
      okText: 'OK',
      cancelText: 'Cancel',
      onOk: async () => {
        outcome = await remove();
      },
      afterClose: () => {
        if (!outcome) return;
        if (outcome.removed) {
          focusPageHeading();
          feedback.success(outcome.text);
        } else {
          feedback.error(outcome.text);
        }
      },
    });
  };
}

import { useEffect } from 'react';
import { Modal } from 'antd';
import { AntdTheme } from '@/shared/theme/AntdTheme';
import type { Confirm } from './ConfirmDialogs';

function ConfirmHolder({ onReady }: { onReady: (confirm: Confirm) => void }) {
  const [modal, dialogs] = Modal.useModal();
  useEffect(() => {
    onReady(({ signal, ...options }) => {
      const dialog = modal.confirm(options);
      // Its page was left (the Back button): the dialog goes with it, running nothing.
      signal.addEventListener('abort', () => dialog.destroy(), { once: true });
    });
  }, [modal, onReady]);
  return dialogs;
}

/**
 * Ant Design's confirmation dialogs in the site's theme: the part of ConfirmDialogs that loads
 * when the first confirmation is asked for. Only the modal part of antd's `App` (its message and
 * notification are unused: useFeedback shows results).
 */
export function ConfirmDialogHost({ onReady }: { onReady: (confirm: Confirm) => void }) {
  return (
    <AntdTheme>
      <ConfirmHolder onReady={onReady} />
    </AntdTheme>
  );
}

import { createContext, useCallback, useContext, useRef, useState, type ReactNode } from 'react';
import { Button } from './button/Button';
import { Dialog } from './dialog/Dialog';

/** One confirmation dialog: what it asks, its buttons, and what runs on OK. */
export interface ConfirmRequest {
  title: string;
  /** Text under the title (the dialog renders outside the router: no links). */
  content?: ReactNode;
  okText: string;
  cancelText: string;
  /** Runs on OK, while the OK button shows it is busy; the dialog closes when it settles. */
  onOk: () => Promise<void>;
  /** Runs once the dialog has closed (and focus is back on the control that opened it). */
  afterClose: () => void;
  /** Aborted when whoever asked has gone (its page was left): the dialog closes, running nothing. */
  signal: AbortSignal;
}

export type Confirm = (request: ConfirmRequest) => void;

const ConfirmDialogsContext = createContext<Confirm | null>(null);

/**
 * Where confirmation dialogs (useConfirmAction) render, around every page: the site's Dialog, with
 * Cancel first (where focus starts: the choice that changes nothing) and the confirming button
 * last. One at a time: the page behind an open dialog is inert. OK shows it is busy while its
 * action runs, and the dialog closes when the action settles.
 */
export function ConfirmDialogs({ children }: { children: ReactNode }) {
  const [request, setRequest] = useState<ConfirmRequest | null>(null);
  const [open, setOpen] = useState(false);
  const [busy, setBusy] = useState(false);
  // The request on screen, for the dialog's own events.
  const shown = useRef<ConfirmRequest | null>(null);

  const confirm = useCallback<Confirm>((next) => {
    if (next.signal.aborted) return;
    shown.current = next;
    setRequest(next);
    setBusy(false);
    setOpen(true);
    next.signal.addEventListener(
      'abort',
      () => {
        if (shown.current === next) setOpen(false);
      },
      { once: true },
    );
  }, []);

  const ok = async () => {
    if (!request) return;
    setBusy(true);
    try {
      await request.onOk();
    } finally {
      setBusy(false);
      setOpen(false);
    }
  };

  return (
    <ConfirmDialogsContext.Provider value={confirm}>
      {children}
      <Dialog
        title={request?.title ?? ''}
        open={open && request !== null}
        busy={busy}
        closable={false}
        onClose={() => setOpen(false)}
        afterClose={() => {
          const closed = shown.current;
          shown.current = null;
          setRequest(null);
          if (closed && !closed.signal.aborted) closed.afterClose();
        }}
        footer={
          request && (
            <>
              <Button size="large" disabled={busy} onClick={() => setOpen(false)}>
                {request.cancelText}
              </Button>
              <Button variant="primary" size="large" loading={busy} onClick={() => void ok()}>
                {request.okText}
              </Button>
            </>
          )
        }
      >
        {request?.content && <p>{request.content}</p>}
      </Dialog>
    </ConfirmDialogsContext.Provider>
  );
}

/** Opens a confirmation dialog (ConfirmDialogs, in AppProviders). */
export function useConfirmDialogs(): Confirm {
  const confirm = useContext(ConfirmDialogsContext);
  if (!confirm) throw new Error('useConfirmDialogs needs a <ConfirmDialogs> around it');
  return confirm;
}

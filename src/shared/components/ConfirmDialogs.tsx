import {
  createContext,
  useCallback,
  useContext,
  useRef,
  useState,
  type ComponentType,
  type ReactNode,
} from 'react';
import { messages } from '@/shared/messages';
import { Button } from './button/Button';
import { useFeedback } from './feedback/Announcer';
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

/** What a confirmation dialog's look is given: the request, its state and its three events. */
export interface ConfirmViewProps {
  request: ConfirmRequest | null;
  open: boolean;
  /** OK's action is running: Escape, Cancel and OK do nothing meanwhile. */
  busy: boolean;
  onCancel: () => void;
  onOk: () => void;
  /** Once it has closed and focus is back on its opener. */
  afterClose: () => void;
}

/** The site's own dialog, for the public pages, which load no component library. */
function NativeConfirmView({ request, open, busy, onCancel, onOk, afterClose }: ConfirmViewProps) {
  return (
    <Dialog
      title={request?.title ?? ''}
      description={request?.content}
      open={open && request !== null}
      busy={busy}
      closable={false}
      onClose={onCancel}
      afterClose={afterClose}
      footer={
        request && (
          <>
            <Button size="large" disabled={busy} onClick={onCancel}>
              {request.cancelText}
            </Button>
            <Button variant="primary" size="large" loading={busy} onClick={onOk}>
              {request.okText}
            </Button>
          </>
        )
      }
    />
  );
}

const ConfirmDialogsContext = createContext<Confirm | null>(null);

/** The request on screen, and what ends its watch on the asker's signal. */
interface Shown {
  request: ConfirmRequest;
  unwatch: AbortController;
  /** OK's action threw: said once the dialog has closed. */
  failed: boolean;
}

/**
 * Where confirmation dialogs (useConfirmAction) render, around every page (and again around the
 * screens built with Ant Design, in its look): the question read out with its title, Cancel first (where focus starts: the choice that changes
 * nothing) and the confirming button last. One at a time: the page behind an open dialog is inert.
 * OK shows it is busy while its action runs (Escape, Cancel and OK do nothing meanwhile), and the
 * dialog closes when the action settles; if the action fails unexpectedly, the page says so once
 * the dialog has closed.
 */
export function ConfirmDialogs({
  children,
  View = NativeConfirmView,
}: {
  children: ReactNode;
  /** How the dialog looks: the site's own by default; Ant Design's on its screens. */
  View?: ComponentType<ConfirmViewProps>;
}) {
  const feedback = useFeedback();
  const [request, setRequest] = useState<ConfirmRequest | null>(null);
  const [open, setOpen] = useState(false);
  const [busy, setBusy] = useState(false);
  const shown = useRef<Shown | null>(null);

  const confirm = useCallback<Confirm>((next) => {
    if (next.signal.aborted) return;
    shown.current?.unwatch.abort();
    const current: Shown = { request: next, unwatch: new AbortController(), failed: false };
    shown.current = current;
    setRequest(next);
    setBusy(false);
    setOpen(true);
    // Its page was left (the Back button): the dialog closes, running nothing more.
    next.signal.addEventListener(
      'abort',
      () => {
        if (shown.current === current) setOpen(false);
      },
      { once: true, signal: current.unwatch.signal },
    );
  }, []);

  const ok = async () => {
    const current = shown.current;
    if (!current) return;
    setBusy(true);
    try {
      await current.request.onOk();
    } catch {
      current.failed = true;
    } finally {
      // A later request (another page's) keeps its dialog.
      if (shown.current === current) {
        setBusy(false);
        setOpen(false);
      }
    }
  };

  return (
    <ConfirmDialogsContext.Provider value={confirm}>
      {children}
      <View
        request={request}
        open={open}
        busy={busy}
        onCancel={() => setOpen(false)}
        onOk={() => void ok()}
        afterClose={() => {
          const closed = shown.current;
          shown.current = null;
          setRequest(null);
          if (!closed) return;
          closed.unwatch.abort();
          if (closed.request.signal.aborted) return;
          if (closed.failed) feedback.error(messages.actionFailed);
          else closed.request.afterClose();
        }}
      />
    </ConfirmDialogsContext.Provider>
  );
}

/** Opens a confirmation dialog (ConfirmDialogs, in AppProviders). */
export function useConfirmDialogs(): Confirm {
  const confirm = useContext(ConfirmDialogsContext);
  if (!confirm) throw new Error('useConfirmDialogs needs a <ConfirmDialogs> around it');
  return confirm;
}

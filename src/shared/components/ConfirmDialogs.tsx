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
import { useFeedback } from './feedback/Announcer';

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
  /**
   * Aborted when whoever asked has gone (its page was left): a dialog still waiting for its code
   * does not open, and an open one closes without running anything.
   */
  signal: AbortSignal;
}

export type Confirm = (request: ConfirmRequest) => void;

/** What ConfirmDialogs loads on the first confirmation: the dialog's host, given its `confirm`. */
export type ConfirmHost = ComponentType<{ onReady: (confirm: Confirm) => void }>;

const ConfirmDialogsContext = createContext<Confirm | null>(null);

const loadHost = (): Promise<ConfirmHost> =>
  import(/* webpackChunkName: "confirm-dialog" */ './ConfirmDialogHost').then(
    (module) => module.ConfirmDialogHost,
  );

/**
 * Where confirmation dialogs (useConfirmAction) render, around every page. The dialog is Ant
 * Design's confirm (ConfirmDialogHost, with its theme), loaded on the first confirmation asked
 * for, not with the page: a table page whose rows only may ask (My Courses' Cancel, Manage
 * Course's Delete) loads none of Ant Design until someone presses one.
 *
 * While that code loads, one request waits: pressing again, or another row's button, replaces it,
 * so one dialog opens, for the last press. If the load fails (offline), the page says so, nothing
 * runs, and the next press tries again.
 */
export function ConfirmDialogs({ children }: { children: ReactNode }) {
  const feedback = useFeedback();
  const [Host, setHost] = useState<ConfirmHost | null>(null);
  const hostConfirm = useRef<Confirm | null>(null);
  const waiting = useRef<ConfirmRequest | null>(null);
  const loading = useRef(false);

  const confirm = useCallback<Confirm>(
    (request) => {
      if (hostConfirm.current) {
        hostConfirm.current(request);
        return;
      }
      waiting.current = request;
      if (loading.current) return;
      loading.current = true;
      loadHost().then(
        (host) => setHost(() => host),
        () => {
          loading.current = false;
          const lost = waiting.current;
          waiting.current = null;
          if (lost && !lost.signal.aborted) feedback.error(messages.loadFailed);
        },
      );
    },
    [feedback],
  );

  const onReady = useCallback((ready: Confirm) => {
    hostConfirm.current = ready;
    const request = waiting.current;
    waiting.current = null;
    if (request && !request.signal.aborted) ready(request);
  }, []);

  return (
    <ConfirmDialogsContext.Provider value={confirm}>
      {children}
      {Host && <Host onReady={onReady} />}
    </ConfirmDialogsContext.Provider>
  );
}

/** Opens a confirmation dialog (ConfirmDialogs, in AppProviders). */
export function useConfirmDialogs(): Confirm {
  const confirm = useContext(ConfirmDialogsContext);
  if (!confirm) throw new Error('useConfirmDialogs needs a <ConfirmDialogs> around it');
  return confirm;
}

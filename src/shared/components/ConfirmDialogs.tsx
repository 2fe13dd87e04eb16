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
  /** Once the dialog has closed, focus back on the control that opened it. */
  afterClose: () => void;
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
 * for, not with the page: a page that only may ask (My Courses' Cancel, a form's Send) loads none
 * of Ant Design until someone presses the button. If that load fails (offline), the page says so
 * and nothing runs.
 */
export function ConfirmDialogs({ children }: { children: ReactNode }) {
  const feedback = useFeedback();
  const [Host, setHost] = useState<ConfirmHost | null>(null);
  const confirmRef = useRef<Confirm | null>(null);
  const waiting = useRef<ConfirmRequest[]>([]);

  const confirm = useCallback<Confirm>(
    (request) => {
      if (confirmRef.current) {
        confirmRef.current(request);
        return;
      }
      waiting.current.push(request);
      if (waiting.current.length > 1) return;
      loadHost().then(
        (host) => setHost(() => host),
        () => {
          waiting.current = [];
          feedback.error(messages.loadFailed);
        },
      );
    },
    [feedback],
  );

  const onReady = useCallback((hostConfirm: Confirm) => {
    confirmRef.current = hostConfirm;
    for (const request of waiting.current.splice(0)) hostConfirm(request);
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

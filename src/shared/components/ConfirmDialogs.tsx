import { createContext, useContext, type ReactNode } from 'react';
import { Modal } from 'antd';

type ModalApi = ReturnType<typeof Modal.useModal>[0];

const ConfirmDialogsContext = createContext<ModalApi | null>(null);

/**
 * Where confirmation dialogs (useConfirmAction) render: inside the theme and the router, as antd's
 * hook-based modals need. Only the modal part of antd's `App` (which would also set up its message
 * and notification, unused here: useFeedback shows results; their code and first render were 50-80
 * ms of main-thread time, 4x CPU, on each page that uses Ant Design).
 */
export function ConfirmDialogs({ children }: { children: ReactNode }) {
  const [modal, dialogs] = Modal.useModal();
  return (
    <ConfirmDialogsContext.Provider value={modal}>
      {children}
      {dialogs}
    </ConfirmDialogsContext.Provider>
  );
}

/** The modal API of the nearest ConfirmDialogs (AntdShell puts one around the antd routes). */
export function useConfirmDialogs(): ModalApi {
  const modal = useContext(ConfirmDialogsContext);
  if (!modal) throw new Error('useConfirmDialogs needs a <ConfirmDialogs> around it');
  return modal;
}

import { useId, useRef } from 'react';
import { Button, Modal } from 'antd';
import type { ConfirmViewProps } from './ConfirmDialogs';
import { focusOnceOpened, TabWithin } from './dialog/TabWithin';

/**
 * A confirmation dialog in Ant Design's look, for the screens built with it (the dashboard and the
 * instructor's screens, src/app/AntdShell.tsx): its question read out with its title, Cancel
 * first and where focus starts (the choice that changes nothing), OK busy while its action runs.
 */
export function AntdConfirmView({
  request,
  open,
  busy,
  onCancel,
  onOk,
  afterClose,
}: ConfirmViewProps) {
  const descriptionId = useId();
  const cancel = useRef<HTMLButtonElement>(null);
  return (
    <Modal
      modalRender={(content) => <TabWithin>{content}</TabWithin>}
      open={open && request !== null}
      title={request?.title}
      closable={false}
      mask={{ closable: false }}
      keyboard={!busy}
      onCancel={() => {
        if (!busy) onCancel();
      }}
      afterClose={afterClose}
      // Closed, it leaves the page: nothing of it stays for a screen reader to find.
      destroyOnHidden
      afterOpenChange={(opened) => {
        const dialog = cancel.current?.closest('[role="dialog"]');
        if (!opened || !dialog) return;
        // antd names the dialog by its title but links no description: the question is read
        // out with the title when focus enters, as on the site's own dialog.
        if (request?.content) dialog.setAttribute('aria-describedby', descriptionId);
        focusOnceOpened(dialog, cancel.current);
      }}
      footer={
        request && [
          <Button key="cancel" ref={cancel} size="large" disabled={busy} onClick={onCancel}>
            {request.cancelText}
          </Button>,
          <Button key="ok" type="primary" size="large" loading={busy} onClick={onOk}>
            {request.okText}
          </Button>,
        ]
      }
    >
      {request?.content && <div id={descriptionId}>{request.content}</div>}
    </Modal>
  );
}

import { useId, useRef, useState } from 'react';
import { Button, Modal } from 'antd';
import { Formik } from 'formik';
import { REVOCATION_REASON_MAX, type PublicCertificate } from '@/shared/domain/certificates';
import { revocationSchema, VALIDATE_OPTIONS } from '@/shared/domain/schemas';
import { Form } from '@/shared/components/form/Form';
import { AntdTextAreaField, type TextAreaHandle } from '@/shared/components/form/AntdFormFields';
import { RefusalAlert } from '@/shared/components/form/RefusalAlert';
import { useFormSubmit } from '@/shared/components/form/useFormSubmit';
import { useRevokeCertificateMutation } from './revokeCertificateApi';
import { TabWithin } from '@/shared/components/dialog/TabWithin';

interface RevocationValues {
  reason: string;
}

export interface RevokeCertificateDialogProps {
  certificateId: string;
  learnerName: string;
  courseName: string;
  /**
   * Runs once the dialog has closed, focus back on the button that opened it (when its row still
   * has it); `revoked` when the server revoked the certificate.
   */
  onClosed: (revoked: boolean) => void;
}

/**
 * All Enroll's "Revoke certificate": a required reason (the certificate's page shows it), Cancel
 * and Revoke. The server's refusal (a field message, a certificate revoked meanwhile) stays in the
 * dialog with the reason as typed. The dialog opens when mounted, its reason focused; the page
 * says that the certificate was revoked once the dialog has closed, since a message said while it
 * is open may go unheard.
 */
export function RevokeCertificateDialog({
  certificateId,
  learnerName,
  courseName,
  onClosed,
}: RevokeCertificateDialogProps) {
  const formId = useId();
  const reasonRef = useRef<TextAreaHandle>(null);
  const [revoke] = useRevokeCertificateMutation();
  // Closing runs the dialog's own close, which returns focus to its opener; unmounting at once
  // would drop focus to the page's start.
  const [open, setOpen] = useState(true);
  const revoked = useRef(false);
  const { onSubmit, sending, refusal } = useFormSubmit({
    payload: (values: RevocationValues) => revocationSchema.validate(values, VALIDATE_OPTIONS),
    send: (payload: { reason: string }) => revoke({ certificateId, reason: payload.reason }),
    // Revoked: the dialog closes and the page says so afterwards, so there is nothing to say here.
    meaning: (_answer: PublicCertificate) => {
      revoked.current = true;
      setOpen(false);
      return null;
    },
  });
  // Nothing closes it while the revocation is under way.
  const close = () => {
    if (!sending) setOpen(false);
  };

  return (
    <Modal
      modalRender={(content) => <TabWithin>{content}</TabWithin>}
      open={open}
      title={`Revoke certificate: ${courseName}`}
      onCancel={close}
      afterOpenChange={(opened) => {
        if (opened) reasonRef.current?.focus();
      }}
      afterClose={() => onClosed(revoked.current)}
      footer={
        <>
          <Button disabled={sending} onClick={close}>
            Cancel
          </Button>
          <Button type="primary" danger htmlType="submit" form={formId} loading={sending}>
            Revoke
          </Button>
        </>
      }
    >
      <p className="revoke-certificate__summary">
        The certificate of {learnerName} for {courseName} will no longer be valid. Its page says
        that it was revoked, and why.
      </p>
      <Formik<RevocationValues>
        initialValues={{ reason: '' }}
        validationSchema={revocationSchema}
        onSubmit={onSubmit}
      >
        <Form id={formId} noValidate>
          <AntdTextAreaField
            inputRef={reasonRef}
            maxLength={REVOCATION_REASON_MAX}
            name="reason"
            label="Reason"
            required
            disabled={sending}
            hint={`Shown on the certificate's page. At most ${REVOCATION_REASON_MAX} characters.`}
          />
          <RefusalAlert refusal={refusal} className="revoke-certificate__refusal" />
        </Form>
      </Formik>
    </Modal>
  );
}

import { Suspense, useCallback, useRef, useState } from 'react';
import { Alert, Modal } from 'antd';
import { getAppConfig } from '../../app/appConfig';
import { describeApiError } from '../../app/apiErrors';
import type { Enrollment } from '../../app/domain/entities';
import { payFor } from '../../app/messages';
import { useServices } from '../../app/ServicesContext';
import { useFeedback } from '../../components/feedback/Announcer';
import { focusPageHeading } from '../../components/focusPageHeading';
import type { CardTokenizer } from '../../lib/payments/cardPayments';
import { usePayMutation } from './enrollmentApi';
import './PaymentDialog.css';

/**
 * Pays one enrollment by card (D10): the card entry turns the card into a token, and the token,
 * the enrollment and the product go to POST /payment. A refusal keeps the dialog open with the
 * reason, so the user can fix the card. The dialog opens when mounted; `onClosed` runs after it
 * has closed, once focus is back on the control that opened it. After a payment that control (the
 * row's Pay button) is disabled, so focus goes to the page heading and the payment is announced.
 */
export function PaymentDialog({
  enrollment,
  onClosed,
}: {
  enrollment: Enrollment;
  onClosed: () => void;
}) {
  const { payments } = useServices();
  const feedback = useFeedback();
  const [pay] = usePayMutation();
  const tokenizer = useRef<CardTokenizer | null>(null);
  const [cardReady, setCardReady] = useState(false);
  const [paying, setPaying] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const [paid, setPaid] = useState(false);
  // Closing runs the Modal's own close, which returns focus to the opener; unmounting at once
  // would drop focus to the page's start.
  const [open, setOpen] = useState(true);
  const close = () => setOpen(false);

  const onTokenizerChange = useCallback((next: CardTokenizer | null) => {
    tokenizer.current = next;
    setCardReady(next !== null);
  }, []);

  const submitPayment = async () => {
    if (!tokenizer.current) return;
    setPaying(true);
    setFailure(null);
    try {
      const card = await tokenizer.current.createToken(enrollment.displayName);
      if ('error' in card) {
        setFailure(card.error);
        return;
      }
      const result = await pay({
        token: card.token,
        enrollmentId: enrollment._id,
        product: {
          name: enrollment.name,
          price: enrollment.price,
          productBy: getAppConfig().siteName,
        },
      });
      if ('error' in result) {
        setFailure(describeApiError(result.error));
        return;
      }
      setPaid(true);
      close();
    } finally {
      setPaying(false);
    }
  };

  return (
    <Modal
      open={open}
      afterClose={() => {
        if (paid) {
          focusPageHeading();
          feedback.success(`Payment received: ${enrollment.name} is paid.`);
        }
        onClosed();
      }}
      title={payFor(enrollment.name)}
      okText={`Pay ${enrollment.price} $`}
      cancelText="Cancel"
      onOk={() => void submitPayment()}
      onCancel={close}
      confirmLoading={paying}
      okButtonProps={{ disabled: !cardReady }}
      mask={{ closable: !paying }}
      destroyOnHidden
    >
      <p className="payment-dialog__amount">
        Amount: <strong>{enrollment.price} $</strong> (charged as{' '}
        {Math.round(enrollment.price * 100)} cents)
      </p>
      <Suspense
        fallback={
          <p role="status" aria-live="polite">
            Loading the card form…
          </p>
        }
      >
        <payments.CardEntry onTokenizerChange={onTokenizerChange} disabled={paying} />
      </Suspense>
      {failure && (
        <Alert
          className="payment-dialog__failure"
          type="error"
          showIcon
          role="alert"
          title={failure}
        />
      )}
    </Modal>
  );
}

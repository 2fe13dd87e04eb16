import { Suspense, useCallback, useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import { Button, Modal } from 'antd';
import { getAppConfig } from '@/shared/config/appConfig';
import { describeApiError } from '@/shared/api/apiErrors';
import type { Enrollment } from '@/shared/domain/entities';
import { formatDollars } from '@/shared/domain/price';
import { payFor } from '@/shared/messages';
import { receiptPath } from '@/shared/routing/paths';
import { useServices } from '@/shared/services/ServicesContext';
import { useFeedback } from '@/shared/components/feedback/Announcer';
import { Notice } from '@/shared/components/feedback/Notice';
import type { CardTokenizer } from '@/shared/services/payments/cardPayments';
import { newIdempotencyKey } from '@/shared/api/idempotent';
import { usePayMutation } from './enrollmentApi';
import './PaymentDialog.css';
import { focusOnceOpened, TabWithin } from '@/shared/components/dialog/TabWithin';

interface PaymentDialogProps {
  enrollment: Enrollment;
  onClosed: () => void;
}

/**
 * Pays one enrollment by card: the card entry turns the card into a token (with the card's brand
 * and last four digits), and the token, the enrollment and the price shown go to POST /payment with
 * a new Idempotency-Key for this submission (retries of it reuse the key, so it is charged once).
 * The server charges the enrollment's own price. A refusal keeps the dialog open with the reason,
 * so the user can fix the card. The dialog opens when mounted; `onClosed` runs after it has closed,
 * once focus is back on the control that opened it. After a payment the receipt opens. My Courses
 * loads it when the learner presses "Pay with ...". Ant Design's modal and buttons, as every
 * dialog of the dashboard; the card entry is the payment service's own (Stripe's in production).
 */
export function PaymentDialog({ enrollment, onClosed }: PaymentDialogProps) {
  const { payments } = useServices();
  const feedback = useFeedback();
  const navigate = useNavigate();
  const [pay] = usePayMutation();
  const tokenizer = useRef<CardTokenizer | null>(null);
  const [cardReady, setCardReady] = useState(false);
  const [paying, setPaying] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const [paid, setPaid] = useState(false);
  // Closing runs the dialog's own close, which returns focus to the opener; unmounting at once
  // would drop focus to the page's start.
  const [open, setOpen] = useState(true);
  const close = () => setOpen(false);
  // Escape, Close and a press beside it ask to close it; nothing closes it while the payment runs.
  const askToClose = () => {
    if (!paying) close();
  };
  // Opened, focus starts on its Close button, as it did on the site's own dialog: the card form
  // may still be loading. The button is antd's, reached through the panel that holds it.
  const panel = useRef<HTMLDivElement>(null);
  const focusClose = (opened: boolean) => {
    const dialog = panel.current?.closest('[role="dialog"]');
    if (!opened || !dialog) return;
    focusOnceOpened(dialog, dialog.querySelector<HTMLButtonElement>('button[aria-label="Close"]'));
  };

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
        idempotencyKey: newIdempotencyKey(),
        payment: {
          token: card.token,
          card: card.card,
          enrollmentId: enrollment._id,
          product: {
            name: enrollment.name,
            price: enrollment.price,
            productBy: getAppConfig().siteName,
          },
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
      onCancel={askToClose}
      closable={{ disabled: paying }}
      keyboard={!paying}
      mask={{ closable: !paying }}
      modalRender={(content) => <TabWithin ref={panel}>{content}</TabWithin>}
      afterOpenChange={focusClose}
      afterClose={() => {
        onClosed();
        if (paid) {
          feedback.success(`Payment received: ${enrollment.name} is paid.`);
          void navigate(receiptPath(enrollment._id), { state: { justPaid: true } });
        }
      }}
      title={payFor(enrollment.name)}
      footer={
        <>
          <Button size="large" disabled={paying} onClick={close}>
            Cancel
          </Button>
          <Button
            type="primary"
            size="large"
            disabled={!cardReady}
            loading={paying}
            onClick={() => void submitPayment()}
          >
            {`Pay ${formatDollars(enrollment.price)}`}
          </Button>
        </>
      }
    >
      <p className="payment-dialog__amount">
        Amount: <strong>{formatDollars(enrollment.price)}</strong> (charged as{' '}
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
        <Notice className="payment-dialog__failure" tone="error" role="alert" title={failure} />
      )}
    </Modal>
  );
}

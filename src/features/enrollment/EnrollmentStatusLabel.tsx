import type { EnrollmentStatus } from '@/shared/domain/entities';
import { messages } from '@/shared/messages';
import './EnrollmentStatusLabel.css';

const LABELS: Record<EnrollmentStatus, string> = {
  Progressing: messages.progressing,
  Paid: messages.paid,
  Refunded: messages.refunded,
};

/** An enrollment's status: 'Progressing' until paid, then 'Paid', and 'Refunded' after a refund. */
export function EnrollmentStatusLabel({ status }: { status: EnrollmentStatus }) {
  return (
    <span className={`enrollment-status enrollment-status--${status.toLowerCase()}`}>
      {LABELS[status]}
    </span>
  );
}

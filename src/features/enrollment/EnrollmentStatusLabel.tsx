import type { EnrollmentStatus } from '../../app/domain/entities';
import { messages } from '../../app/messages';
import './EnrollmentStatusLabel.css';

const LABELS: Record<EnrollmentStatus, string> = {
  Progressing: messages.progressing,
  Paid: messages.paid,
};

/** An enrollment's status: 'Progressing' until paid, then 'Paid'. */
export function EnrollmentStatusLabel({ status }: { status: EnrollmentStatus }) {
  return (
    <span className={`enrollment-status enrollment-status--${status.toLowerCase()}`}>
      {LABELS[status]}
    </span>
  );
}

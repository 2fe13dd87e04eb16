import * as yup from 'yup';
import type { ContactMessage } from '@/shared/domain/entities';
import { formatCount } from '@/shared/domain/numberFormat';

/** Longest accepted value of each contact field. */
export const contactLimits = { name: 50, email: 100, subject: 120, message: 2000 } as const;

const tooLong = (max: number) => `Use at most ${formatCount(max)} characters`;

/** The Send message form (docs/decisions.md#contact): every field is needed, and the email must be valid. */
export const contactSchema: yup.ObjectSchema<ContactMessage> = yup.object({
  name: yup
    .string()
    .trim()
    .required('Enter your name')
    .max(contactLimits.name, tooLong(contactLimits.name)),
  email: yup
    .string()
    .trim()
    .required('Enter your email')
    .email('Enter a valid email address')
    .max(contactLimits.email, tooLong(contactLimits.email)),
  subject: yup
    .string()
    .trim()
    .required('Enter a subject')
    .max(contactLimits.subject, tooLong(contactLimits.subject)),
  message: yup
    .string()
    .trim()
    .required('Write your message')
    .max(contactLimits.message, tooLong(contactLimits.message)),
});

export const emptyContactMessage: ContactMessage = {
  name: '',
  email: '',
  subject: '',
  message: '',
};

import { useRef } from 'react';
import { Formik } from 'formik';
import { messages } from '@/shared/messages';
import { useServices } from '@/shared/services/ServicesContext';
import type { ContactMessage } from '@/shared/domain/entities';
import { formatCount } from '@/shared/domain/numberFormat';
import { Form } from '@/shared/components/form/Form';
import { Button } from '@/shared/components/button/Button';
import { Notice } from '@/shared/components/feedback/Notice';
import { TextAreaField, TextField } from '@/shared/components/form/FormField';
import { useFormSubmit, type SendResult } from '@/shared/components/form/useFormSubmit';
import { contactLimits, contactSchema, emptyContactMessage } from './contactSchema';

const contactSentMessage = 'Thank you! Your message has been sent.';

const describeSendError = (error: unknown): string =>
  error instanceof Error && error.message
    ? error.message
    : 'We could not send your message. Try again.';

/**
 * The Send message form (docs/decisions.md#contact): confirm with its question, then send the form element
 * itself through the email service. Success resets the form; failure keeps what was typed.
 */
export function ContactForm() {
  const { email } = useServices();
  const formRef = useRef<HTMLFormElement>(null);
  // The fields stay enabled while sending: EmailJS reads the form's data, which skips disabled
  // fields. The dialog stays open (its OK button loading) until the message is sent, so that focus
  // goes back to an enabled Send button when it closes.
  const { onSubmit, sending, refusal } = useFormSubmit({
    confirm: { title: messages.confirmContactSubmit },
    payload: (_values: ContactMessage) => formRef.current,
    send: async (form): Promise<SendResult<null>> => {
      if (!form) return { data: null };
      try {
        await email.sendForm(form);
        return { data: null };
      } catch (error) {
        return { error: { message: describeSendError(error) } };
      }
    },
    meaning: (_answer, form) => (form ? { done: contactSentMessage } : null),
  });

  return (
    <Formik<ContactMessage>
      initialValues={emptyContactMessage}
      validationSchema={contactSchema}
      onSubmit={onSubmit}
    >
      {({ isSubmitting }) => (
        <Form
          ref={formRef}
          noValidate
          aria-labelledby="contact-form-title"
          className="contact-form"
        >
          <h2 id="contact-form-title">Send message</h2>
          <p className="contact-form__intro">
            Questions about a course, payments or teaching with us? Write to us and we will answer
            within one working day.
          </p>
          {refusal && (
            <Notice
              tone="error"
              role="alert"
              title="Your message was not sent"
              description={refusal.text}
              className="contact-form__alert"
            />
          )}
          <div className="contact-form__row">
            <TextField name="name" label="Name" required autoComplete="name" />
            <TextField name="email" type="email" label="Email" required autoComplete="email" />
          </div>
          <TextField name="subject" label="Subject" required />
          <TextAreaField
            name="message"
            label="Message"
            required
            rows={6}
            hint={`Up to ${formatCount(contactLimits.message)} characters.`}
          />
          <Button variant="primary" type="submit" size="large" loading={isSubmitting || sending}>
            Send Message
          </Button>
        </Form>
      )}
    </Formik>
  );
}

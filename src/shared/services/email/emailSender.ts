/**
 * Sends the contact form through an email service (EmailJS in the app, see emailJsSender.ts).
 * Jest tests hand the app an in-memory implementation of this interface.
 */
export interface EmailSender {
  /** Sends the form's fields (name, email, subject, message); rejects with a readable Error. */
  sendForm(form: HTMLFormElement): Promise<void>;
}

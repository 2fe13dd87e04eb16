import { AppError } from '@/shared/lib/appError';
import type { EmailSender } from '@/shared/services/email/emailSender';

/** An in-memory email service for jest: keeps what was sent, and can be told to fail once. */
export class InMemoryEmailSender implements EmailSender {
  readonly sent: Record<string, string>[] = [];
  private failure: string | null = null;

  failNextWith(message: string): void {
    this.failure = message;
  }

  async sendForm(form: HTMLFormElement): Promise<void> {
    if (this.failure) {
      const message = this.failure;
      this.failure = null;
      throw new AppError(message);
    }
    const fields: Record<string, string> = {};
    for (const element of Array.from(form.elements)) {
      if (
        (element instanceof HTMLInputElement || element instanceof HTMLTextAreaElement) &&
        element.name
      ) {
        fields[element.name] = element.value;
      }
    }
    this.sent.push(fields);
  }
}

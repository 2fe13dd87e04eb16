import { AppError } from '../../lib/appError';
import type { EmailSender } from './emailSender';

export interface EmailJsConfig {
  publicKey: string;
  serviceId: string;
  templateId: string;
  /** The EmailJS API origin; the mock server's origin offline. */
  apiOrigin: string;
}

/** EmailJS (`emailjs-com` sendForm), loaded on first use so no other page pays for it. */
export function createEmailJsSender(config: EmailJsConfig): EmailSender {
  return {
    async sendForm(form) {
      const emailjs = await import(/* webpackChunkName: "emailjs" */ 'emailjs-com');
      emailjs.init(config.publicKey, config.apiOrigin);
      try {
        await emailjs.sendForm(config.serviceId, config.templateId, form, config.publicKey);
      } catch (error) {
        const status =
          error && typeof error === 'object' && 'status' in error ? Number(error.status) : 0;
        const text =
          error && typeof error === 'object' && 'text' in error ? String(error.text) : '';
        let message = `The email service refused the message (${status}${text ? `: ${text}` : ''}).`;
        if (status === 0) {
          message = 'We could not reach the email service. Check your connection and try again.';
        } else if (status === 429) {
          // The service's own words say how long to wait; keep them.
          message =
            text || 'You have sent several messages in a short time. Please try again later.';
        }
        throw new AppError(message);
      }
    },
  };
}

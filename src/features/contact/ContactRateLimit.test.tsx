import { screen, waitFor, within } from '@testing-library/react';
import { AppError } from '@/shared/lib/appError';
import type { EmailSender } from '@/shared/services/email/emailSender';
import { getMockDatabase, MOCK_URLS, rateLimits } from '../../../mocks/node';
import { CONTACT_RATE_LIMIT } from '../../../mocks/api/rateLimit';
import { renderApp } from '@/test/renderApp';

const typed = {
  name: 'Rita Ratelimit',
  email: 'rita@example.com',
  subject: 'One message too many',
  message: 'Will this one get through?',
};

const field = (label: string) => screen.getByLabelText(new RegExp(`^${label}`));

/**
 * Posts the form to the mock EmailJS endpoint (MSW), where the rate limit lives, the way
 * emailjs-com's sendForm does, and rejects with the endpoint's text. (emailjs-com itself cannot
 * run under jest: jest-fixed-jsdom's FormData does not read form elements and MSW's XMLHttpRequest
 * events have no target.)
 */
const mockEndpointSender: EmailSender = {
  async sendForm(form) {
    const fields = new URLSearchParams({
      lib_version: '3.2.0',
      service_id: 'service_offline',
      template_id: 'template_contact',
      user_id: 'offline-public-key',
    });
    for (const element of Array.from(form.elements)) {
      if (
        (element instanceof HTMLInputElement || element instanceof HTMLTextAreaElement) &&
        element.name
      ) {
        fields.append(element.name, element.value);
      }
    }
    const response = await fetch(`${MOCK_URLS.emailOrigin}/api/v1.0/email/send-form`, {
      method: 'POST',
      body: fields,
    });
    if (!response.ok) throw new AppError(await response.text());
  },
};

/** The contact page sending to the mock server: what people see after too many messages. */
function renderWithMockEndpoint() {
  const email = mockEndpointSender;
  return renderApp(null, { url: '/contact', services: { email } });
}

async function fillAndSend(user: ReturnType<typeof renderApp>['user']) {
  await screen.findByLabelText(/^Name/);
  for (const [label, value] of Object.entries({
    Name: typed.name,
    Email: typed.email,
    Subject: typed.subject,
    Message: typed.message,
  })) {
    await user.click(field(label));
    await user.paste(value);
  }
  await user.click(screen.getByRole('button', { name: 'Send Message' }));
  const dialog = await screen.findByRole('dialog', { name: 'Do You want to submit?' });
  await user.click(within(dialog).getByRole('button', { name: 'OK' }));
}

describe('contact page when the contact rate limit is reached', () => {
  it('sends through the mock EmailJS endpoint while under the limit', async () => {
    const { user } = renderWithMockEndpoint();
    await fillAndSend(user);
    expect(await screen.findByText('Thank you! Your message has been sent.')).toBeInTheDocument();
    expect(getMockDatabase().outbox.map((item) => item.params.subject)).toContain(typed.subject);
  });

  it('says the limit was reached and when to retry, and keeps what was typed', async () => {
    // This browser already sent the most messages the window allows.
    for (let sent = 0; sent < CONTACT_RATE_LIMIT.max; sent += 1) rateLimits.contact.take('local');
    const outboxBefore = getMockDatabase().outbox.length;
    const { user } = renderWithMockEndpoint();
    await fillAndSend(user);

    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Your message was not sent');
    expect(alert).toHaveTextContent(
      `Too many messages: you can send ${CONTACT_RATE_LIMIT.max} messages every 10 minutes. Please try again in 10 minutes.`,
    );
    await waitFor(() => expect(field('Subject')).toHaveValue(typed.subject));
    expect(field('Name')).toHaveValue(typed.name);
    expect(field('Email')).toHaveValue(typed.email);
    expect(field('Message')).toHaveValue(typed.message);
    expect(screen.queryByText('Thank you! Your message has been sent.')).not.toBeInTheDocument();
    expect(getMockDatabase().outbox).toHaveLength(outboxBefore);
  });
});

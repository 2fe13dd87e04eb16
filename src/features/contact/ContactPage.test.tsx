import { screen, waitFor, within } from '@testing-library/react';
import { findAnnouncement } from '@/test/announcements';
import { renderApp } from '@/test/renderApp';

const filled = {
  name: 'Casey Contact',
  email: 'casey@example.com',
  subject: 'Question about Data Science',
  message: 'Is there a certificate at the end of the course?',
};

type AppUser = ReturnType<typeof renderApp>['user'];

/** The contact page with an email service that records what it sends. */
const renderContactPage = () => renderApp(null, { url: '/contact' });

const field = (label: string) => screen.getByLabelText(new RegExp(`^${label}`));

/** Fills the form the way people enter longer text: click into each field and paste. */
async function fillContactForm(user: AppUser) {
  await screen.findByLabelText(/^Name/);
  for (const [label, value] of [
    ['Name', filled.name],
    ['Email', filled.email],
    ['Subject', filled.subject],
    ['Message', filled.message],
  ] as const) {
    await user.click(field(label));
    await user.paste(value);
  }
}

const confirmation = () => screen.findByRole('dialog', { name: 'Do You want to submit?' });

async function submitAndConfirmWith(user: AppUser, answer: 'OK' | 'Cancel') {
  await user.click(screen.getByRole('button', { name: 'Send Message' }));
  await user.click(within(await confirmation()).getByRole('button', { name: answer }));
}

function expectFieldsToHold(values: typeof filled) {
  expect(field('Name')).toHaveValue(values.name);
  expect(field('Email')).toHaveValue(values.email);
  expect(field('Subject')).toHaveValue(values.subject);
  expect(field('Message')).toHaveValue(values.message);
}

describe('contact page', () => {
  it('shows the address, phone, social links and an email-type field', async () => {
    renderContactPage();
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Contact us' }),
    ).toBeInTheDocument();
    const details = screen.getByRole('region', { name: 'Get in touch' });
    expect(within(details).getByText(/27 Learning Lane/)).toBeInTheDocument();
    expect(within(details).getByRole('link', { name: '+1 (617) 555-0142' })).toHaveAttribute(
      'href',
      'tel:+16175550142',
    );
    expect(within(details).getByRole('link', { name: /linkedin/i })).toBeInTheDocument();
    expect(field('Email')).toHaveAttribute('type', 'email');
    expect(field('Message').tagName).toBe('TEXTAREA');
  });

  it('asks for confirmation, and Cancel sends nothing and keeps the fields', async () => {
    const { user, email } = renderContactPage();
    await fillContactForm(user);
    await submitAndConfirmWith(user, 'Cancel');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(email.sent).toHaveLength(0);
    expectFieldsToHold(filled);
  });

  it('sends the four fields after OK, resets the form and says thank you', async () => {
    const { user, email } = renderContactPage();
    await fillContactForm(user);
    await submitAndConfirmWith(user, 'OK');

    expect(await findAnnouncement('Thank you! Your message has been sent.')).toBeInTheDocument();
    // The dialog has closed and focus is back on the Send button, which stays.
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Send Message' })).toHaveFocus();
    expect(email.sent).toEqual([filled]);
    await waitFor(() => expectFieldsToHold({ name: '', email: '', subject: '', message: '' }));
  });

  it('shows why sending failed and keeps what was typed', async () => {
    const { user, email } = renderContactPage();
    email.failNextWith(
      'We could not reach the email service. Check your connection and try again.',
    );
    await fillContactForm(user);
    await submitAndConfirmWith(user, 'OK');

    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Your message was not sent');
    expect(alert).toHaveTextContent(
      'We could not reach the email service. Check your connection and try again.',
    );
    expect(email.sent).toHaveLength(0);
    expectFieldsToHold(filled);
    expect(screen.queryByText('Thank you! Your message has been sent.')).not.toBeInTheDocument();
  });

  it('explains empty fields and an invalid email without asking to submit', async () => {
    const { user, email } = renderContactPage();
    await user.click(await screen.findByRole('button', { name: 'Send Message' }));
    expect(await screen.findByText('Enter your name')).toBeInTheDocument();
    expect(screen.getByText('Enter your email')).toBeInTheDocument();
    expect(screen.getByText('Enter a subject')).toBeInTheDocument();
    expect(screen.getByText('Write your message')).toBeInTheDocument();
    expect(field('Name')).toHaveAttribute('aria-invalid', 'true');

    await user.type(field('Email'), 'not-an-email');
    await user.click(screen.getByRole('button', { name: 'Send Message' }));
    expect(await screen.findByText('Enter a valid email address')).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(email.sent).toHaveLength(0);
  });
});

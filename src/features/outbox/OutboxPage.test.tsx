import { screen, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import type { OutboxMessage } from '@/shared/domain/entities';
import { getMockDatabase, MOCK_URLS, server, setMockDatabase } from '../../../mocks/node';
import { columnHeaders, dataRows, pageItem, renderAsAdmin } from '@/test/adminTables';
import { renderApp } from '@/test/renderApp';

const url = '/dashboard/outbox';
const outboxUrl = `${MOCK_URLS.apiUrl}/api/v1.0/email/outbox`;

/** A message received `minute` minutes after 2026-11-22 09:00 UTC. */
const message = (minute: number, params: Record<string, string>): OutboxMessage => ({
  _id: `6650a9c0000000000000${String(minute).padStart(4, '0')}`,
  receivedAt: new Date(Date.UTC(2026, 10, 22, 9, minute)).toISOString(),
  serviceId: 'service_offline',
  templateId: 'template_contact',
  userId: 'offline-public-key',
  libVersion: '3.2.0',
  params,
});

function useOutbox(messages: OutboxMessage[]) {
  setMockDatabase({ ...getMockDatabase(), outbox: messages });
}

describe('Outbox page', () => {
  it('lists the contact messages newest first: received at, name, email, subject, message', async () => {
    useOutbox([
      message(5, { name: 'Ana', email: 'ana@example.com', subject: 'Fees', message: 'How much?' }),
      message(45, { name: 'Cy', email: 'cy@example.com', subject: 'Hello', message: 'Hi there' }),
      message(20, { name: 'Bo', email: 'bo@example.com', subject: 'Dates', message: 'When?' }),
    ]);
    renderAsAdmin(url);
    expect(await dataRows()).toEqual([
      '2026-11-22 09:45 UTCCycy@example.comHelloHi there',
      '2026-11-22 09:20 UTCBobo@example.comDatesWhen?',
      '2026-11-22 09:05 UTCAnaana@example.comFeesHow much?',
    ]);
    expect(columnHeaders()).toEqual(['Received at', 'Name', 'Email', 'Subject', 'Message']);
    expect(screen.getByText('3 messages')).toBeInTheDocument();
  });

  it('asks the server for one page of 10 at a time, with the total it reports', async () => {
    useOutbox(
      Array.from({ length: 23 }, (_, index) =>
        message(index, { name: `Sender ${String(index).padStart(2, '0')}`, subject: 'S' }),
      ),
    );
    const requested: string[] = [];
    const onRequest = ({ request }: { request: Request }) => {
      if (request.url.startsWith(outboxUrl)) requested.push(new URL(request.url).search);
    };
    server.events.on('request:start', onRequest);
    try {
      const { user } = renderAsAdmin(url);
      const firstPage = await dataRows();
      expect(firstPage).toHaveLength(10);
      expect(firstPage[0]).toContain('Sender 22');
      expect(screen.getByText('23 messages')).toBeInTheDocument();

      await user.click(pageItem('messages', 3));
      await waitFor(async () => expect(await dataRows()).toHaveLength(3));
      expect(await dataRows()).toEqual([
        expect.stringContaining('Sender 02'),
        expect.stringContaining('Sender 01'),
        expect.stringContaining('Sender 00'),
      ]);
      expect(requested).toEqual([
        '?_sort=receivedAt&_order=desc&_page=1&_limit=10',
        '?_sort=receivedAt&_order=desc&_page=3&_limit=10',
      ]);
    } finally {
      server.events.removeListener('request:start', onRequest);
    }
  });

  it('shows an empty state when no message has been sent', async () => {
    useOutbox([]);
    renderAsAdmin(url);
    expect(await screen.findByText('No messages yet.')).toBeInTheDocument();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
  });

  it('shows an error with Retry, and Retry loads the messages', async () => {
    useOutbox([message(1, { name: 'Ana', subject: 'Fees' })]);
    server.use(
      http.get(outboxUrl, () => HttpResponse.json({ error: 'Disk full' }, { status: 500 }), {
        once: true,
      }),
    );
    const { user } = renderAsAdmin(url);
    expect(await screen.findByText('Disk full')).toBeInTheDocument();
    // By text: a role query by name is slow under antd in jsdom.
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await dataRows()).toEqual([expect.stringContaining('Ana')]);
  });

  it('is for admins: a learner gets the 403 page and no messages', async () => {
    useOutbox([message(1, { name: 'Ana', subject: 'Private' })]);
    renderApp(null, { url, user: { email: 'learner@example.com' } });
    expect(
      await screen.findByText('Sorry, you are not authorized to access this page.'),
    ).toBeInTheDocument();
    expect(screen.queryByText('Private')).not.toBeInTheDocument();
  });
});

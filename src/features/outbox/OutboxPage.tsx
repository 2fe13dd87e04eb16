import { useState } from 'react';
import type { TableColumnsType, TableColumnType } from 'antd';
import { describeApiError } from '@/shared/api/apiErrors';
import type { OutboxMessage } from '@/shared/domain/entities';
import { countOf } from '@/shared/messages';
import { PageHeading } from '@/shared/components/PageHeading';
import { EmptyState } from '@/shared/components/feedback/EmptyState';
import { AntdLoadError } from '@/shared/components/feedback/AntdLoadError';
import { PageLoading } from '@/shared/components/feedback/PageLoading';
import { PagedTable } from '@/shared/components/table/PagedTable';
import { useGetOutboxPageQuery } from './outboxApi';
import './OutboxPage.css';
import { SITE_PAGES } from '@/shared/routing/siteMap';

const OUTBOX_PAGE_SIZE = 10;

/** "2026-11-22 12:05 UTC": the same for every reader, without loading date formatting data. */
function receivedAtText(iso: string): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return iso;
  return `${date.toISOString().slice(0, 16).replace('T', ' ')} UTC`;
}

/** A column of one contact form field, as the sender typed it. */
const fieldColumn = (title: string, field: string): TableColumnType<OutboxMessage> => ({
  title,
  key: field,
  render: (_, message) => <span className="outbox__text">{message.params[field] ?? ''}</span>,
});

const columns: TableColumnsType<OutboxMessage> = [
  {
    title: 'Received at',
    key: 'receivedAt',
    render: (_, { receivedAt }) => (
      <time dateTime={receivedAt} className="outbox__time">
        {receivedAtText(receivedAt)}
      </time>
    ),
  },
  fieldColumn('Name', 'name'),
  fieldColumn('Email', 'email'),
  fieldColumn('Subject', 'subject'),
  fieldColumn('Message', 'message'),
];

/**
 * dashboard/outbox (admins): the messages sent from the contact form, as the mock server's
 * EmailJS outbox holds them, newest first, paged on the server.
 */
export function OutboxPage() {
  const [page, setPage] = useState(1);
  const { data, error, isLoading, isFetching, refetch } = useGetOutboxPageQuery(
    { page, pageSize: OUTBOX_PAGE_SIZE },
    { refetchOnMountOrArgChange: true },
  );

  let content;
  if (isLoading) content = <PageLoading label="Loading messages…" />;
  else if (error || !data)
    content = (
      <AntdLoadError description={describeApiError(error)} onRetry={() => void refetch()} />
    );
  else if (data.total === 0) content = <EmptyState description="No messages yet." />;
  else
    content = (
      <PagedTable<OutboxMessage>
        className="outbox__table"
        caption="Messages"
        columns={columns}
        dataSource={data.items}
        busy={isFetching}
        // A page past the last one.
        locale={{ emptyText: <EmptyState description="No messages on this page." /> }}
        paging={{
          current: page,
          pageSize: OUTBOX_PAGE_SIZE,
          total: data.total,
          onChange: setPage,
          totalText: (total) => countOf(total, 'message', 'messages'),
          label: 'Pages of messages',
        }}
      />
    );

  return (
    <>
      <PageHeading title={SITE_PAGES.outbox.title}>
        <p>Messages sent from the contact form, newest first.</p>
      </PageHeading>
      {content}
    </>
  );
}

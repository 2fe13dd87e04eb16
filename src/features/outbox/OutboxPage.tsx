import { useState } from 'react';
import { Empty, Table, type TableColumnType, type TableColumnsType } from 'antd';
import { describeApiError } from '@/shared/api/apiErrors';
import type { OutboxMessage } from '@/shared/domain/entities';
import { PageHeading } from '@/shared/components/PageHeading';
import { LoadError } from '@/shared/components/feedback/LoadError';
import { PageLoading } from '@/shared/components/feedback/PageLoading';
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
    dataIndex: 'receivedAt',
    render: (receivedAt: string) => (
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
    content = <LoadError description={describeApiError(error)} onRetry={() => void refetch()} />;
  else if (data.total === 0) content = <Empty description="No messages yet." />;
  else
    content = (
      <Table<OutboxMessage>
        className="outbox__table"
        rowKey="_id"
        columns={columns}
        dataSource={data.items}
        loading={isFetching}
        pagination={{
          current: page,
          pageSize: OUTBOX_PAGE_SIZE,
          total: data.total,
          onChange: setPage,
          showSizeChanger: false,
          showTotal: (total) => `${total} ${total === 1 ? 'message' : 'messages'}`,
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

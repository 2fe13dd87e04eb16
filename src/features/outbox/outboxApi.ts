import { api } from '../../app/api';
import type { OutboxMessage } from '../../app/domain/entities';

/** The path of the contact outbox on the API (the mock server keeps every message it accepts). */
export const OUTBOX_PATH = '/api/v1.0/email/outbox';

export interface OutboxPageRequest {
  /** 1-based. */
  page: number;
  pageSize: number;
}

export interface OutboxPage {
  messages: OutboxMessage[];
  /** Every message in the outbox, from X-Total-Count. */
  total: number;
}

/** The contact outbox, newest first, one page at a time (admins only on the server). */
export const outboxApi = api.injectEndpoints({
  endpoints: (build) => ({
    getOutboxPage: build.query<OutboxPage, OutboxPageRequest>({
      query: ({ page, pageSize }) => ({
        url: OUTBOX_PATH,
        params: { _sort: 'receivedAt', _order: 'desc', _page: page, _limit: pageSize },
      }),
      transformResponse: (messages: OutboxMessage[], meta) => {
        const header = meta?.response?.headers.get('X-Total-Count');
        const total = header ? Number(header) : Number.NaN;
        return { messages, total: Number.isInteger(total) ? total : messages.length };
      },
    }),
  }),
});

export const { useGetOutboxPageQuery } = outboxApi;

import { api } from '@/shared/api/api';
import type { OutboxMessage } from '@/shared/domain/entities';
import { toPagedList, type PagedList } from '@/shared/api/paging';

/** The path of the contact outbox on the API (the mock server keeps every message it accepts). */
export const OUTBOX_PATH = '/api/v1.0/email/outbox';

export interface OutboxPageRequest {
  /** 1-based. */
  page: number;
  pageSize: number;
}

/** The contact outbox, newest first, one page at a time (admins only on the server). */
export const outboxApi = api.injectEndpoints({
  endpoints: (build) => ({
    getOutboxPage: build.query<PagedList<OutboxMessage>, OutboxPageRequest>({
      query: ({ page, pageSize }) => ({
        url: OUTBOX_PATH,
        params: { _sort: 'receivedAt', _order: 'desc', _page: page, _limit: pageSize },
      }),
      transformResponse: (messages: OutboxMessage[], meta) => toPagedList(messages, meta),
    }),
  }),
});

export const { useGetOutboxPageQuery } = outboxApi;

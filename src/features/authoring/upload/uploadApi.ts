import type { FetchBaseQueryError } from '@reduxjs/toolkit/query/react';
import { api } from '@/shared/api/api';
import type { EditableLesson } from '@/shared/domain/authoring';
import type { UploadSession, UploadStart } from '@/shared/domain/uploads';

const byId = encodeURIComponent;

/** A piece is sent again when the network or the server failed it, not when it was refused. */
const transient = (error: FetchBaseQueryError): boolean =>
  error.status === 'FETCH_ERROR' ||
  error.status === 'TIMEOUT_ERROR' ||
  (typeof error.status === 'number' && error.status >= 500);

/** How many times a failed piece is sent again before the upload fails. */
export const CHUNK_RETRIES = 3;

/**
 * A video lesson's uploads (docs/decisions.md, "Uploads"): open one, send its pieces (each retried
 * on its own), then complete it, which answers the lesson with the file in it.
 */
export const uploadApi = api.injectEndpoints({
  endpoints: (build) => ({
    startUpload: build.mutation<UploadSession, UploadStart & { lessonId: string }>({
      query: ({ lessonId, ...start }) => ({
        url: `/lessons/${byId(lessonId)}/uploads`,
        method: 'POST',
        body: start,
      }),
    }),
    sendUploadChunk: build.mutation<
      UploadSession,
      { uploadId: string; index: number; bytes: ArrayBuffer }
    >({
      query: ({ uploadId, index, bytes }) => ({
        url: `/uploads/${byId(uploadId)}/chunks/${index}`,
        method: 'PUT',
        body: bytes,
        headers: { 'Content-Type': 'application/octet-stream' },
      }),
      extraOptions: {
        retryCondition: (error, _args, { attempt }) =>
          attempt <= CHUNK_RETRIES && transient(error as FetchBaseQueryError),
      },
    }),
    completeUpload: build.mutation<EditableLesson, { uploadId: string; courseId: string }>({
      query: ({ uploadId }) => ({
        url: `/uploads/${byId(uploadId)}/complete`,
        method: 'POST',
        body: {},
      }),
      invalidatesTags: (_result, _error, { courseId }) => [{ type: 'Authoring', id: courseId }],
    }),
  }),
});

export const { useStartUploadMutation, useSendUploadChunkMutation, useCompleteUploadMutation } =
  uploadApi;

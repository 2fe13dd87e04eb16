import { useCallback, useRef, useState } from 'react';
import { describeApiError, type QueryError } from '@/shared/api/apiErrors';
import type { EditableLesson } from '@/shared/domain/authoring';
import { uploadProblem, type UploadKind } from '@/shared/domain/uploads';
import { useAppDispatch } from '@/shared/state';
import { authoringApi } from '../authoringApi';
import {
  useCompleteUploadMutation,
  useSendUploadChunkMutation,
  useStartUploadMutation,
} from './uploadApi';

export type UploadState =
  | { status: 'idle' }
  | { status: 'uploading'; fileName: string; percent: number }
  | { status: 'checking'; fileName: string }
  | { status: 'done'; fileName: string }
  | { status: 'failed'; message: string };

/**
 * Uploads one file of a video lesson (its video, poster or captions): checks its type and size
 * first, sends it in pieces with the progress they make, then has the server check it whole. The
 * lesson the server answers replaces the editor's copy.
 */
export function useLessonUpload(lesson: { _id: string; courseId: string }, kind: UploadKind) {
  const [state, setState] = useState<UploadState>({ status: 'idle' });
  const [start] = useStartUploadMutation();
  const [sendChunk] = useSendUploadChunkMutation();
  const [complete] = useCompleteUploadMutation();
  const dispatch = useAppDispatch();
  const busy = useRef(false);

  const upload = useCallback(
    async (file: File): Promise<EditableLesson | null> => {
      if (busy.current) return null;
      const problem = uploadProblem(kind, file);
      if (problem) {
        setState({ status: 'failed', message: problem });
        return null;
      }
      busy.current = true;
      const fail = (error: unknown) => {
        setState({
          status: 'failed',
          message: `${file.name} was not uploaded. ${describeApiError(error as QueryError)}`,
        });
        return null;
      };
      try {
        setState({ status: 'uploading', fileName: file.name, percent: 0 });
        const session = await start({
          lessonId: lesson._id,
          kind,
          fileName: file.name,
          size: file.size,
          type: file.type,
        }).unwrap();
        let sent = session.received.length;
        for (let index = 0; index < session.chunks; index += 1) {
          if (session.received.includes(index)) continue;
          const from = index * session.chunkBytes;
          const bytes = await file
            .slice(from, Math.min(from + session.chunkBytes, file.size))
            .arrayBuffer();
          await sendChunk({ uploadId: session.uploadId, index, bytes }).unwrap();
          sent += 1;
          setState({
            status: 'uploading',
            fileName: file.name,
            percent: Math.floor((sent / session.chunks) * 100),
          });
        }
        setState({ status: 'checking', fileName: file.name });
        const answer = await complete({
          uploadId: session.uploadId,
          courseId: lesson.courseId,
        }).unwrap();
        dispatch(
          authoringApi.util.updateQueryData('getEditableLesson', lesson._id, (draft) => {
            draft.video = answer.video;
            draft.hasChanges = answer.hasChanges;
            if (answer.updatedAt) draft.updatedAt = answer.updatedAt;
          }),
        );
        setState({ status: 'done', fileName: file.name });
        return answer;
      } catch (error) {
        return fail(error);
      } finally {
        busy.current = false;
      }
    },
    [complete, dispatch, kind, lesson._id, lesson.courseId, sendChunk, start],
  );

  return { state, upload };
}

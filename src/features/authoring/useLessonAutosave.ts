import { useCallback, useEffect, useRef, useState } from 'react';
import { useBlocker } from 'react-router';
import { describeApiError, type QueryError } from '@/shared/api/apiErrors';
import type { EditableLesson, LessonEdit } from '@/shared/domain/authoring';
import { useSaveLessonMutation } from './authoringApi';

/** How long after the last change a draft saves by itself. */
export const AUTOSAVE_DELAY_MS = 2000;

export type SaveState =
  | { kind: 'saved' }
  | { kind: 'unsaved' }
  | { kind: 'saving' }
  | { kind: 'failed'; reason: string; fields?: Record<string, string> }
  | { kind: 'conflict'; version: number; updatedBy?: string; updatedAt?: string };

/** The fields of the lesson an author edits, from what the server answered. */
export const editOf = (lesson: EditableLesson): LessonEdit => ({
  title: lesson.title,
  minutes: lesson.minutes,
  preview: lesson.preview,
  ...(lesson.kind === 'text' ? { body: lesson.body ?? '' } : {}),
  ...(lesson.kind === 'quiz' ? { quiz: lesson.quiz ?? { passMark: 70, questions: [] } } : {}),
  ...(lesson.kind === 'video' ? { transcript: lesson.video?.transcript ?? '' } : {}),
});

interface ConflictBody {
  code?: string;
  version?: number;
  updatedBy?: string;
  updatedAt?: string;
  fields?: Record<string, string>;
}

const bodyOf = (error: QueryError): ConflictBody =>
  error && 'data' in error && error.data && typeof error.data === 'object'
    ? (error.data as ConflictBody)
    : {};

/**
 * The lesson editor's text, saved by itself (docs/decisions.md, "Authoring"): a few seconds after
 * the last change, before any navigation inside the app, and on demand; each save names the
 * version it was made on. A failed save keeps the text and says why; a save over someone else's
 * is a conflict, which the author settles by reloading theirs or keeping their own. Closing the
 * tab with unsaved changes asks first.
 */
export function useLessonAutosave(lesson: EditableLesson) {
  const [edit, setEditState] = useState<LessonEdit>(() => editOf(lesson));
  const [state, setState] = useState<SaveState>({ kind: 'saved' });
  const [saveLesson] = useSaveLessonMutation();
  const version = useRef(lesson.version);
  const latest = useRef(edit);
  const savedText = useRef(JSON.stringify(edit));
  const inFlight = useRef<Promise<boolean> | null>(null);

  const dirty = () => JSON.stringify(latest.current) !== savedText.current;

  /** Saves what the author has now; resolves whether it is saved. */
  const save = useCallback(async (): Promise<boolean> => {
    if (inFlight.current) await inFlight.current;
    if (!dirty()) {
      setState({ kind: 'saved' });
      return true;
    }
    const sent = latest.current;
    setState({ kind: 'saving' });
    const request = saveLesson({
      lessonId: lesson._id,
      courseId: lesson.courseId,
      version: version.current,
      edit: sent,
    })
      .unwrap()
      .then(
        (answer) => {
          version.current = answer.version;
          savedText.current = JSON.stringify(sent);
          setState(dirty() ? { kind: 'unsaved' } : { kind: 'saved' });
          return true;
        },
        (error: QueryError) => {
          const body = bodyOf(error);
          if (body.code === 'edit_conflict' && typeof body.version === 'number') {
            setState({
              kind: 'conflict',
              version: body.version,
              updatedBy: body.updatedBy,
              updatedAt: body.updatedAt,
            });
          } else {
            setState({ kind: 'failed', reason: describeApiError(error), fields: body.fields });
          }
          return false;
        },
      );
    inFlight.current = request;
    const saved = await request;
    inFlight.current = null;
    return saved;
  }, [lesson._id, lesson.courseId, saveLesson]);

  const setEdit = (next: LessonEdit) => {
    latest.current = next;
    setEditState(next);
    setState((current) => (current.kind === 'conflict' ? current : { kind: 'unsaved' }));
  };

  // A few seconds after the last change (not while a conflict waits for the author's choice).
  useEffect(() => {
    if (state.kind !== 'unsaved') return undefined;
    const timer = setTimeout(() => void save(), AUTOSAVE_DELAY_MS);
    return () => clearTimeout(timer);
  }, [edit, state.kind, save]);

  // Closing or reloading the tab with unsaved changes asks first.
  useEffect(() => {
    const onBeforeUnload = (event: BeforeUnloadEvent) => {
      if (!dirty()) return;
      event.preventDefault();
    };
    window.addEventListener('beforeunload', onBeforeUnload);
    return () => window.removeEventListener('beforeunload', onBeforeUnload);
  });

  // Leaving for another page of the app saves first; a save that fails keeps the author here.
  const blocker = useBlocker(
    ({ currentLocation, nextLocation }) =>
      currentLocation.pathname !== nextLocation.pathname && dirty(),
  );
  useEffect(() => {
    if (blocker.state !== 'blocked') return;
    // After this render: the save shows "Saving…" as it starts.
    void Promise.resolve()
      .then(save)
      .then((saved) => (saved ? blocker.proceed() : blocker.reset()));
  }, [blocker, save]);

  /** Someone else saved: take their version (and lose this text), or save this text over it. */
  const settleConflict = async (choice: 'theirs' | 'mine', theirs?: EditableLesson) => {
    if (state.kind !== 'conflict') return;
    version.current = state.version;
    if (choice === 'theirs' && theirs) {
      const next = editOf(theirs);
      version.current = theirs.version;
      latest.current = next;
      savedText.current = JSON.stringify(next);
      setEditState(next);
      setState({ kind: 'saved' });
      return;
    }
    setState({ kind: 'unsaved' });
    await save();
  };

  return {
    edit,
    setEdit,
    state,
    save,
    settleConflict,
    /** The version the editor's text stands on (what a publish names). */
    version: () => version.current,
  };
}

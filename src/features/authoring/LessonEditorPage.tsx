import { useId, useState } from 'react';
import { Link, useParams } from 'react-router';
import { Alert, Button, Grid, Input, InputNumber, Space, Switch, Tabs } from 'antd';
import { describeApiError, type QueryError } from '@/shared/api/apiErrors';
import { publishableProblems, type EditableLesson } from '@/shared/domain/authoring';
import { formatDateTime } from '@/shared/domain/dateFormat';
import { LIMITS } from '@/shared/domain/limits';
import { AntdLoadError } from '@/shared/components/feedback/AntdLoadError';
import { PageLoading } from '@/shared/components/feedback/PageLoading';
import { useFeedback } from '@/shared/components/feedback/Announcer';
import { LessonMarkdown } from '@/shared/components/markdown/LessonMarkdown';
import { PageHeading } from '@/shared/components/PageHeading';
import { curriculumEditorPath } from '@/shared/routing/authoringPaths';
import {
  useGetEditableLessonQuery,
  usePublishLessonMutation,
  useUnpublishLessonMutation,
} from './authoringApi';
import { QuizEditor } from './quiz/QuizEditor';
import { VideoFiles } from './upload/VideoFiles';
import { useLessonAutosave, type SaveState } from './useLessonAutosave';
import './LessonEditorPage.css';

/** What the editor says of its text: saved, saving, or why not. */
function SaveStatus({ state }: { state: SaveState }) {
  const text = {
    saved: 'Saved',
    unsaved: 'Unsaved changes',
    saving: 'Saving…',
    failed: 'Not saved',
    conflict: 'Not saved: changed by someone else',
  }[state.kind];
  return (
    <p className={`lesson-editor__status lesson-editor__status--${state.kind}`} role="status">
      {text}
    </p>
  );
}

/** `/instructor/lessons/{lessonId}`: loads the lesson its author edits. */
export function LessonEditorPage() {
  const { lessonId = '' } = useParams();
  const lesson = useGetEditableLessonQuery(lessonId, { refetchOnMountOrArgChange: true });
  // A failed refetch (loading another author's version) leaves the editor and its text in place.
  if (lesson.isError && !lesson.data) {
    return (
      <>
        <PageHeading title="Edit the lesson" noindex />
        <div className="container">
          <AntdLoadError
            description={describeApiError(lesson.error)}
            onRetry={() => void lesson.refetch()}
          />
        </div>
      </>
    );
  }
  if (!lesson.data) return <PageLoading label="Loading the lesson…" />;
  return <LessonEditor key={lesson.data._id} lesson={lesson.data} refetch={lesson.refetch} />;
}

interface LessonEditorProps {
  lesson: EditableLesson;
  refetch: () => { unwrap: () => Promise<EditableLesson> };
}

/**
 * A lesson's editor (docs/decisions.md, "Authoring"): its title, minutes and preview flag, then by
 * kind its Markdown beside a preview rendered as the player renders it (tabs on phones), its quiz,
 * or its video's transcript. The text saves by itself; Publish puts the saved version before
 * learners.
 */
function LessonEditor({ lesson, refetch }: LessonEditorProps) {
  const autosave = useLessonAutosave(lesson);
  const { edit, setEdit, state } = autosave;
  const feedback = useFeedback();
  const [publish, publishing] = usePublishLessonMutation();
  const [unpublish, unpublishing] = useUnpublishLessonMutation();
  const [published, setPublished] = useState({
    published: lesson.published,
    changes: lesson.hasChanges,
  });
  const [problems, setProblems] = useState<string[]>([]);
  const screens = Grid.useBreakpoint();
  const ids = {
    title: useId(),
    minutes: useId(),
    preview: useId(),
    body: useId(),
    transcript: useId(),
  };
  const fields = state.kind === 'failed' ? (state.fields ?? {}) : {};

  const change = (patch: Partial<typeof edit>) => {
    setEdit({ ...edit, ...patch });
    if (published.published) setPublished({ published: true, changes: true });
  };

  const publishNow = async () => {
    const ready = publishableProblems({
      kind: lesson.kind,
      title: edit.title,
      body: edit.body,
      quiz: edit.quiz,
      video: lesson.video ? { ...lesson.video, transcript: edit.transcript ?? '' } : undefined,
    });
    setProblems(ready);
    if (ready.length > 0) return;
    if (!(await autosave.save())) return;
    const result = await publish({
      lessonId: lesson._id,
      courseId: lesson.courseId,
      version: autosave.version(),
    });
    if ('error' in result) {
      const body = (result.error as { data?: { problems?: string[] } }).data;
      setProblems(body?.problems ?? []);
      feedback.error(describeApiError(result.error as QueryError));
      return;
    }
    await refetch()
      .unwrap()
      .catch(() => undefined);
    setPublished({ published: true, changes: false });
    feedback.success('Published: learners see this version now.');
  };

  /** Someone else saved: their version replaces this text, or the editor says why it could not. */
  const loadTheirs = async () => {
    try {
      await autosave.settleConflict('theirs', await refetch().unwrap());
    } catch (error) {
      feedback.error(`Their version could not be loaded. ${describeApiError(error as QueryError)}`);
    }
  };

  const unpublishNow = async () => {
    if (!(await autosave.save())) return;
    const result = await unpublish({ lessonId: lesson._id, courseId: lesson.courseId });
    if ('error' in result) {
      feedback.error(describeApiError(result.error as QueryError));
      return;
    }
    await refetch()
      .unwrap()
      .catch(() => undefined);
    setPublished({ published: false, changes: false });
    feedback.success('Unpublished: learners no longer see this lesson.');
  };

  const editorBody = (
    <div className="lesson-editor__field">
      <label htmlFor={ids.body}>Text (Markdown)</label>
      <Input.TextArea
        id={ids.body}
        value={edit.body ?? ''}
        autoSize={{ minRows: 16 }}
        maxLength={LIMITS.lessonBodyMax}
        status={fields.body ? 'error' : undefined}
        aria-invalid={fields.body ? true : undefined}
        onChange={(event) => change({ body: event.target.value })}
      />
      {fields.body && <p className="lesson-editor__error">{fields.body}</p>}
    </div>
  );
  const preview = (
    <section className="lesson-editor__preview" aria-label="Preview, as learners will see it">
      <LessonMarkdown body={edit.body ?? ''} />
    </section>
  );

  const conflictTime =
    state.kind === 'conflict' && state.updatedAt ? ` at ${formatDateTime(state.updatedAt)}` : '';

  return (
    <>
      <PageHeading title={`Edit: ${edit.title || lesson.title}`} noindex />
      <div className="container lesson-editor">
        <p>
          <Link to={curriculumEditorPath(lesson.courseId)}>Back to the curriculum</Link>
        </p>
        <div className="lesson-editor__bar">
          <SaveStatus state={state} />
          <p className="lesson-editor__published">
            {published.published
              ? published.changes
                ? 'Published; your changes are not published yet.'
                : 'Published.'
              : 'Draft: learners do not see it.'}
          </p>
          <Space wrap>
            <Button onClick={() => void autosave.save()} disabled={state.kind === 'saving'}>
              Save now
            </Button>
            <Button
              type="primary"
              loading={publishing.isLoading}
              disabled={published.published && !published.changes}
              onClick={() => void publishNow()}
            >
              {published.published ? 'Publish changes' : 'Publish'}
            </Button>
            {published.published && (
              <Button loading={unpublishing.isLoading} onClick={() => void unpublishNow()}>
                Unpublish
              </Button>
            )}
          </Space>
        </div>
        {state.kind === 'failed' && (
          <Alert
            type="error"
            showIcon
            title="Your changes are not saved yet."
            description={`${state.reason} Your text is kept here: it is sent again with your next change, or press Save now.`}
          />
        )}
        {state.kind === 'conflict' && (
          <Alert
            type="warning"
            showIcon
            title={`Someone else saved this lesson${state.updatedBy ? `: ${state.updatedBy}` : ''}${conflictTime}.`}
            description="Load their version (your changes since then are lost), or keep your text and save it over theirs."
            action={
              <Space orientation="vertical">
                <Button onClick={() => void loadTheirs()}>Load their version</Button>
                <Button type="primary" onClick={() => void autosave.settleConflict('mine')}>
                  Keep my text
                </Button>
              </Space>
            }
          />
        )}
        {problems.length > 0 && (
          <Alert
            type="info"
            showIcon
            title="Not ready to publish"
            description={
              <ul>
                {problems.map((problem) => (
                  <li key={problem}>{problem}</li>
                ))}
              </ul>
            }
          />
        )}
        <div className="lesson-editor__meta">
          <div className="lesson-editor__field">
            <label htmlFor={ids.title}>Title</label>
            <Input
              id={ids.title}
              value={edit.title}
              maxLength={LIMITS.curriculumTitleMax}
              status={fields.title ? 'error' : undefined}
              aria-invalid={fields.title ? true : undefined}
              onChange={(event) => change({ title: event.target.value })}
            />
            {fields.title && <p className="lesson-editor__error">{fields.title}</p>}
          </div>
          <div className="lesson-editor__field">
            <label htmlFor={ids.minutes}>Minutes</label>
            <InputNumber
              id={ids.minutes}
              min={LIMITS.lessonMinutesMin}
              max={LIMITS.lessonMinutesMax}
              precision={0}
              value={edit.minutes}
              onChange={(value) => change({ minutes: value ?? LIMITS.lessonMinutesMin })}
            />
          </div>
          <div className="lesson-editor__field lesson-editor__field--inline">
            <Switch
              id={ids.preview}
              checked={edit.preview}
              onChange={(checked) => change({ preview: checked })}
            />
            <label htmlFor={ids.preview}>Preview: open to everyone, enrolled or not</label>
          </div>
        </div>
        {lesson.kind === 'text' &&
          (screens.lg ? (
            <div className="lesson-editor__split">
              {editorBody}
              {preview}
            </div>
          ) : (
            <Tabs
              items={[
                { key: 'write', label: 'Write', children: editorBody },
                { key: 'preview', label: 'Preview', children: preview },
              ]}
            />
          ))}
        {lesson.kind === 'quiz' && edit.quiz && (
          <QuizEditor value={edit.quiz} onChange={(quiz) => change({ quiz })} errors={fields} />
        )}
        {lesson.kind === 'video' && (
          <div className="lesson-editor__field">
            <VideoFiles
              lesson={lesson}
              onUploaded={() => {
                if (published.published) setPublished({ published: true, changes: true });
              }}
            />
            <label htmlFor={ids.transcript}>Transcript</label>
            <Input.TextArea
              id={ids.transcript}
              value={edit.transcript ?? ''}
              autoSize={{ minRows: 8 }}
              maxLength={LIMITS.videoTranscriptMax}
              onChange={(event) => change({ transcript: event.target.value })}
            />
          </div>
        )}
      </div>
    </>
  );
}

import { useId, useRef } from 'react';
import { Alert, Button, Progress } from 'antd';
import type { EditableLesson } from '@/shared/domain/authoring';
import { UPLOAD_RULES, megabytes, type UploadKind } from '@/shared/domain/uploads';
import { useLessonUpload } from './useLessonUpload';
import './VideoFiles.css';

const NAMES: Record<UploadKind, { title: string; field: string; noun: string }> = {
  video: { title: 'Video', field: 'Video file', noun: 'the video' },
  poster: { title: 'Poster', field: 'Poster image', noun: 'the poster' },
  captions: { title: 'Captions', field: 'Captions file', noun: 'the captions' },
};

/** What the lesson holds of this kind now, in words. */
function currentFile(kind: UploadKind, video: EditableLesson['video']): string {
  if (kind === 'video') {
    const file = video?.files[0];
    if (!file) return 'No video yet.';
    const format = file.type === 'video/webm' ? 'A WebM' : 'An MP4';
    return `${format} video, ${Math.round(video.durationSeconds)} s long.`;
  }
  if (kind === 'poster') return video?.poster ? 'A poster image is uploaded.' : 'No poster yet.';
  return video?.captions ? 'WebVTT captions are uploaded.' : 'No captions yet.';
}

interface UploadRowProps {
  lesson: EditableLesson;
  kind: UploadKind;
  /** Called once a file is in the lesson's next version. */
  onUploaded: () => void;
}

/** One of a video lesson's files: what it holds, and a button to upload or replace it. */
function UploadRow({ lesson, kind, onUploaded }: UploadRowProps) {
  const input = useRef<HTMLInputElement>(null);
  const headingId = useId();
  const { state, upload } = useLessonUpload(lesson, kind);
  const rule = UPLOAD_RULES[kind];
  const names = NAMES[kind];
  const busy = state.status === 'uploading' || state.status === 'checking';
  const has = currentFile(kind, lesson.video);
  const present = !has.startsWith('No ');

  const chosen = async (file: File | undefined) => {
    if (input.current) input.current.value = '';
    if (file && (await upload(file))) onUploaded();
  };

  const progress = {
    idle: '',
    uploading:
      state.status === 'uploading' ? `Uploading ${state.fileName}: ${state.percent} %` : '',
    checking: state.status === 'checking' ? `Checking ${state.fileName}…` : '',
    done: state.status === 'done' ? `${state.fileName} is uploaded.` : '',
    failed: '',
  }[state.status];

  return (
    <div className="video-files__row" role="group" aria-labelledby={headingId}>
      <h3 id={headingId} className="video-files__title">
        {names.title}
      </h3>
      <p className="video-files__current">{has}</p>
      <p className="video-files__hint">
        {rule.label.charAt(0).toUpperCase() + rule.label.slice(1)}, at most{' '}
        {megabytes(rule.maxBytes)}.
      </p>
      <input
        ref={input}
        type="file"
        hidden
        accept={[...rule.extensions, ...rule.types].join(',')}
        aria-label={names.field}
        onChange={(event) => void chosen(event.target.files?.[0])}
      />
      <Button onClick={() => input.current?.click()} disabled={busy}>
        {present ? `Replace ${names.noun}` : `Upload ${names.noun}`}
      </Button>
      {state.status === 'uploading' && (
        <Progress
          percent={state.percent}
          aria-label={`Uploading ${state.fileName}`}
          className="video-files__progress"
        />
      )}
      <p className="video-files__status" role="status">
        {progress}
      </p>
      {state.status === 'failed' && (
        <Alert type="error" showIcon title={state.message} className="video-files__error" />
      )}
    </div>
  );
}

interface VideoFilesProps {
  lesson: EditableLesson;
  onUploaded: () => void;
}

/**
 * A video lesson's video, poster and captions (docs/decisions.md, "Uploads"), each uploaded in
 * pieces with its progress, checked by the page before it is sent and by the server once it is
 * whole. With the transcript, all are needed before the lesson can be published.
 */
export function VideoFiles({ lesson, onUploaded }: VideoFilesProps) {
  return (
    <section className="video-files" aria-labelledby="video-files-heading">
      <h2 id="video-files-heading" className="video-files__heading">
        Video, poster and captions
      </h2>
      <p>
        The video is kept as you upload it. Learners see the poster before it plays, and the
        captions while it plays; all three and the transcript are needed to publish.
      </p>
      {(['video', 'poster', 'captions'] as const).map((kind) => (
        <UploadRow key={kind} lesson={lesson} kind={kind} onUploaded={onUploaded} />
      ))}
    </section>
  );
}

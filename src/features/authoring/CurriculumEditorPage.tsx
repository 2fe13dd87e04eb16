import { useId, useState, type FormEvent, type ReactNode } from 'react';
import { Link, useParams } from 'react-router';
import { Button, Card, Input, Select, Space, Table, Tag, type TableColumnsType } from 'antd';
import { describeApiError, type QueryError } from '@/shared/api/apiErrors';
import type { AuthoringChapter, AuthoringLessonRow } from '@/shared/domain/authoring';
import { LESSON_KINDS, type LessonKind } from '@/shared/domain/learning';
import { LIMITS } from '@/shared/domain/limits';
import { AntdLoadError } from '@/shared/components/feedback/AntdLoadError';
import { PageLoading } from '@/shared/components/feedback/PageLoading';
import { useFeedback } from '@/shared/components/feedback/Announcer';
import { PageHeading } from '@/shared/components/PageHeading';
import { useConfirmAction } from '@/shared/components/useConfirmAction';
import { lessonEditorPath } from '@/shared/routing/authoringPaths';
import { learnLessonPath } from '@/shared/routing/learnPaths';
import { SITE_PAGES } from '@/shared/routing/siteMap';
import {
  useAddChapterMutation,
  useAddLessonMutation,
  useDeleteChapterMutation,
  useDeleteLessonMutation,
  useGetAuthoringCurriculumQuery,
  useMoveChapterMutation,
  useMoveLessonMutation,
  useRenameChapterMutation,
} from './authoringApi';
import './CurriculumEditorPage.css';

const KIND_NAMES: Record<LessonKind, string> = { text: 'Text', video: 'Video', quiz: 'Quiz' };

/** A failed call's reason, for the announcer. */
const why = (error: unknown): string => describeApiError(error as QueryError);

/** The lesson's state as learners see it (antd's default tag: its coloured ones miss 4.5:1). */
function LessonStatus({ lesson }: { lesson: AuthoringLessonRow }) {
  if (!lesson.published) return <Tag>Draft</Tag>;
  if (lesson.hasChanges) return <Tag>Published, with unpublished changes</Tag>;
  return <Tag>Published</Tag>;
}

/** A small form: one labelled text field and its button. */
function TitleForm({
  label,
  button,
  initial = '',
  onSubmit,
  extra,
}: {
  label: string;
  button: string;
  initial?: string;
  onSubmit: (title: string) => Promise<boolean>;
  extra?: ReactNode;
}) {
  const id = useId();
  const [title, setTitle] = useState(initial);
  const [sending, setSending] = useState(false);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (title.trim() === '') return;
    setSending(true);
    void onSubmit(title.trim()).then((done) => {
      setSending(false);
      if (done && initial === '') setTitle('');
    });
  };
  return (
    <form className="curriculum-editor__form" onSubmit={submit} aria-label={button}>
      <label htmlFor={id}>{label}</label>
      <Space.Compact className="curriculum-editor__field">
        <Input
          id={id}
          value={title}
          maxLength={LIMITS.curriculumTitleMax}
          required
          onChange={(event) => setTitle(event.target.value)}
        />
        {extra}
        <Button htmlType="submit" type="primary" loading={sending}>
          {button}
        </Button>
      </Space.Compact>
    </form>
  );
}

interface ChapterProps {
  courseId: string;
  chapter: AuthoringChapter;
  /** The course's first and last chapter: a lesson moves no further up or down than them. */
  first: boolean;
  last: boolean;
}

function ChapterCard({ courseId, chapter, first, last }: ChapterProps) {
  const feedback = useFeedback();
  const confirmAction = useConfirmAction();
  const [renaming, setRenaming] = useState(false);
  const [kind, setKind] = useState<LessonKind>('text');
  const [renameChapter] = useRenameChapterMutation();
  const [moveChapter] = useMoveChapterMutation();
  const [deleteChapter] = useDeleteChapterMutation();
  const [addLesson] = useAddLessonMutation();
  const [moveLesson] = useMoveLessonMutation();
  const [deleteLesson] = useDeleteLessonMutation();
  const kindId = useId();

  const run = async (action: Promise<{ error?: unknown }>, done: string): Promise<boolean> => {
    const result = await action;
    if (result.error !== undefined) {
      feedback.error(why(result.error));
      return false;
    }
    feedback.success(done);
    return true;
  };

  const askToDelete = (lesson: AuthoringLessonRow) =>
    confirmAction({
      title: `Delete “${lesson.title}”?`,
      content:
        lesson.completions > 0
          ? `${lesson.completions} ${lesson.completions === 1 ? 'learner has' : 'learners have'} completed this lesson: it goes from their progress.`
          : 'Nobody has completed this lesson yet.',
      okText: 'Delete',
      run: async () => {
        const result = await deleteLesson({ courseId, id: lesson._id });
        return 'error' in result
          ? { done: false, text: why(result.error) }
          : { done: true, text: `Deleted “${lesson.title}”.` };
      },
    });

  const columns: TableColumnsType<AuthoringLessonRow> = [
    {
      title: 'Lesson',
      key: 'title',
      render: (_value, lesson) => <Link to={lessonEditorPath(lesson._id)}>{lesson.title}</Link>,
    },
    { title: 'Kind', key: 'kind', render: (_value, lesson) => KIND_NAMES[lesson.kind] },
    { title: 'Minutes', dataIndex: 'minutes', key: 'minutes' },
    {
      title: 'Status',
      key: 'status',
      render: (_value, lesson) => (
        <Space size={4} wrap>
          <LessonStatus lesson={lesson} />
          {lesson.preview && <Tag>Preview</Tag>}
        </Space>
      ),
    },
    { title: 'Completed by', dataIndex: 'completions', key: 'completions' },
    {
      title: 'Order and delete',
      key: 'actions',
      render: (_value, lesson, index) => (
        <Space size={4} wrap>
          <Button
            size="small"
            disabled={first && index === 0}
            onClick={() =>
              void run(
                moveLesson({ courseId, id: lesson._id, direction: 'up' }),
                `Moved “${lesson.title}” up.`,
              )
            }
          >
            Move up<span className="visually-hidden"> {lesson.title}</span>
          </Button>
          <Button
            size="small"
            disabled={last && index === chapter.lessons.length - 1}
            onClick={() =>
              void run(
                moveLesson({ courseId, id: lesson._id, direction: 'down' }),
                `Moved “${lesson.title}” down.`,
              )
            }
          >
            Move down<span className="visually-hidden"> {lesson.title}</span>
          </Button>
          <Button size="small" danger onClick={() => askToDelete(lesson)}>
            Delete<span className="visually-hidden"> {lesson.title}</span>
          </Button>
          {lesson.published && (
            <Link to={learnLessonPath(courseId, lesson._id)}>
              View<span className="visually-hidden"> {lesson.title}</span> as learners see it
            </Link>
          )}
        </Space>
      ),
    },
  ];

  const headingId = `chapter-${chapter._id}`;
  return (
    <section aria-labelledby={headingId} className="curriculum-editor__chapter">
      <Card
        title={
          <h2 id={headingId} className="curriculum-editor__chapter-title">
            {chapter.position}. {chapter.title}
          </h2>
        }
        extra={
          <Space size={4} wrap>
            <Button
              size="small"
              onClick={() => setRenaming((open) => !open)}
              aria-expanded={renaming}
            >
              Rename<span className="visually-hidden"> chapter {chapter.title}</span>
            </Button>
            <Button
              size="small"
              disabled={first}
              onClick={() =>
                void run(
                  moveChapter({ courseId, id: chapter._id, direction: 'up' }),
                  `Moved the chapter “${chapter.title}” up.`,
                )
              }
            >
              Move up<span className="visually-hidden"> chapter {chapter.title}</span>
            </Button>
            <Button
              size="small"
              disabled={last}
              onClick={() =>
                void run(
                  moveChapter({ courseId, id: chapter._id, direction: 'down' }),
                  `Moved the chapter “${chapter.title}” down.`,
                )
              }
            >
              Move down<span className="visually-hidden"> chapter {chapter.title}</span>
            </Button>
            <Button
              size="small"
              danger
              disabled={chapter.lessons.length > 0}
              title={chapter.lessons.length > 0 ? 'Delete or move its lessons first' : undefined}
              onClick={() =>
                void run(
                  deleteChapter({ courseId, id: chapter._id }),
                  `Deleted the chapter “${chapter.title}”.`,
                )
              }
            >
              Delete<span className="visually-hidden"> chapter {chapter.title}</span>
            </Button>
          </Space>
        }
      >
        <>
          {renaming && (
            <TitleForm
              label={`New title of chapter ${chapter.position}`}
              button="Save the title"
              initial={chapter.title}
              onSubmit={async (title) => {
                const done = await run(
                  renameChapter({ courseId, id: chapter._id, title }),
                  `Renamed the chapter to “${title}”.`,
                );
                if (done) setRenaming(false);
                return done;
              }}
            />
          )}
          <Table<AuthoringLessonRow>
            rowKey="_id"
            columns={columns}
            dataSource={chapter.lessons}
            pagination={false}
            size="small"
            scroll={{ x: 'max-content' }}
            locale={{ emptyText: 'No lessons in this chapter yet.' }}
          />
          <TitleForm
            label={`New lesson in chapter ${chapter.position}`}
            button="Add the lesson"
            onSubmit={(title) =>
              run(
                addLesson({ courseId, chapterId: chapter._id, title, kind }),
                `Added “${title}” as a draft.`,
              )
            }
            extra={
              <>
                <label htmlFor={kindId} className="visually-hidden">
                  Kind of the new lesson in chapter {chapter.position}
                </label>
                <Select<LessonKind>
                  id={kindId}
                  value={kind}
                  onChange={setKind}
                  options={LESSON_KINDS.map((value) => ({ value, label: KIND_NAMES[value] }))}
                  popupMatchSelectWidth={false}
                />
              </>
            }
          />
        </>
      </Card>
    </section>
  );
}

/**
 * `/instructor/courses/{courseId}`: a course's chapters and lessons for its instructors and admins
 * (docs/decisions.md, "Authoring"): add, rename, move up and down, delete; each lesson opens in
 * its editor. The server decides who may (403 for anyone else).
 */
export function CurriculumEditorPage() {
  const { courseId = '' } = useParams();
  const curriculum = useGetAuthoringCurriculumQuery(courseId);
  const [addChapter] = useAddChapterMutation();
  const feedback = useFeedback();
  const title = curriculum.data ? `Curriculum: ${curriculum.data.courseName}` : 'Curriculum';

  let content: ReactNode;
  if (curriculum.isError) {
    content = (
      <AntdLoadError
        description={why(curriculum.error)}
        onRetry={() => void curriculum.refetch()}
      />
    );
  } else if (!curriculum.data) {
    content = <PageLoading label="Loading the curriculum…" />;
  } else {
    const chapters = curriculum.data.chapters;
    content = (
      <>
        {chapters.map((chapter, index) => (
          <ChapterCard
            key={chapter._id}
            courseId={courseId}
            chapter={chapter}
            first={index === 0}
            last={index === chapters.length - 1}
          />
        ))}
        <TitleForm
          label="New chapter"
          button="Add the chapter"
          onSubmit={async (chapterTitle) => {
            const result = await addChapter({ courseId, title: chapterTitle });
            if ('error' in result) {
              feedback.error(why(result.error));
              return false;
            }
            feedback.success(`Added the chapter “${chapterTitle}”.`);
            return true;
          }}
        />
      </>
    );
  }

  return (
    <>
      <PageHeading title={title} noindex />
      <div className="container curriculum-editor">
        <p>
          <Link to={SITE_PAGES.instructor.path}>Back to the Instructor panel</Link>
        </p>
        <p className="curriculum-editor__intro">
          Learners see published lessons only. A lesson you add is a draft until you publish it in
          its editor; changes to a published lesson reach learners when you publish them.
        </p>
        {content}
      </div>
    </>
  );
}

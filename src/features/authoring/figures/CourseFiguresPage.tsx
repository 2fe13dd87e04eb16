import { Component, lazy, Suspense, useId, type ReactNode } from 'react';
import { Link, useParams } from 'react-router';
import { Alert, Button, Statistic, type TableColumnsType } from 'antd';
import { describeApiError, type QueryError } from '@/shared/api/apiErrors';
import type {
  AuthoringChapter,
  CourseFigures,
  LessonFigure,
  QuizFigure,
} from '@/shared/domain/authoring';
import { PageLoading } from '@/shared/components/feedback/PageLoading';
import { PageHeading } from '@/shared/components/PageHeading';
import { ScrollingTable, type ScrollingTableProps } from '@/shared/components/table/ScrollingTable';
import { curriculumEditorPath, lessonEditorPath } from '@/shared/routing/authoringPaths';
import { SITE_PAGES } from '@/shared/routing/siteMap';
import { useGetAuthoringCurriculumQuery } from '../authoringApi';
import { useGetCourseFiguresQuery } from './figuresApi';
import './CourseFiguresPage.css';

/**
 * The chart and its library (@ant-design/plots, over @antv/g2 and @antv/g) load once the figures
 * have arrived, in chunks that no other screen asks for (webpack.config.js, `charts`).
 */
const FunnelChart = lazy(async () => {
  const chart = await import(/* webpackChunkName: "funnel-chart" */ './FunnelChart');
  return { default: chart.FunnelChart };
});

/**
 * Whether this browser draws on a canvas, as the chart does; where it cannot (jsdom, for one), the
 * chart's library is not even downloaded.
 */
const canDrawCharts = (): boolean => 'CanvasRenderingContext2D' in window;

/** The HTTP status of a failed call, if the server answered. */
const statusOf = (error: QueryError): number | undefined =>
  error && 'status' in error && typeof error.status === 'number' ? error.status : undefined;

/**
 * Shows `fallback` instead of the chart when it cannot be drawn (its chunks did not download, or
 * drawing failed): the table below it holds the same figures.
 */
class ChartBoundary extends Component<
  { children: ReactNode; fallback: ReactNode },
  { failed: boolean }
> {
  override state = { failed: false };

  static getDerivedStateFromError(): { failed: boolean } {
    return { failed: true };
  }

  override render() {
    return this.state.failed ? this.props.fallback : this.props.children;
  }
}

/** An antd table of figures: all of them, no paging, in the compact size. */
function FiguresTable<Row extends object>(
  table: Omit<ScrollingTableProps<Row>, 'pagination' | 'size'>,
) {
  return <ScrollingTable<Row> {...table} pagination={false} size="small" />;
}

/** A lesson's row: its figure, its place in the curriculum, its chapter, and the fall to it. */
interface LessonRow extends LessonFigure {
  position: number;
  chapter?: string;
  /** Percentage points fewer than the lesson before completed it. */
  fall: number;
}

const percent = (value: number): string => `${value}%`;

/** The four figures at the top: learners, active learners, completion rate, average progress. */
function Headline({ figures }: { figures: CourseFigures }) {
  return (
    <ul className="course-figures__headline" aria-label="Headline figures">
      <li>
        <Statistic title="Learners" value={figures.learners} />
      </li>
      <li>
        <Statistic title="Active in the last 7 days" value={figures.activeLast7Days} />
      </li>
      <li>
        <Statistic title="Completion rate" value={figures.completionRate} suffix="%" />
      </li>
      <li>
        <Statistic title="Average progress" value={figures.averageProgress} suffix="%" />
      </li>
    </ul>
  );
}

/** "Where learners stop": the chart and, below it, a table of the same figures. */
function WhereLearnersStop({
  figures,
  chapters,
}: {
  figures: CourseFigures;
  chapters: readonly AuthoringChapter[];
}) {
  const headingId = useId();
  const captionId = useId();
  const chapterOf = new Map<string, string>();
  for (const chapter of chapters) {
    for (const lesson of chapter.lessons) {
      chapterOf.set(lesson._id, `${chapter.position}. ${chapter.title}`);
    }
  }
  const hasChapters = chapterOf.size > 0;
  const rows: LessonRow[] = figures.lessons.map((lesson, index) => ({
    ...lesson,
    position: index + 1,
    chapter: chapterOf.get(lesson.lessonId),
    fall:
      (figures.lessons[index - 1]?.completedShare ?? lesson.completedShare) - lesson.completedShare,
  }));

  const columns: TableColumnsType<LessonRow> = [
    {
      title: 'Lesson',
      key: 'lesson',
      render: (_value, row) => (
        <Link to={lessonEditorPath(row.lessonId)}>
          {row.position}. {row.title}
        </Link>
      ),
    },
    ...(hasChapters
      ? [
          {
            title: 'Chapter',
            key: 'chapter',
            render: (_value: unknown, row: LessonRow) => row.chapter,
          },
        ]
      : []),
    {
      title: 'Completed by',
      key: 'completions',
      render: (_value, row) => `${row.completions} of ${figures.learners}`,
    },
    {
      title: 'Completed share',
      key: 'completedShare',
      render: (_value, row) => percent(row.completedShare),
    },
    {
      title: 'Drop',
      key: 'drop',
      render: (_value, row) =>
        row.biggestDrop ? (
          <>
            <strong>Biggest drop</strong>: {row.fall} points fewer than lesson {row.position - 1}
          </>
        ) : null,
    },
  ];

  return (
    <section aria-labelledby={headingId} className="course-figures__section">
      <h2 id={headingId}>Where learners stop</h2>
      {rows.length > 0 && (
        <figure className="course-figures__chart" aria-labelledby={captionId}>
          {canDrawCharts() ? (
            <ChartBoundary
              fallback={<p className="course-figures__chart-note">The chart could not be drawn.</p>}
            >
              <Suspense fallback={<PageLoading label="Drawing the chart…" />}>
                <FunnelChart lessons={figures.lessons} />
              </Suspense>
            </ChartBoundary>
          ) : (
            <p className="course-figures__chart-note">This browser cannot draw the chart.</p>
          )}
          <figcaption id={captionId} className="course-figures__caption">
            The share of learners who completed each lesson, in curriculum order; the lesson with
            the biggest drop from the one before is marked “biggest drop”. The table below holds the
            same figures.
          </figcaption>
        </figure>
      )}
      <FiguresTable<LessonRow>
        rowKey="lessonId"
        caption="Each published lesson, in curriculum order: how many learners completed it"
        columns={columns}
        dataSource={rows}
        locale={{ emptyText: 'No published lessons yet.' }}
      />
    </section>
  );
}

/** Each quiz's pass rate and its hardest question. */
function Quizzes({ quizzes }: { quizzes: readonly QuizFigure[] }) {
  const headingId = useId();
  const columns: TableColumnsType<QuizFigure> = [
    { title: 'Quiz', dataIndex: 'title', key: 'title' },
    { title: 'Learners who tried it', dataIndex: 'learnersAttempted', key: 'learnersAttempted' },
    {
      title: 'Pass rate',
      key: 'passRate',
      render: (_value, quiz) =>
        quiz.learnersAttempted === 0 ? 'No attempts yet' : percent(quiz.passRate),
    },
    {
      title: 'Hardest question',
      key: 'hardestQuestion',
      render: (_value, quiz) =>
        quiz.hardestQuestion
          ? `${quiz.hardestQuestion.prompt} (${percent(quiz.hardestQuestion.rightShare)} right)`
          : 'No answers yet',
    },
  ];
  return (
    <section aria-labelledby={headingId} className="course-figures__section">
      <h2 id={headingId}>Quizzes</h2>
      <FiguresTable<QuizFigure>
        rowKey="lessonId"
        caption="Each quiz: the share of learners whose best attempt passed, and the question answered right least often"
        columns={columns}
        dataSource={[...quizzes]}
        locale={{ emptyText: 'This course has no published quizzes.' }}
      />
    </section>
  );
}

/**
 * `/instructor/courses/{courseId}/figures`: how a course's learners are doing, for its instructors
 * and admins (docs/decisions.md, "Authoring"): the headline figures, where learners stop (a chart
 * and the same figures as a table), and the quizzes. The server decides who may (403 otherwise).
 */
export function CourseFiguresPage() {
  const { courseId = '' } = useParams();
  const figures = useGetCourseFiguresQuery(courseId);
  // The lessons' chapters, from the curriculum editor's call (its instructors and admins may read
  // it, as they may the figures), asked for at the same time; without it the table has no chapters.
  const curriculum = useGetAuthoringCurriculumQuery(courseId);
  const title = figures.data ? `Figures: ${figures.data.courseName}` : 'Course figures';

  let content: ReactNode;
  if (figures.isError) {
    const status = statusOf(figures.error);
    content =
      status === 403 ? (
        <Alert
          type="warning"
          showIcon
          title="You do not teach this course"
          description="Only the course’s instructors and admins see its figures."
        />
      ) : status === 404 ? (
        <Alert
          type="warning"
          showIcon
          title="Course not found"
          description="No course has this address: it may have been deleted."
        />
      ) : (
        <Alert
          type="error"
          showIcon
          title="The figures could not be loaded."
          description={describeApiError(figures.error)}
          action={<Button onClick={() => void figures.refetch()}>Retry</Button>}
        />
      );
  } else if (!figures.data || curriculum.isLoading) {
    content = <PageLoading label="Loading the figures…" />;
  } else if (figures.data.learners === 0) {
    content = (
      <Alert
        type="info"
        showIcon
        title="No learners yet: the figures appear once someone enrolls"
        description="Learners with a paid enrollment, or enrolled in a free course, count; the course’s instructors and admins do not."
      />
    );
  } else {
    content = (
      <>
        <Headline figures={figures.data} />
        <WhereLearnersStop figures={figures.data} chapters={curriculum.data?.chapters ?? []} />
        <Quizzes quizzes={figures.data.quizzes} />
      </>
    );
  }

  return (
    <>
      <PageHeading title={title} noindex />
      <div className="container course-figures">
        <p className="course-figures__links">
          <Link to={SITE_PAGES.instructor.path}>Back to Courses you teach</Link>
          {figures.data && <Link to={curriculumEditorPath(courseId)}>Edit the curriculum</Link>}
        </p>
        {content}
      </div>
    </>
  );
}

import { Button } from 'antd';
import { startTransition, useDeferredValue, useEffect, useMemo, useRef, useState } from 'react';
import { Link } from 'react-router';
import { skipToken } from '@reduxjs/toolkit/query/react';
import type { TableColumnsType } from 'antd';
import { describeApiError } from '@/shared/api/apiErrors';
import { useAuth } from '@/shared/auth/useAuth';
import { ISSUER_NAME } from '@/shared/domain/certificates';
import type { Enrollment } from '@/shared/domain/entities';
import { LEARNING_LIMITS, type ProgressRow } from '@/shared/domain/learning';
import { formatDateTime } from '@/shared/domain/dateFormat';
import { FREE_PRICE_LABEL, formatDollars, isFree } from '@/shared/domain/price';
import { isRefundWindowOpen, refundWindowClosesAt } from '@/shared/domain/refundWindow';
import { countOf, messages, payWith } from '@/shared/messages';
import {
  certificatePath,
  certificateUrl,
  linkedInAddToProfileUrl,
} from '@/shared/routing/certificatePaths';
import { paths, receiptPath } from '@/shared/routing/paths';
import { EmptyState } from '@/shared/components/feedback/EmptyState';
import { AntdLoadError } from '@/shared/components/feedback/AntdLoadError';
import { PageLoading } from '@/shared/components/feedback/PageLoading';
import { useFeedback } from '@/shared/components/feedback/Announcer';
import { PageHeading } from '@/shared/components/PageHeading';
import { PagedTable } from '@/shared/components/table/PagedTable';
import { useConfirmAction } from '@/shared/components/useConfirmAction';
import { EnrollmentStatusLabel } from './EnrollmentStatusLabel';
import {
  useCancelEnrollmentMutation,
  useGetMyEnrollmentsQuery,
  useRefundMutation,
} from './enrollmentApi';
import { LearningProgress, mayLearn } from './LearningProgress';
import { useGetMyProgressQuery } from './progressApi';
import './MyCoursesPage.css';
import { SITE_PAGES } from '@/shared/routing/siteMap';

/** The payment dialog loads when a learner presses "Pay with ...". */
const loadPaymentDialog = () =>
  import(/* webpackChunkName: "payment-dialog" */ './PaymentDialog').then(
    (module) => module.PaymentDialog,
  );
type PaymentDialogComponent = Awaited<ReturnType<typeof loadPaymentDialog>>;

const courseNameId = (enrollment: Enrollment) => `my-course-${enrollment._id}`;

/**
 * The learner's valid certificate in a course they completed: the enrollment's (the list says
 * whether it is still valid), else the progress's; none before completion or once revoked.
 */
function validCertificateId(enrollment: Enrollment, progress: ProgressRow | undefined) {
  if (!progress?.completedAt) return undefined;
  if (enrollment.certificate) {
    return enrollment.certificate.status === 'valid' ? enrollment.certificate.id : undefined;
  }
  return progress.certificateId;
}

/**
 * A completed course's certificate, under its progress: its page, LinkedIn's "Add to profile" for
 * it (in a new tab) and its address copied to share. Each is described by the course's name, as
 * the row's other actions are.
 */
function CertificateActions({
  certificateId,
  courseName,
  completedAt,
  describedBy,
}: {
  certificateId: string;
  courseName: string;
  completedAt: string;
  describedBy: string;
}) {
  const feedback = useFeedback();
  const pageUrl = certificateUrl(certificateId);
  const copyLink = async () => {
    // Missing outside secure contexts (plain http on another host) and in some browsers.
    const clipboard = typeof navigator === 'undefined' ? undefined : navigator.clipboard;
    try {
      if (!clipboard?.writeText) throw new Error('No clipboard');
      await clipboard.writeText(pageUrl);
      feedback.success('Link copied');
    } catch {
      feedback.error(`The link could not be copied. Its address: ${pageUrl}`);
    }
  };
  return (
    <div className="my-courses__certificate">
      <Link
        className="button button--compact"
        to={certificatePath(certificateId)}
        aria-describedby={describedBy}
      >
        Certificate
      </Link>
      <a
        className="button button--compact"
        href={linkedInAddToProfileUrl({
          id: certificateId,
          courseTitle: courseName,
          completedAt,
          issuer: { name: ISSUER_NAME },
          pageUrl,
        })}
        target="_blank"
        rel="noopener noreferrer"
        aria-describedby={describedBy}
      >
        Add to LinkedIn<span className="visually-hidden"> (opens in a new tab)</span>
      </a>
      <Button aria-describedby={describedBy} onClick={() => void copyLink()}>
        Copy link
      </Button>
    </div>
  );
}

/** Enrollments per page. */
export const MY_COURSES_PAGE_SIZE = 10;

/**
 * The signed-in learner's enrollments, newest first, a page at a time as the server pages them,
 * each with its status. An unpaid one is paid by card (or reads Free) and can be cancelled; a paid
 * one has its receipt, and a refund can be requested for REFUND_WINDOW_HOURS after paying (the
 * server decides; the row says when the window closed); a refunded one keeps its receipt. A course
 * the learner may learn from (paid, or free) shows its progress beside its status, with Start,
 * Continue or "Completed on {date}" into the lesson player; a completed one with a valid
 * certificate also has its page, Add to LinkedIn and Copy link.
 */
export function MyCoursesPage() {
  const { user } = useAuth();
  const confirmAction = useConfirmAction();
  const [page, setPage] = useState(1);
  const enrollments = useGetMyEnrollmentsQuery(
    user.email ? { email: user.email, page, pageSize: MY_COURSES_PAGE_SIZE } : skipToken,
    { refetchOnMountOrArgChange: true },
  );
  // The learner's progress in the courses they may learn from, asked for again on every visit
  // (the lesson player changes it).
  const progress = useGetMyProgressQuery(user.email ? { email: user.email } : skipToken, {
    refetchOnMountOrArgChange: true,
  });
  const progressByCourse = useMemo(
    () => new Map((progress.data ?? []).map((row) => [row.courseId, row])),
    [progress.data],
  );
  // The rows render in a deferred render, in short tasks (see ServerTable).
  const rows = useDeferredValue(enrollments.data);
  const [cancelEnrollment] = useCancelEnrollmentMutation();
  const [refund] = useRefundMutation();
  const feedback = useFeedback();
  // The enrollment being paid, with the dialog once its code has loaded.
  const [paying, setPaying] = useState<{
    enrollment: Enrollment;
    Dialog: PaymentDialogComponent;
  } | null>(null);
  // A second press while the dialog's code loads, or while it renders, opens nothing more.
  const openingPayment = useRef(false);
  useEffect(() => {
    // The dialog asked for has opened (or closed): a press may open one again.
    openingPayment.current = false;
  }, [paying]);
  const openPayment = (enrollment: Enrollment) => {
    if (openingPayment.current) return;
    openingPayment.current = true;
    loadPaymentDialog().then(
      // In a transition: the dialog renders in slices, between which the page still answers.
      (Dialog) => startTransition(() => setPaying({ enrollment, Dialog })),
      // Offline: nothing opens, the page says why, and the next press tries again.
      () => {
        openingPayment.current = false;
        feedback.error(messages.loadFailed);
      },
    );
  };

  // The time the rows were drawn: a row's refund button goes once its window has closed.
  const [now] = useState(() => Date.now());

  const confirmCancel = (enrollment: Enrollment) =>
    confirmAction({
      title: messages.confirmDelete,
      content: enrollment.name,
      run: async () => {
        const result = await cancelEnrollment(enrollment._id);
        if ('error' in result) return { done: false, text: describeApiError(result.error) };
        if (result.data.deletedCount === 0) return null;
        // The last row of a later page has gone: show the page before, which now ends the list.
        if (page > 1 && enrollments.data?.items.length === 1) setPage(page - 1);
        return { done: true, text: messages.enrollmentCancelled };
      },
    });

  const confirmRefund = (enrollment: Enrollment) =>
    confirmAction({
      title: `Refund ${formatDollars(enrollment.price)} for ${enrollment.name}?`,
      content: `The payment of ${formatDollars(enrollment.price)} goes back to the card you paid with. You can enroll in ${enrollment.name} again later.`,
      okText: `Refund ${formatDollars(enrollment.price)}`,
      run: async () => {
        const result = await refund(enrollment._id);
        if ('error' in result) return { done: false, text: describeApiError(result.error) };
        return {
          done: true,
          text: `Refunded ${formatDollars(result.data.amount / 100)} for ${enrollment.name}.`,
        };
      },
    });

  const payment = (enrollment: Enrollment) => {
    if (enrollment.status !== 'Progressing') {
      return (
        <Link
          className="button button--compact"
          to={receiptPath(enrollment._id)}
          aria-describedby={courseNameId(enrollment)}
        >
          Receipt
        </Link>
      );
    }
    // A free enrollment has nothing to pay: its row says so instead of offering a payment.
    if (isFree(enrollment.price)) {
      return <span className="my-courses__free">{FREE_PRICE_LABEL}</span>;
    }
    return (
      <Button
        type="primary"
        aria-describedby={courseNameId(enrollment)}
        onClick={() => openPayment(enrollment)}
      >
        {payWith(enrollment.price)}
      </Button>
    );
  };

  const cancellation = (enrollment: Enrollment) => {
    if (enrollment.status === 'Progressing') {
      return (
        <Button
          aria-describedby={courseNameId(enrollment)}
          onClick={() => confirmCancel(enrollment)}
        >
          Cancel
        </Button>
      );
    }
    if (enrollment.status === 'Refunded') {
      return (
        <span className="my-courses__note">
          Refunded{enrollment.refundedAt ? ` on ${formatDateTime(enrollment.refundedAt)}` : ''}
        </span>
      );
    }
    if (enrollment.paidAt && !isRefundWindowOpen(enrollment.paidAt, now)) {
      return (
        <span className="my-courses__note">
          Refund window closed on {formatDateTime(refundWindowClosesAt(enrollment.paidAt))}
        </span>
      );
    }
    // Past half the course the learner keeps it: the server refuses their refund (an admin may).
    const learnedPercent = progressByCourse.get(enrollment.courseId)?.percent ?? 0;
    if (learnedPercent > LEARNING_LIMITS.refundProgressMaxPercent) {
      return (
        <span className="my-courses__note">
          No refund: more than {LEARNING_LIMITS.refundProgressMaxPercent} % of the course completed
        </span>
      );
    }
    return (
      <Button aria-describedby={courseNameId(enrollment)} onClick={() => confirmRefund(enrollment)}>
        Request refund
      </Button>
    );
  };

  const columns: TableColumnsType<Enrollment> = [
    {
      title: 'CourseName',
      key: 'name',
      render: (_value, enrollment) => (
        <span id={courseNameId(enrollment)} className="my-courses__name">
          {enrollment.name}
        </span>
      ),
    },
    { title: 'Pay Now', key: 'pay', render: (_value, enrollment) => payment(enrollment) },
    {
      title: messages.cancelColumn,
      key: 'cancel',
      render: (_value, enrollment) => cancellation(enrollment),
    },
    {
      title: 'Status',
      key: 'status',
      // The status label as the spec has it; the learning progress beside it, once known, for a
      // course the learner may learn from, and the certificate of a completed one.
      render: (_value, enrollment) => {
        if (!mayLearn(enrollment) || !progress.isSuccess) {
          return <EnrollmentStatusLabel status={enrollment.status} />;
        }
        const learned = progressByCourse.get(enrollment.courseId);
        const certificateId = validCertificateId(enrollment, learned);
        return (
          <>
            <EnrollmentStatusLabel status={enrollment.status} />
            <LearningProgress
              courseId={enrollment.courseId}
              courseName={enrollment.name}
              progress={learned}
              describedBy={courseNameId(enrollment)}
            />
            {certificateId && learned?.completedAt && (
              <CertificateActions
                certificateId={certificateId}
                courseName={enrollment.name}
                completedAt={learned.completedAt}
                describedBy={courseNameId(enrollment)}
              />
            )}
          </>
        );
      },
    },
  ];

  const content = () => {
    // Not asked yet (rendered ahead of the sign-in's confirmation, src/shared/auth/guards.tsx, the
    // learner is not known), loading, or the first rows rendering in the background.
    if (enrollments.isUninitialized || enrollments.isLoading || (enrollments.data && !rows)) {
      return <PageLoading label="Loading your courses…" />;
    }
    if (enrollments.isError) {
      return (
        <AntdLoadError
          description={describeApiError(enrollments.error)}
          onRetry={() => void enrollments.refetch()}
        />
      );
    }
    if (!rows || rows.total === 0) {
      return (
        <EmptyState description="You have not enrolled in any course yet.">
          <Link to={`${paths.catalogue}#courses`}>Browse the courses</Link>
        </EmptyState>
      );
    }
    return (
      <>
        {/* The enrollments still show: only their progress is missing. */}
        {progress.isError && (
          <AntdLoadError
            description={`Your learning progress did not load. ${describeApiError(progress.error)}`}
            onRetry={() => void progress.refetch()}
          />
        )}
        <PagedTable<Enrollment>
          caption="Your courses"
          columns={columns}
          dataSource={rows.items}
          // A spinner only while another page loads; a refetch of this page keeps the rows as they are.
          busy={enrollments.isFetching && enrollments.currentData === undefined}
          // A page past the last one (the list changed in another tab).
          locale={{ emptyText: <EmptyState description="No courses on this page." /> }}
          paging={{
            current: page,
            pageSize: MY_COURSES_PAGE_SIZE,
            total: rows.total,
            onChange: setPage,
            totalText: (total) => countOf(total, 'course', 'courses'),
            label: 'Pages of your courses',
          }}
        />
      </>
    );
  };

  return (
    <section className="my-courses">
      <PageHeading title={SITE_PAGES.myEnroll.title} />
      {content()}
      {paying && <paying.Dialog enrollment={paying.enrollment} onClosed={() => setPaying(null)} />}
    </section>
  );
}

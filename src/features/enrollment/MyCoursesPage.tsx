import { useState } from 'react';
import { Link } from 'react-router';
import { Button, Empty, Table, type TableColumnsType } from 'antd';
import { skipToken } from '@reduxjs/toolkit/query/react';
import { describeApiError } from '../../app/apiErrors';
import { useAuth } from '../../app/auth/useAuth';
import type { Enrollment } from '../../app/domain/entities';
import { FREE_PRICE_LABEL, isFree } from '../../app/domain/price';
import { messages, payWith } from '../../app/messages';
import { paths } from '../../app/paths';
import { LoadError } from '../../components/feedback/LoadError';
import { PageLoading } from '../../components/feedback/PageLoading';
import { PageHeading } from '../../components/PageHeading';
import { useConfirmRemoval } from '../../components/useConfirmRemoval';
import { EnrollmentStatusLabel } from './EnrollmentStatusLabel';
import { PaymentDialog } from './PaymentDialog';
import { useCancelEnrollmentMutation, useGetMyEnrollmentsQuery } from './enrollmentApi';
import './MyCoursesPage.css';

const courseNameId = (enrollment: Enrollment) => `my-course-${enrollment._id}`;

/** The signed-in learner's enrollments: pay for one by card, or cancel it (spec section 2). */
export function MyCoursesPage() {
  const { user } = useAuth();
  const confirmRemoval = useConfirmRemoval();
  const enrollments = useGetMyEnrollmentsQuery(user.email ?? skipToken, {
    refetchOnMountOrArgChange: true,
  });
  const [cancelEnrollment] = useCancelEnrollmentMutation();
  const [payingFor, setPayingFor] = useState<Enrollment | null>(null);

  const confirmCancel = (enrollment: Enrollment) =>
    confirmRemoval({
      title: messages.confirmDelete,
      content: enrollment.name,
      remove: async () => {
        const result = await cancelEnrollment(enrollment._id);
        if ('error' in result) return { removed: false, text: describeApiError(result.error) };
        return result.data.deletedCount > 0
          ? { removed: true, text: messages.enrollmentCancelled }
          : null;
      },
    });

  const columns: TableColumnsType<Enrollment> = [
    {
      title: 'CourseName',
      dataIndex: 'name',
      render: (_name: string, enrollment) => (
        <span id={courseNameId(enrollment)} className="my-courses__name">
          {enrollment.name}
        </span>
      ),
    },
    {
      title: 'Pay Now',
      key: 'pay',
      render: (_value: unknown, enrollment) =>
        // A free enrollment has nothing to pay: its row says so instead of offering a payment.
        isFree(enrollment.price) ? (
          <span className="my-courses__free">{FREE_PRICE_LABEL}</span>
        ) : (
          <Button
            type="primary"
            disabled={enrollment.status === 'Paid'}
            aria-describedby={courseNameId(enrollment)}
            onClick={() => setPayingFor(enrollment)}
          >
            {payWith(enrollment.price)}
          </Button>
        ),
    },
    {
      title: messages.cancelColumn,
      key: 'cancel',
      render: (_value: unknown, enrollment) => (
        <Button
          aria-describedby={courseNameId(enrollment)}
          onClick={() => confirmCancel(enrollment)}
        >
          Cancel
        </Button>
      ),
    },
    {
      title: 'Status',
      dataIndex: 'status',
      render: (_status: string, enrollment) => <EnrollmentStatusLabel status={enrollment.status} />,
    },
  ];

  const content = () => {
    if (enrollments.isLoading) return <PageLoading label="Loading your courses…" />;
    if (enrollments.isError) {
      return (
        <LoadError
          description={describeApiError(enrollments.error)}
          onRetry={() => void enrollments.refetch()}
        />
      );
    }
    if (!enrollments.data || enrollments.data.length === 0) {
      return (
        <Empty description="You have not enrolled in any course yet.">
          <Link to={`${paths.home}#courses`}>Browse the courses</Link>
        </Empty>
      );
    }
    return (
      <div className="my-courses__table">
        <Table<Enrollment>
          rowKey="_id"
          columns={columns}
          dataSource={enrollments.data}
          pagination={false}
        />
      </div>
    );
  };

  return (
    <section className="my-courses">
      <PageHeading title={messages.myCourses} />
      {content()}
      {payingFor && <PaymentDialog enrollment={payingFor} onClosed={() => setPayingFor(null)} />}
    </section>
  );
}

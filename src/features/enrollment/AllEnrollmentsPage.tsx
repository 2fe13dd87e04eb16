import { Button, Radio } from 'antd';
import { useRef, useState } from 'react';
import { Link } from 'react-router';
import type { TableColumnsType } from 'antd';
import { useAllowedQueryArg } from '@/shared/auth/guards';
import {
  ENROLLMENT_STATUSES,
  type Enrollment,
  type EnrollmentStatus,
} from '@/shared/domain/entities';
import { formatDateTime } from '@/shared/domain/dateFormat';
import { FREE_PRICE_LABEL, isFree } from '@/shared/domain/price';
import type { TableQuery } from '@/shared/api/paging';
import { initialTableQuery, ServerTable } from '@/shared/components/ServerTable';
import { PageHeading } from '@/shared/components/PageHeading';
import { useFeedback } from '@/shared/components/feedback/Announcer';
import { messages } from '@/shared/messages';
import { certificatePath } from '@/shared/routing/certificatePaths';
import { EnrollmentStatusLabel } from './EnrollmentStatusLabel';
import { useGetAllEnrollmentsQuery, type EnrollmentSortKey } from './enrollmentApi';
import './AllEnrollmentsPage.css';
import { SITE_PAGES } from '@/shared/routing/siteMap';

const dateCell = (value: string | undefined) => (value ? formatDateTime(value) : '—');

/** The columns every row has; the certificate's, with its action, is the page's. */
const dataColumns: TableColumnsType<Enrollment> = [
  { title: 'Learner', key: 'displayName', sorter: true, render: (_, row) => row.displayName },
  { title: 'Email', key: 'email', sorter: true, render: (_, row) => row.email },
  { title: 'Course', key: 'name', sorter: true, render: (_, row) => row.name },
  {
    title: 'Price ($)',
    key: 'price',
    align: 'right',
    sorter: true,
    render: (_, row) => (isFree(row.price) ? FREE_PRICE_LABEL : row.price),
  },
  {
    title: 'Status',
    key: 'status',
    sorter: true,
    render: (_, row) => <EnrollmentStatusLabel status={row.status} />,
  },
  { title: 'Paid', key: 'paidAt', sorter: true, render: (_, row) => dateCell(row.paidAt) },
  {
    title: 'Refunded',
    key: 'refundedAt',
    sorter: true,
    render: (_, row) => dateCell(row.refundedAt),
  },
];

/** The dialog loads when an admin presses "Revoke certificate". */
const loadRevokeDialog = () =>
  import(/* webpackChunkName: "revoke-certificate" */ './RevokeCertificateDialog').then(
    (module) => module.RevokeCertificateDialog,
  );
type RevokeDialogComponent = Awaited<ReturnType<typeof loadRevokeDialog>>;

/** The certificate a dialog revokes, with whose it is and for which course. */
interface RevokeTarget {
  certificateId: string;
  learnerName: string;
  courseName: string;
}

/** The id of a revoked certificate's link in its row, where focus goes once it is revoked. */
const revokedLinkId = (certificateId: string) => `revoked-certificate-${certificateId}`;

/**
 * Whether focus has nowhere to stay: lost (its element left the page), or still in the dialog that
 * is going (it could not go back to a button that has gone).
 */
const focusLost = () => {
  const active = document.activeElement;
  return !active || active === document.body || active.closest('[role="dialog"]') !== null;
};

type StatusFilter = EnrollmentStatus | 'All';

const STATUS_OPTIONS = (['All', ...ENROLLMENT_STATUSES] as const).map((value) => ({
  value,
  label: value,
}));

/**
 * dashboard/allenroll: every enrollment with its status and its paid and refunded dates, a page at a
 * time as the server filters (by status), searches (learner, email, course), sorts and pages them.
 * A learner's valid certificate in the course can be revoked, with a reason; a revoked one says so,
 * with a link to its page.
 */
export function AllEnrollmentsPage() {
  const feedback = useFeedback();
  const [status, setStatus] = useState<StatusFilter>('All');
  // The certificate being revoked, with the dialog once its code has loaded.
  const [revoking, setRevoking] = useState<{
    target: RevokeTarget;
    Dialog: RevokeDialogComponent;
  } | null>(null);
  // A certificate just revoked whose row still offers Revoke: once the list comes again, the
  // button goes and focus moves to the link that replaces it.
  const focusWhenRevoked = useRef<string | null>(null);
  const [query, setQuery] = useState<TableQuery<EnrollmentSortKey>>(initialTableQuery);
  // Each change asks the server again: enrollments change while the page is open.
  // Rendered ahead of the sign-in's confirmation (src/shared/auth/guards.tsx), it asks nothing yet.
  const page = useGetAllEnrollmentsQuery(
    useAllowedQueryArg(status === 'All' ? query : { ...query, status }),
    { refetchOnMountOrArgChange: true },
  );

  const openRevoke = (target: RevokeTarget) => {
    focusWhenRevoked.current = null;
    loadRevokeDialog().then(
      (Dialog) => setRevoking({ target, Dialog }),
      // Offline: nothing opens, the page says why, and the next press tries again.
      () => feedback.error(messages.loadFailed),
    );
  };

  const focusIfJustRevoked = (certificateId: string) => (link: HTMLAnchorElement | null) => {
    if (!link || focusWhenRevoked.current !== certificateId) return;
    focusWhenRevoked.current = null;
    if (focusLost()) link.focus();
  };

  const certificateCell = (row: Enrollment) => {
    const { certificate } = row;
    if (!certificate) return '—';
    // Each row's action says whose certificate it is to a screen reader.
    const whose = (
      <span className="visually-hidden"> of {`${row.displayName} for ${row.name}`}</span>
    );
    if (certificate.status === 'valid') {
      return (
        <Button
          aria-haspopup="dialog"
          onClick={() =>
            openRevoke({
              certificateId: certificate.id,
              learnerName: row.displayName,
              courseName: row.name,
            })
          }
        >
          Revoke certificate
          {whose}
        </Button>
      );
    }
    return (
      <span className="all-enrollments__certificate">
        <span className="all-enrollments__revoked">Certificate revoked</span>
        <Link
          id={revokedLinkId(certificate.id)}
          ref={focusIfJustRevoked(certificate.id)}
          to={certificatePath(certificate.id)}
        >
          View certificate
          {whose}
        </Link>
      </span>
    );
  };

  const columns: TableColumnsType<Enrollment> = [
    ...dataColumns,
    { title: 'Certificate', key: 'certificate', render: (_, row) => certificateCell(row) },
  ];

  const revokeClosed = (certificateId: string, revoked: boolean) => {
    setRevoking(null);
    // The row may show the certificate revoked already (the list came again while the dialog was
    // open), its button gone: focus goes to the link in its place.
    const link = document.getElementById(revokedLinkId(certificateId));
    if (link && focusLost()) link.focus();
    else if (revoked) focusWhenRevoked.current = certificateId;
    if (revoked) feedback.success('Certificate revoked');
  };

  const filters = (
    <fieldset className="all-enrollments__filter">
      <legend className="all-enrollments__filter-legend">Status</legend>
      <Radio.Group
        optionType="button"
        options={STATUS_OPTIONS}
        value={status}
        onChange={(event) => {
          const next = STATUS_OPTIONS.find((option) => option.value === event.target.value);
          if (!next) return;
          setStatus(next.value);
          setQuery((previous) => ({ ...previous, page: 1 }));
        }}
      />
    </fieldset>
  );

  return (
    <>
      <PageHeading title={SITE_PAGES.allEnroll.title} />
      <ServerTable<Enrollment, EnrollmentSortKey>
        result={page}
        columns={columns}
        query={query}
        setQuery={setQuery}
        rowsName="enrollments"
        caption="Enrollments"
        emptyDescription="Nobody has enrolled yet."
        searchPlaceholder="Learner, email or course"
        filters={filters}
        filtered={status !== 'All'}
      />
      {revoking && (
        <revoking.Dialog
          {...revoking.target}
          onClosed={(revoked) => revokeClosed(revoking.target.certificateId, revoked)}
        />
      )}
    </>
  );
}

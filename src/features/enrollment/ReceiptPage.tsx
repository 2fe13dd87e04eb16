import { useEffect } from 'react';
import { Link, useLocation, useParams } from 'react-router';
import { Button } from 'antd';
import { PrinterOutlined } from '@ant-design/icons';
import { getAppConfig } from '@/shared/config/appConfig';
import { describeApiError } from '@/shared/api/apiErrors';
import type { Receipt } from '@/shared/domain/entities';
import { formatDateTime } from '@/shared/domain/dateFormat';
import { formatDollars } from '@/shared/domain/price';
import { dashboardPath } from '@/shared/routing/paths';
import { ForbiddenPage } from '@/shared/components/feedback/ForbiddenPage';
import { focusPageHeading } from '@/shared/components/focusPageHeading';
import { AntdLoadError } from '@/shared/components/feedback/AntdLoadError';
import { PageLoading } from '@/shared/components/feedback/PageLoading';
import { PageHeading } from '@/shared/components/PageHeading';
import { useGetReceiptQuery } from './enrollmentApi';
import './ReceiptPage.css';
import { SITE_PAGES } from '@/shared/routing/siteMap';

/** Cents as the enrollment pages show prices: 12900 -> '129 $'. */
const amountOf = (cents: number): string => formatDollars(cents / 100);

function ReceiptDetails({ receipt }: { receipt: Receipt }) {
  const { siteName } = getAppConfig();
  const rows: [string, string][] = [
    ['Receipt number', receipt.receiptNumber],
    ['Date', formatDateTime(receipt.paidAt)],
    ['Course', receipt.courseName],
    ['Amount paid', `${amountOf(receipt.amount)} (${receipt.currency.toUpperCase()})`],
    ['Learner', receipt.learnerName],
    ['Email', receipt.email],
    ['Card', `${receipt.card.brand} ending in ${receipt.card.last4}`],
  ];
  if (receipt.refund) {
    rows.push(
      ['Refunded', amountOf(receipt.refund.amount)],
      ['Refund date', formatDateTime(receipt.refund.refundedAt)],
    );
  }
  return (
    <article className="receipt" aria-labelledby="receipt-title">
      <header className="receipt__header">
        <p className="receipt__site">{siteName}</p>
        <h2 id="receipt-title" className="receipt__title">
          Payment receipt
        </h2>
        {receipt.refund && <p className="receipt__refunded">This payment was refunded.</p>}
      </header>
      <dl className="receipt__facts">
        {rows.map(([term, value]) => (
          <div key={term} className="receipt__fact">
            <dt>{term}</dt>
            <dd>{value}</dd>
          </div>
        ))}
      </dl>
      <div className="receipt__actions">
        <Button type="primary" icon={<PrinterOutlined />} onClick={() => window.print()}>
          Print
        </Button>
        <Link to={dashboardPath('myEnroll')}>Back to My Courses</Link>
      </div>
    </article>
  );
}

/**
 * /dashboard/receipt/{enrollmentId}: the receipt of a paid or refunded enrollment, for its learner
 * and admins; it prints on one page without the site around it (ReceiptPage.css).
 */
export function ReceiptPage() {
  const { enrollmentId = '' } = useParams();
  const receipt = useGetReceiptQuery(enrollmentId);
  // Opened by a payment that just went through: focus leaves the closed dialog for the page.
  const justPaid = (useLocation().state as { justPaid?: boolean } | null)?.justPaid === true;
  const loaded = receipt.data !== undefined;
  useEffect(() => {
    if (justPaid && loaded) focusPageHeading();
  }, [justPaid, loaded]);

  const content = () => {
    if (receipt.isLoading) return <PageLoading label="Loading the receipt…" />;
    if (receipt.isError) {
      const status = 'status' in receipt.error ? receipt.error.status : undefined;
      if (status === 403) return <ForbiddenPage />;
      return (
        <AntdLoadError
          description={describeApiError(receipt.error)}
          onRetry={() => void receipt.refetch()}
        />
      );
    }
    return receipt.data ? <ReceiptDetails receipt={receipt.data} /> : null;
  };

  return (
    <section className="receipt-page">
      <PageHeading title={SITE_PAGES.receipt.title} />
      {content()}
    </section>
  );
}

import { PageHeading } from '@/shared/components/PageHeading';
import { useAuth } from '@/shared/auth/useAuth';
import './DashboardHome.css';

/** The dashboard's index: a welcome image and a greeting. */
export function DashboardHome() {
  const { user } = useAuth();
  return (
    <div className="dashboard-home">
      <PageHeading title={`Welcome${user.displayName ? `, ${user.displayName}` : ''}`} />
      <img
        src="/images/dashboard-welcome.webp"
        alt="A study desk with a laptop, ready for learning"
        width={960}
        height={480}
        className="dashboard-home__image"
      />
    </div>
  );
}

import { PageHeading } from '@/shared/components/PageHeading';
import { useAuth } from '@/shared/auth/useAuth';
import { ContinueLearning } from './ContinueLearning';
import './DashboardHome.css';

/** The dashboard's index: a greeting, the learner's "Continue learning" and a welcome image. */
export function DashboardHome() {
  const { user } = useAuth();
  return (
    <div className="dashboard-home">
      <PageHeading title={`Welcome${user.displayName ? `, ${user.displayName}` : ''}`} />
      {/* Rendered ahead of the sign-in's confirmation, the learner is not known yet: nothing. */}
      <ContinueLearning email={user.email ?? ''} />
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

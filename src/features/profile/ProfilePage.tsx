import { UserOutlined } from '@ant-design/icons';
import { Link } from 'react-router';
import { getAppConfig } from '@/shared/config/appConfig';
import { useAuth } from '@/shared/auth/useAuth';
import { useRoles } from '@/shared/auth/useRoles';
import type { LoginRedirectState } from '@/shared/auth/guards';
import { dashboardPath, paths } from '@/shared/routing/paths';
import { PageHeading } from '@/shared/components/PageHeading';
import { PageLoading } from '@/shared/components/feedback/PageLoading';
import { Notice } from '@/shared/components/feedback/Notice';
import { ProfileSection } from './ProfileSection';
import './ProfilePage.css';
import { SITE_PAGES } from '@/shared/routing/siteMap';

/** A sample plan; shown for information, nothing is charged. */
const samplePlan = {
  name: 'Learner Plus',
  price: '$100/month',
  benefits: [
    'Every course in the catalogue',
    'Project reviews by instructors',
    'Certificates of completion',
  ],
} as const;

const initialsOf = (name: string): string =>
  name
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, 2)
    .map((part) => part.charAt(0).toUpperCase())
    .join('');

/** The user's photo, else their initials, else a neutral person icon (all decorative text aside). */
function ProfilePhoto({ name, photoURL }: { name: string | null; photoURL: string | null }) {
  if (photoURL) {
    return <img className="profile-photo" src={photoURL} alt={name ?? ''} width={96} height={96} />;
  }
  const initials = name ? initialsOf(name) : '';
  return (
    <span className="profile-photo profile-photo--placeholder" aria-hidden="true">
      {initials || <UserOutlined />}
    </span>
  );
}

function useRoleLabel(): string {
  const { admin, teacher } = useRoles();
  if (admin) return 'Admin';
  if (teacher) return 'Instructor';
  return 'Learner';
}

/** /profile: a static profile. Nothing on it can be edited or saved. */
export function ProfilePage() {
  const { user, sessionLoading } = useAuth();
  const roleLabel = useRoleLabel();
  const { siteName } = getAppConfig();
  const signedIn = Boolean(user.email);

  if (sessionLoading && !signedIn) {
    return (
      <div className="profile-page">
        <PageHeading title={SITE_PAGES.profile.title} />
        <PageLoading label="Loading your profile…" />
      </div>
    );
  }

  const name = user.displayName || (signedIn ? 'No name given' : 'Guest visitor');
  const email = user.email ?? 'Not signed in';
  const loginState: LoginRedirectState = { from: paths.profile };

  return (
    <div className="profile-page">
      <PageHeading title={SITE_PAGES.profile.title}>
        <p className="profile-page__lead">
          This page is for reading only: nothing here can be changed or saved yet.
        </p>
      </PageHeading>
      <div className="profile-page__body">
        {!signedIn && (
          <Notice
            tone="info"
            className="profile-page__notice"
            title="You are not signed in"
            description={
              <>
                The details below are placeholders.{' '}
                <Link to={paths.login} state={loginState}>
                  Log in to see your profile
                </Link>
                .
              </>
            }
          />
        )}
        <div className="profile-page__grid">
          <ProfileSection
            id="personal"
            title="Personal info"
            media={
              <ProfilePhoto name={user.displayName ?? null} photoURL={user.photoURL ?? null} />
            }
            facts={[
              { term: 'Name', detail: name },
              { term: 'Email', detail: email },
              { term: 'Role', detail: signedIn ? roleLabel : 'Visitor' },
            ]}
          />

          <ProfileSection
            id="payment"
            title="Payment info"
            facts={[
              { term: 'Saved cards', detail: 'None' },
              {
                term: 'How you pay',
                detail: `By card at checkout for each enrollment, through Stripe. ${siteName} never stores card numbers.`,
              },
            ]}
          >
            {signedIn && (
              <p>
                <Link to={dashboardPath('myEnroll')}>Pay for your enrollments in My Courses</Link>
              </p>
            )}
          </ProfileSection>

          <ProfileSection id="subscription" title="Subscription info">
            <div className="profile-plan">
              <p className="profile-plan__name">
                {samplePlan.name} <span className="profile-plan__tag">Sample plan</span>
              </p>
              <p className="profile-plan__price">{samplePlan.price}</p>
              <ul className="profile-plan__benefits">
                {samplePlan.benefits.map((benefit) => (
                  <li key={benefit}>{benefit}</li>
                ))}
              </ul>
            </div>
            <p className="profile-card__note">
              Subscriptions are not on sale yet: this plan is an example and nothing is charged.
            </p>
          </ProfileSection>

          <ProfileSection
            id="privacy"
            title="Privacy settings"
            facts={[
              { term: 'Profile visibility', detail: 'Private: only you see this page' },
              { term: 'Marketing emails', detail: 'Off' },
              { term: 'Name on your reviews', detail: 'The name you type on each review' },
            ]}
          >
            <p className="profile-card__note">These settings cannot be changed here yet.</p>
          </ProfileSection>

          <ProfileSection
            id="account"
            title="Account settings"
            facts={[
              { term: 'Sign-in email', detail: email },
              { term: 'Password', detail: 'Managed by your sign-in provider' },
            ]}
          >
            <p className="profile-card__note">
              To change your email or close your account, <Link to={paths.contact}>contact us</Link>
              .
            </p>
          </ProfileSection>
        </div>
      </div>
    </div>
  );
}

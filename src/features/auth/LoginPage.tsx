import { useCallback, useEffect, useRef } from 'react';
import { Formik } from 'formik';
import { Link, useLocation, useNavigate } from 'react-router';
import { useAuth } from '@/shared/auth/useAuth';
import type { LoginRedirectState } from '@/shared/auth/guards';
import { paths } from '@/shared/routing/paths';
import { Form } from '@/shared/components/form/Form';
import { PasswordField, TextField } from '@/shared/components/form/FormField';
import { Notice } from '@/shared/components/feedback/Notice';
import { usePageTitle } from '@/shared/components/pageMeta';
import { GoogleSignInButton } from './GoogleSignInButton';
import { loginSchema, type LoginValues } from './authSchemas';
import { useFeedback } from '@/shared/components/feedback/Announcer';
import { AuthBusy } from './AuthBusy';
import { AuthSubmit } from './AuthSubmit';
import './AuthCard.css';
import { SITE_PAGES } from '@/shared/routing/siteMap';

/**
 * Where to go after signing in: the page the user was sent away from, else /home
 * (docs/decisions.md#sign-in-and-return); and whether a guard sent them here.
 */
function useAfterLogin(): { path: string; sentHere: boolean } {
  const from = (useLocation().state as LoginRedirectState | null)?.from;
  const sentHere = Boolean(
    from && from.startsWith('/') && !from.startsWith('//') && from !== paths.login,
  );
  return { path: sentHere && from ? from : paths.catalogue, sentHere };
}

export function LoginPage() {
  usePageTitle(SITE_PAGES.login.title);
  const { user, sessionLoading, isLoading, authError, loginUser, signInUsingGoogle } = useAuth();
  const navigate = useNavigate();
  const { path: afterLogin, sentHere } = useAfterLogin();
  const feedback = useFeedback();

  // Back to the page first asked for, once: a sign-in through this form and the session it
  // brings into the store would otherwise both navigate there.
  const returned = useRef(false);
  const returnAfterLogin = useCallback(() => {
    if (returned.current) return;
    returned.current = true;
    void navigate(afterLogin, { replace: true });
  }, [afterLogin, navigate]);

  // Sent here by a guard, and signed in meanwhile without this form (a session restored by
  // SessionRestoreNotice's Try again): back to the page first asked for, as after signing in.
  const signedInMeanwhile = sentHere && Boolean(user.email) && !isLoading;
  useEffect(() => {
    if (signedInMeanwhile) returnAfterLogin();
  }, [returnAfterLogin, signedInMeanwhile]);

  const onSignedIn = (signedIn: boolean) => {
    if (!signedIn) return;
    feedback.success('Signed in successfully');
    returnAfterLogin();
  };

  return (
    <section className="auth-card" aria-labelledby="login-title">
      <h1 id="login-title">Login</h1>
      {/* Busy until the session shown (the notice below) has caught up with the store's. */}
      <AuthBusy busy={isLoading || sessionLoading}>
        <div className="auth-card__stack">
          {user.email && (
            <Notice
              tone="success"
              title={`You are signed in as ${user.email}.`}
              description={<Link to={paths.dashboard}>Go to your dashboard</Link>}
            />
          )}
          {authError && <Notice tone="error" title={authError} role="alert" />}
          <Formik<LoginValues>
            initialValues={{ email: '', password: '' }}
            validationSchema={loginSchema}
            onSubmit={async (values) => {
              onSignedIn(await loginUser(values.email.trim(), values.password));
            }}
          >
            {({ isSubmitting }) => (
              <Form noValidate aria-labelledby="login-title">
                <TextField name="email" type="email" label="Email" required autoComplete="email" />
                <PasswordField
                  name="password"
                  label="Password"
                  required
                  autoComplete="current-password"
                />
                <AuthSubmit loading={isSubmitting}>Login</AuthSubmit>
              </Form>
            )}
          </Formik>
          <div className="auth-card__divider">or</div>
          <GoogleSignInButton
            signIn={signInUsingGoogle}
            onSignedIn={() => onSignedIn(true)}
            error={authError}
            disabled={isLoading}
          />
        </div>
      </AuthBusy>
      <p className="auth-card__footer">
        New here? <Link to={paths.register}>Create an account</Link>
      </p>
    </section>
  );
}

import { useState } from 'react';
import { Formik } from 'formik';
import { Link, useNavigate } from 'react-router';
import { useAuth } from '@/shared/auth/useAuth';
import { messages } from '@/shared/messages';
import { paths } from '@/shared/routing/paths';
import { Form } from '@/shared/components/form/Form';
import { PasswordField, TextField } from '@/shared/components/form/FormField';
import { Notice } from '@/shared/components/feedback/Notice';
import { usePageTitle } from '@/shared/components/pageMeta';
import { registrationSchema, type RegistrationValues } from './authSchemas';
import { useFeedback } from '@/shared/components/feedback/Announcer';
import { AuthBusy } from './AuthBusy';
import { AuthSubmit } from './AuthSubmit';
import './AuthCard.css';
import { SITE_PAGES } from '@/shared/routing/siteMap';

export function RegisterPage() {
  usePageTitle(SITE_PAGES.register.title);
  const { isLoading, authError, registerUser } = useAuth();
  const navigate = useNavigate();
  const feedback = useFeedback();
  const [mismatch, setMismatch] = useState(false);

  return (
    <section className="auth-card" aria-labelledby="register-title">
      <h1 id="register-title">Register</h1>
      <AuthBusy busy={isLoading}>
        <div className="auth-card__stack">
          {mismatch && <Notice tone="error" title={messages.passwordMismatch} role="alert" />}
          {authError && !mismatch && <Notice tone="error" title={authError} role="alert" />}
          <Formik<RegistrationValues>
            initialValues={{ name: '', email: '', password: '', retypePassword: '' }}
            validationSchema={registrationSchema}
            onSubmit={async (values) => {
              if (values.password !== values.retypePassword) {
                setMismatch(true);
                return;
              }
              setMismatch(false);
              const registered = await registerUser(
                values.email.trim(),
                values.password,
                values.name.trim(),
              );
              if (registered) {
                feedback.success('Your account is ready. Welcome!');
                void navigate(paths.home, { replace: true });
              }
            }}
          >
            {({ isSubmitting }) => (
              <Form noValidate aria-labelledby="register-title">
                <TextField name="name" label="Name" required autoComplete="name" />
                <TextField name="email" type="email" label="Email" required autoComplete="email" />
                <PasswordField
                  name="password"
                  label="Password"
                  required
                  autoComplete="new-password"
                  hint="At least 6 characters."
                />
                <PasswordField
                  name="retypePassword"
                  label="Retype password"
                  required
                  autoComplete="new-password"
                />
                <AuthSubmit loading={isSubmitting}>Register</AuthSubmit>
              </Form>
            )}
          </Formik>
        </div>
      </AuthBusy>
      <p className="auth-card__footer">
        Already registered? <Link to={paths.login}>Log in</Link>
      </p>
    </section>
  );
}

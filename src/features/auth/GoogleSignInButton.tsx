import { useRef, useState } from 'react';
import { Form, Formik } from 'formik';
import { useServices } from '@/shared/services/ServicesContext';
import type { GoogleTestAccount } from '@/shared/services/auth/authClient';
import { TextField } from '@/shared/components/form/FormField';
import { Button } from '@/shared/components/button/Button';
import { Dialog } from '@/shared/components/dialog/Dialog';
import { Notice } from '@/shared/components/feedback/Notice';
import { AuthSubmit } from './AuthSubmit';
import { googleTestAccountSchema, type GoogleTestAccountValues } from './authSchemas';

const GOOGLE_DIALOG_TITLE = 'Sign in with Google (test account)';

/**
 * Google sign-in. With real Firebase it opens Google's popup; against the emulator, where the popup
 * cannot load offline, it asks for a test account in a dialog instead. Either way the same
 * sign-in function runs, and `onSignedIn` once signed in: after the dialog has closed, since the
 * page behind it, and its announcements, are inert while it is open. A refusal (`error`) shows in
 * the dialog while it is open.
 */
export function GoogleSignInButton({
  signIn,
  onSignedIn,
  error,
  disabled,
}: {
  /** Resolves true when signed in, false when refused (`error` then says why). */
  signIn: (testAccount?: GoogleTestAccount) => Promise<boolean>;
  onSignedIn: () => void;
  error?: string;
  disabled?: boolean;
}) {
  const { auth } = useServices();
  const [dialogOpen, setDialogOpen] = useState(false);
  const signedIn = useRef(false);
  // A refusal shows in the dialog once it is the answer to the dialog's own attempt.
  const [tried, setTried] = useState(false);

  const button = (
    <Button
      size="large"
      className="auth-card__submit"
      disabled={disabled}
      onClick={() => {
        if (auth.googleMode === 'popup') {
          void signIn().then((done) => {
            if (done) onSignedIn();
          });
          return;
        }
        setTried(false);
        setDialogOpen(true);
      }}
    >
      Sign in with Google
    </Button>
  );
  if (auth.googleMode === 'popup') return button;

  return (
    <>
      {button}
      <Dialog
        title={GOOGLE_DIALOG_TITLE}
        open={dialogOpen}
        onClose={() => setDialogOpen(false)}
        afterClose={() => {
          if (!signedIn.current) return;
          signedIn.current = false;
          onSignedIn();
        }}
      >
        <p>
          This build talks to the Firebase Auth emulator, so Google&apos;s own window cannot open.
          Sign in with any test Google account instead.
        </p>
        <Formik<GoogleTestAccountValues>
          initialValues={{ email: '', name: '' }}
          validationSchema={googleTestAccountSchema}
          onSubmit={async (values) => {
            setTried(true);
            const done = await signIn({
              email: values.email.trim(),
              name: values.name.trim(),
            });
            if (!done) return;
            signedIn.current = true;
            setDialogOpen(false);
          }}
        >
          {({ isSubmitting }) => (
            <Form noValidate aria-label={GOOGLE_DIALOG_TITLE}>
              {tried && error && (
                <Notice
                  className="auth-card__dialog-error"
                  tone="error"
                  title={error}
                  role="alert"
                />
              )}
              <TextField
                name="email"
                type="email"
                label="Google email"
                required
                autoComplete="email"
              />
              <TextField name="name" label="Name" required autoComplete="name" />
              <AuthSubmit loading={isSubmitting}>Continue with Google</AuthSubmit>
            </Form>
          )}
        </Formik>
      </Dialog>
    </>
  );
}

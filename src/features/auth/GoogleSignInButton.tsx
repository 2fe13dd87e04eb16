import { useState } from 'react';
import { Form, Formik } from 'formik';
import { useServices } from '@/shared/services/ServicesContext';
import type { GoogleTestAccount } from '@/shared/services/auth/authClient';
import { TextField } from '@/shared/components/form/FormField';
import { Button } from '@/shared/components/button/Button';
import { Dialog } from '@/shared/components/dialog/Dialog';
import { googleTestAccountSchema, type GoogleTestAccountValues } from './authSchemas';

const GOOGLE_DIALOG_TITLE = 'Sign in with Google (test account)';

/**
 * Google sign-in. With real Firebase it opens Google's popup; against the emulator, where the popup
 * cannot load offline, it asks for a test account in a dialog instead. Either way the same
 * sign-in function runs afterwards.
 */
export function GoogleSignInButton({
  onSignIn,
  disabled,
}: {
  onSignIn: (testAccount?: GoogleTestAccount) => Promise<boolean>;
  disabled?: boolean;
}) {
  const { auth } = useServices();
  const [dialogOpen, setDialogOpen] = useState(false);

  if (auth.googleMode === 'popup') {
    return (
      <Button
        size="large"
        className="auth-card__submit"
        disabled={disabled}
        onClick={() => void onSignIn()}
      >
        Sign in with Google
      </Button>
    );
  }

  return (
    <>
      <Button
        size="large"
        className="auth-card__submit"
        disabled={disabled}
        onClick={() => setDialogOpen(true)}
      >
        Sign in with Google
      </Button>
      <Dialog title={GOOGLE_DIALOG_TITLE} open={dialogOpen} onClose={() => setDialogOpen(false)}>
        <p>
          This build talks to the Firebase Auth emulator, so Google&apos;s own window cannot open.
          Sign in with any test Google account instead.
        </p>
        <Formik<GoogleTestAccountValues>
          initialValues={{ email: '', name: '' }}
          validationSchema={googleTestAccountSchema}
          onSubmit={async (values) => {
            const signedIn = await onSignIn({
              email: values.email.trim(),
              name: values.name.trim(),
            });
            if (signedIn) setDialogOpen(false);
          }}
        >
          {({ isSubmitting }) => (
            <Form noValidate aria-label={GOOGLE_DIALOG_TITLE}>
              <TextField
                name="email"
                type="email"
                label="Google email"
                required
                autoComplete="email"
              />
              <TextField name="name" label="Name" required autoComplete="name" />
              <Button
                variant="primary"
                type="submit"
                size="large"
                className="auth-card__submit"
                loading={isSubmitting}
              >
                Continue with Google
              </Button>
            </Form>
          )}
        </Formik>
      </Dialog>
    </>
  );
}

import { useState } from 'react';
import { Button, Modal } from 'antd';
import { Form, Formik } from 'formik';
import { useServices } from '@/shared/services/ServicesContext';
import type { GoogleTestAccount } from '@/shared/services/auth/authClient';
import { TextField } from '@/shared/components/form/FormField';
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
      <Button block size="large" disabled={disabled} onClick={() => void onSignIn()}>
        Sign in with Google
      </Button>
    );
  }

  return (
    <>
      <Button block size="large" disabled={disabled} onClick={() => setDialogOpen(true)}>
        Sign in with Google
      </Button>
      <Modal
        title={GOOGLE_DIALOG_TITLE}
        open={dialogOpen}
        onCancel={() => setDialogOpen(false)}
        footer={null}
        destroyOnHidden
      >
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
              <Button type="primary" htmlType="submit" loading={isSubmitting} block size="large">
                Continue with Google
              </Button>
            </Form>
          )}
        </Formik>
      </Modal>
    </>
  );
}

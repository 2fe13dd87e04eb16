import { screen } from '@testing-library/react';
import { Formik } from 'formik';
import { renderApp } from '@/test/renderApp';
import { Form } from './Form';
import { AntdTextAreaField, AntdTextField, NumberField, SelectField } from './AntdFormFields';
import { PasswordField, TextAreaField, TextField } from './FormField';

interface Values {
  name: string;
  about: string;
  secret: string;
  age: string;
  level: string;
  email: string;
  summary: string;
}

const empty: Values = {
  name: '',
  about: '',
  secret: '',
  age: '',
  level: '',
  email: '',
  summary: '',
};

/** Every field kind, each required and with a hint; submitting empty gives each an error. */
function EveryField() {
  return (
    <Formik<Values>
      initialValues={empty}
      validate={(values) =>
        Object.fromEntries(
          Object.entries(values)
            .filter(([, value]) => value === '')
            .map(([name]) => [name, `Enter ${name}`]),
        )
      }
      onSubmit={() => undefined}
    >
      <Form noValidate aria-label="Every field">
        <TextField name="name" label="Name" required hint="As on your ID" />
        <TextAreaField name="about" label="About you" required hint="A few words" />
        <PasswordField name="secret" label="Password" required hint="At least 6 characters" />
        <NumberField name="age" label="Age" required hint="In years" />
        <SelectField
          name="level"
          label="Level"
          required
          hint="Pick one"
          options={[{ value: 'beginner', label: 'Beginner' }]}
        />
        <AntdTextField name="email" type="email" label="Email" required hint="Where we write" />
        <AntdTextAreaField name="summary" label="Summary" required hint="One paragraph" />
        <button type="submit">Save</button>
      </Form>
    </Formik>
  );
}

const fields = [
  ['Name', 'As on your ID', 'Enter name'],
  ['About you', 'A few words', 'Enter about'],
  ['Password', 'At least 6 characters', 'Enter secret'],
  ['Age', 'In years', 'Enter age'],
  ['Level', 'Pick one', 'Enter level'],
  ['Email', 'Where we write', 'Enter email'],
  ['Summary', 'One paragraph', 'Enter summary'],
] as const;

describe('form fields', () => {
  it('are labelled by their label, described by their hint, and marked required', () => {
    renderApp(<EveryField />);
    for (const [label, hint] of fields) {
      const field = screen.getByLabelText(label);
      expect(field).toHaveAccessibleName(label);
      expect(field).toHaveAccessibleDescription(hint);
      expect(field).toBeRequired();
      expect(field).not.toBeInvalid();
    }
  });

  it('are described by their error, in place of the hint, and marked invalid once touched', async () => {
    const { user } = renderApp(<EveryField />);
    await user.click(screen.getByRole('button', { name: 'Save' }));
    for (const [label, hint, error] of fields) {
      const field = screen.getByLabelText(label);
      expect(await screen.findByText(error)).toBeInTheDocument();
      expect(field).toHaveAccessibleDescription(error);
      expect(field).toBeInvalid();
      expect(screen.queryByText(hint)).not.toBeInTheDocument();
    }
  });

  it("shows the typed password on Show and hides it on Hide, keeping the field's name and value", async () => {
    const { user } = renderApp(<EveryField />);
    const password = screen.getByLabelText('Password');
    await user.type(password, 'Secret#1');
    expect(password).toHaveAttribute('type', 'password');

    await user.click(screen.getByRole('button', { name: 'Show password' }));
    expect(password).toHaveAttribute('type', 'text');
    expect(password).toHaveValue('Secret#1');
    expect(password).toHaveAccessibleName('Password');
    expect(screen.getByRole('status')).toHaveTextContent('Password: shown.');

    await user.click(screen.getByRole('button', { name: 'Hide password' }));
    expect(password).toHaveAttribute('type', 'password');
    expect(screen.getByRole('status')).toHaveTextContent('Password: hidden.');
  });

  it("keeps what is typed in antd's text fields, and drops the error once the field is filled", async () => {
    const { user } = renderApp(<EveryField />);
    await user.click(screen.getByRole('button', { name: 'Save' }));
    const email = screen.getByRole('textbox', { name: 'Email' });
    const summary = screen.getByRole('textbox', { name: 'Summary' });
    expect(email).toHaveAttribute('type', 'email');
    expect(email).toBeInvalid();

    await user.type(email, 'ada@example.com');
    await user.type(summary, 'First line{Enter}Second line');
    expect(email).toHaveValue('ada@example.com');
    expect(summary).toHaveValue('First line\nSecond line');
    expect(await screen.findByText('Where we write')).toBeInTheDocument();
    expect(email).not.toBeInvalid();
    expect(email).toHaveAccessibleDescription('Where we write');
    expect(screen.queryByText('Enter summary')).not.toBeInTheDocument();
  });
});

import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { renderToString } from 'react-dom/server';
import { hydrateRoot, type Root } from 'react-dom/client';
import { Field, Formik } from 'formik';
import { watchInputBeforeHydration } from '../hydration/inputBeforeHydration';
import { Form } from './Form';
import { TextAreaField, TextField } from './FormField';

interface SignUp {
  name: string;
  email: string;
  about: string;
  newsletter: boolean;
  topics: string[];
  level: string;
  country: string;
}

const initialValues: SignUp = {
  name: '',
  email: '',
  about: '',
  newsletter: false,
  topics: [],
  level: 'beginner',
  country: 'uk',
};

const describe = (values: SignUp) =>
  [
    values.name,
    values.email,
    values.about,
    values.newsletter ? 'newsletter' : 'no newsletter',
    values.topics.join(' and ') || 'no topics',
    values.level,
    values.country,
  ].join(', ');

function SignUpForm() {
  const [sent, setSent] = useState<SignUp | null>(null);
  return (
    <Formik<SignUp> initialValues={initialValues} onSubmit={(values) => setSent(values)}>
      <Form aria-label="Sign up">
        <TextField name="name" label="Name" />
        <TextField name="email" type="email" label="Email" />
        <TextAreaField name="about" label="About you" />
        <Field id="newsletter" type="checkbox" name="newsletter" />
        <label htmlFor="newsletter">Newsletter</label>
        <fieldset>
          <legend>Topics</legend>
          <Field id="topic-maths" type="checkbox" name="topics" value="maths" />
          <label htmlFor="topic-maths">Maths</label>
          <Field id="topic-art" type="checkbox" name="topics" value="art" />
          <label htmlFor="topic-art">Art</label>
        </fieldset>
        <fieldset>
          <legend>Level</legend>
          <Field id="level-beginner" type="radio" name="level" value="beginner" />
          <label htmlFor="level-beginner">Beginner</label>
          <Field id="level-expert" type="radio" name="level" value="expert" />
          <label htmlFor="level-expert">Expert</label>
        </fieldset>
        <label htmlFor="country">Country</label>
        <Field id="country" as="select" name="country">
          <option value="uk">United Kingdom</option>
          <option value="fr">France</option>
        </Field>
        <button type="submit">Send</button>
        {sent && <p role="status">Sent: {describe(sent)}</p>}
      </Form>
    </Formik>
  );
}

let root: Root | undefined;

afterEach(() => {
  act(() => root?.unmount());
  root = undefined;
  document.body.innerHTML = '';
});

/** The page as prerendered at build time: HTML that no script has attached to yet. */
function servePrebuiltForm(): HTMLElement {
  const container = document.createElement('div');
  container.innerHTML = renderToString(<SignUpForm />);
  document.body.append(container);
  return container;
}

/** Hydrates the served form; returns the errors React recovered from (a mismatch, say). */
async function hydrate(container: HTMLElement): Promise<unknown[]> {
  const recovered: unknown[] = [];
  await act(async () => {
    root = hydrateRoot(container, <SignUpForm />, {
      onRecoverableError: (error) => recovered.push(error),
    });
  });
  return recovered;
}

it('keeps and submits what a visitor entered before the form was hydrated', async () => {
  const user = userEvent.setup();
  const served = servePrebuiltForm();
  const form = within(screen.getByRole('form', { name: 'Sign up' }));
  // The visitor fills the form in while the page's scripts are still loading...
  await user.type(form.getByLabelText('Name'), 'Ada Lovelace');
  await user.type(form.getByLabelText('Email'), 'ada@example.com');
  await user.type(form.getByLabelText('About you'), 'Engines');
  // ...and goes on as the app starts hydrating the page.
  watchInputBeforeHydration(served);
  await user.click(form.getByLabelText('Newsletter'));
  await user.click(form.getByLabelText('Art'));
  await user.click(form.getByLabelText('Expert'));
  await user.selectOptions(form.getByLabelText('Country'), 'France');

  // No mismatch: React hydrated the markup instead of rendering the form again.
  expect(await hydrate(served)).toEqual([]);
  await user.click(form.getByRole('button', { name: 'Send' }));

  expect(await form.findByRole('status')).toHaveTextContent(
    'Sent: Ada Lovelace, ada@example.com, Engines, newsletter, art, expert, fr',
  );
  // Rendered again since, the fields still show it.
  expect(form.getByLabelText('Name')).toHaveValue('Ada Lovelace');
  expect(form.getByLabelText('About you')).toHaveValue('Engines');
  expect(form.getByLabelText('Newsletter')).toBeChecked();
  expect(form.getByLabelText('Maths')).not.toBeChecked();
  expect(form.getByLabelText('Art')).toBeChecked();
  expect(form.getByLabelText('Expert')).toBeChecked();
  expect(form.getByLabelText('Country')).toHaveValue('fr');
});

it('starts from its initial values when the visitor entered nothing before hydration', async () => {
  const user = userEvent.setup();
  const served = servePrebuiltForm();
  watchInputBeforeHydration(served);
  expect(await hydrate(served)).toEqual([]);
  const form = within(screen.getByRole('form', { name: 'Sign up' }));
  await user.type(form.getByLabelText('Name'), 'Grace');
  await user.click(form.getByRole('button', { name: 'Send' }));
  expect(await form.findByRole('status')).toHaveTextContent(
    'Sent: Grace, , , no newsletter, no topics, beginner, uk',
  );
});

import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { getMockDatabase, MOCK_URLS, server, setMockDatabase } from '../../../mocks/node';
import { InMemoryAuthClient } from '@/test/inMemoryAuthClient';
import { renderApp } from '@/test/renderApp';

const DATA_SCIENCE_ID = '6650a1c00000000000000001';
/** A course the seeded learner is not enrolled in. */
const MACHINE_LEARNING_ID = '6650a1c00000000000000002';
const learner = { email: 'learner@example.com', displayName: 'Lena Learner' };

type AppUser = ReturnType<typeof renderApp>['user'];

const field = (label: string) => screen.getByLabelText(new RegExp(`^${label}`));

const enrollmentsOf = (email: string) =>
  getMockDatabase().enroll.filter((enrollment) => enrollment.email === email);

async function openPurchaseForm(courseId = MACHINE_LEARNING_ID, name = 'Machine Learning') {
  const view = renderApp(null, { url: `/${courseId}`, user: learner });
  await screen.findByText(`Enroll in ${name}`, { selector: 'h1' });
  return view;
}

/** The purchase form (it shows the course and its price as text, not as fields). */
const purchaseForm = () => within(screen.getByRole('form', { name: 'Your enrollment' }));

async function replaceText(user: AppUser, label: string, text: string) {
  await user.clear(field(label));
  if (text) await user.type(field(label), text);
}

const submit = (user: AppUser) => user.click(screen.getByRole('button', { name: 'Enroll' }));

/** An identity provider that has not answered yet. */
class PendingAuthClient extends InMemoryAuthClient {
  override subscribe(): () => void {
    return () => undefined;
  }
}

describe('course enrollment page', () => {
  it('shows the course summary, the course and price as text, and the form prefilled from the user', async () => {
    await openPurchaseForm(DATA_SCIENCE_ID, 'Data Science');
    expect(screen.getByText('Data Science', { selector: 'h2' })).toBeVisible();
    expect(screen.getByText(/collect, clean and analyse data/)).toBeVisible();
    expect(screen.getByText('129 $', { selector: '.course-summary dd' })).toBeVisible();
    expect(screen.getByText(/4\.8 out of 5/)).toBeVisible();
    expect(screen.getByText('Technical', { selector: 'p' })).toBeVisible();

    expect(purchaseForm().getByText('Course')).toBeVisible();
    expect(purchaseForm().getByText('Data Science')).toBeVisible();
    expect(purchaseForm().getByText('Price')).toBeVisible();
    expect(purchaseForm().getByText('129 $')).toBeVisible();
    // The price is not a form field that a visitor could change.
    expect(screen.queryByLabelText(/^Price/)).not.toBeInTheDocument();
    expect(screen.queryByLabelText(/^Course name/)).not.toBeInTheDocument();
    expect(field('Your name')).toHaveValue('Lena Learner');
    expect(field('Email')).toHaveValue('learner@example.com');
    expect(field('Address')).toHaveValue('');
    expect(field('City')).toHaveValue('');
    expect(field('Phone')).toHaveValue('');
  });

  it("shows a free, unrated course as Free with 'No rating yet' and enrolls at price 0", async () => {
    const db = getMockDatabase();
    db.courses.push({
      _id: '6650a1c000000000000000f1',
      name: 'Logic Basics',
      description: 'Truth tables and proofs.',
      price: 0,
      img: '',
    });
    setMockDatabase(db);
    const { user } = renderApp(null, { url: '/6650a1c000000000000000f1', user: learner });
    await screen.findByText('Enroll in Logic Basics', { selector: 'h1' });
    expect(screen.getByText('Free', { selector: '.course-summary dd' })).toBeVisible();
    expect(screen.getByText('No rating yet', { selector: 'dd' })).toBeVisible();
    expect(screen.queryByText(/out of 5/)).not.toBeInTheDocument();
    expect(purchaseForm().getByText('Free')).toBeVisible();

    await submit(user);
    expect(await screen.findByText('Submit successfully')).toBeInTheDocument();
    expect(enrollmentsOf(learner.email).at(-1)).toMatchObject({
      courseId: '6650a1c000000000000000f1',
      name: 'Logic Basics',
      price: 0,
      status: 'Progressing',
    });
  });

  it('shows required and length errors beside the fields and sends nothing', async () => {
    const { user } = await openPurchaseForm();
    const before = enrollmentsOf(learner.email).length;
    await replaceText(user, 'Your name', '');
    await replaceText(user, 'Email', '');
    await submit(user);
    expect(await screen.findByText('Name is required')).toBeVisible();
    expect(screen.getByText('Email is required')).toBeVisible();
    expect(field('Your name')).toHaveAccessibleDescription('Name is required');

    await replaceText(user, 'Your name', 'A'.repeat(21));
    await replaceText(user, 'Email', `${'e'.repeat(39)}@example.com`);
    await submit(user);
    expect(await screen.findByText('Name must be at most 20 characters')).toBeVisible();
    expect(screen.getByText('Email must be at most 50 characters')).toBeVisible();
    expect(enrollmentsOf(learner.email)).toHaveLength(before);
  });

  it('accepts only a numeric phone', async () => {
    const { user } = await openPurchaseForm();
    await replaceText(user, 'Phone', '12ab34');
    await submit(user);
    expect(
      await screen.findByText('Phone must be 6 to 15 digits, optionally starting with +'),
    ).toBeVisible();

    await replaceText(user, 'Phone', '+8801712345678');
    await waitFor(() =>
      expect(
        screen.queryByText('Phone must be 6 to 15 digits, optionally starting with +'),
      ).not.toBeInTheDocument(),
    );
  });

  it("enrolls: 'Submit successfully', the form resets to its prefill, a link to My Courses", async () => {
    const { user } = await openPurchaseForm();
    await replaceText(user, 'Your name', 'Lena L.');
    await user.type(field('Address'), '7 Lake Road');
    await user.type(field('City'), 'Sylhet');
    await user.type(field('Phone'), '01712345678');
    await submit(user);

    expect(await screen.findByText('Submit successfully')).toBeInTheDocument();
    expect(screen.getByText('Go to My Courses')).toHaveAttribute('href', '/dashboard/myEnroll');
    expect(field('Your name')).toHaveValue('Lena Learner');
    expect(field('Address')).toHaveValue('');
    expect(field('City')).toHaveValue('');
    expect(field('Phone')).toHaveValue('');
    expect(enrollmentsOf(learner.email).at(-1)).toMatchObject({
      courseId: MACHINE_LEARNING_ID,
      name: 'Machine Learning',
      price: 149,
      displayName: 'Lena L.',
      address: '7 Lake Road',
      city: 'Sylhet',
      phone: '01712345678',
      status: 'Progressing',
    });
  });

  it('says when the learner is already enrolled in the course, with a link to My Courses', async () => {
    const { user } = await openPurchaseForm(DATA_SCIENCE_ID, 'Data Science');
    const before = enrollmentsOf(learner.email).length;
    await user.type(field('City'), 'Sylhet');
    await submit(user);

    expect(await screen.findByText('You are already enrolled in Data Science')).toBeVisible();
    expect(screen.getByText('Go to My Courses')).toHaveAttribute('href', '/dashboard/myEnroll');
    expect(field('City')).toHaveValue('Sylhet');
    expect(enrollmentsOf(learner.email)).toHaveLength(before);
  });

  it('refuses a price that changed since the page loaded, shows the new one, keeps the input', async () => {
    const { user } = await openPurchaseForm();
    const db = getMockDatabase();
    const course = db.courses.find((item) => item._id === MACHINE_LEARNING_ID);
    if (course) course.price = 159;
    setMockDatabase(db);
    await user.type(field('Address'), '7 Lake Road');
    await submit(user);

    expect(
      await screen.findByText('The price of Machine Learning is 159 $, not 149 $'),
    ).toBeVisible();
    await waitFor(() => expect(purchaseForm().getByText('159 $')).toBeVisible());
    expect(field('Address')).toHaveValue('7 Lake Road');
    expect(enrollmentsOf(learner.email).map((item) => item.name)).not.toContain('Machine Learning');

    // Enrolling again at the price now shown goes through, at the catalogue's price.
    await submit(user);
    expect(await screen.findByText('Submit successfully')).toBeInTheDocument();
    expect(enrollmentsOf(learner.email).at(-1)).toMatchObject({ price: 159 });
  });

  it("shows the server's field errors and message, keeping what the user typed", async () => {
    server.use(
      http.post(`${MOCK_URLS.apiUrl}/enroll`, () =>
        HttpResponse.json(
          { error: 'Validation failed', fields: { city: 'City is not served yet' } },
          { status: 400 },
        ),
      ),
    );
    const { user } = await openPurchaseForm();
    await user.type(field('City'), 'Atlantis');
    await submit(user);

    expect(await screen.findByText('Validation failed')).toBeVisible();
    expect(screen.getByText('City is not served yet')).toBeVisible();
    expect(field('City')).toHaveValue('Atlantis');
    expect(screen.queryByText('Submit successfully')).not.toBeInTheDocument();
  });

  it('keeps the input when the save fails', async () => {
    server.use(
      http.post(`${MOCK_URLS.apiUrl}/enroll`, () =>
        HttpResponse.json({ error: 'Internal server error' }, { status: 500 }),
      ),
    );
    const { user } = await openPurchaseForm();
    await user.type(field('Address'), '7 Lake Road');
    await submit(user);
    expect(await screen.findByText('Internal server error')).toBeVisible();
    expect(field('Address')).toHaveValue('7 Lake Road');
  });

  it.each([
    ['an unknown id', '6650a1c0000000000000ffff'],
    ['a malformed id', 'not-a-course'],
  ])('shows the 404 page for %s', async (_case, id) => {
    renderApp(null, { url: `/${id}`, user: learner });
    expect(await screen.findByText('Page not found', { selector: 'h1' })).toBeVisible();
  });

  it('sends a signed-out visitor to /login, remembering the course', async () => {
    const { router } = renderApp(null, { url: `/${DATA_SCIENCE_ID}` });
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(router.state.location.state).toEqual({ from: `/${DATA_SCIENCE_ID}` });
  });

  it("shows 'Wait please.....' while auth loads", async () => {
    renderApp(null, { url: `/${DATA_SCIENCE_ID}`, services: { auth: new PendingAuthClient() } });
    expect(await screen.findByText('Wait please.....')).toBeVisible();
  });

  it('shows a load error with Retry when the course cannot be loaded', async () => {
    server.use(
      http.get(`${MOCK_URLS.apiUrl}/courses/:id`, () => HttpResponse.error(), { once: true }),
    );
    const { user } = renderApp(null, { url: `/${DATA_SCIENCE_ID}`, user: learner });
    expect(await screen.findByText(/could not reach the server/)).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByText('Enroll in Data Science', { selector: 'h1' })).toBeVisible();
  });
});

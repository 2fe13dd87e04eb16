import { act, screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { getMockDatabase, MOCK_URLS, server } from '../../../mocks/node';
import { renderApp } from '@/test/renderApp';
import { courseApi } from '@/features/courses/courseApi';

const url = '/dashboard/addcourse';
const admin = { email: 'admin@example.com' };

const previewAlt = 'Course preview';

/** Renders the page as the admin. */
const renderAsAdmin = () => renderApp(null, { url, user: admin });

type User = ReturnType<typeof renderAsAdmin>['user'];

async function fill(user: User, label: string | RegExp, text: string) {
  const input = await screen.findByLabelText(label);
  await user.clear(input);
  await user.click(input);
  await user.paste(text);
}

async function fillCourse(user: User, name: string) {
  await fill(user, /^Name/, name);
  await fill(user, 'Description', 'Probability, inference and regression.');
  await fill(user, /^Price \(\$\)/, '89');
  await fill(user, /^Rating \(0-5\)/, '4.5');
  await user.click(screen.getByLabelText('Category'));
  await user.click(await screen.findByTitle('Academic'));
  await fill(user, 'Image URL', '/images/courses/data-science.webp');
}

const submit = (user: User) => user.click(screen.getByRole('button', { name: 'Add course' }));

describe('Add Course page', () => {
  it('labels the fields plainly, requires only the name and checks the rules before sending', async () => {
    const { user } = renderAsAdmin();
    await fill(user, 'Image URL', 'ftp://example.com/x.png');
    await submit(user);
    expect(await screen.findByText('Name is required')).toBeInTheDocument();
    expect(
      screen.getByText('Image URL must start with http://, https:// or a single /'),
    ).toBeInTheDocument();
    // Price and Rating are optional: no message for leaving them empty.
    expect(screen.queryByText(/Price is required|Rating is required/)).not.toBeInTheDocument();
    expect(screen.getByLabelText(/^Name/)).toBeRequired();
    expect(screen.getByLabelText(/^Price \(\$\)/)).not.toBeRequired();
    expect(screen.getByLabelText(/^Rating \(0-5\)/)).not.toBeRequired();
    await fill(user, /^Name/, 'A name that is much too long');
    await fill(user, /^Rating \(0-5\)/, '7');
    await submit(user);
    expect(await screen.findByText('Name must be at most 20 characters')).toBeInTheDocument();
    expect(screen.getByText('Rating must be between 0 and 5')).toBeInTheDocument();
    expect(getMockDatabase().courses.some((course) => course.name.startsWith('A name'))).toBe(
      false,
    );
  });

  it.each([
    ['10000.01', 'Price must be 0 (free) or from 0.50 to 10,000'],
    ['0.25', 'Price must be 0 (free) or from 0.50 to 10,000'],
    ['-5', 'Price must be 0 (free) or from 0.50 to 10,000'],
    ['19.999', 'Price must have at most two decimals'],
  ])(
    'refuses the price %s with a message beside it, keeping what was typed',
    async (price, text) => {
      const { user } = renderAsAdmin();
      const before = getMockDatabase().courses.length;
      await fill(user, /^Name/, 'Pricing');
      await fill(user, /^Price \(\$\)/, price);
      await fill(user, /^Rating \(0-5\)/, '5.5');
      await submit(user);
      expect(await screen.findByText(text)).toBeInTheDocument();
      expect(screen.getByLabelText(/^Price \(\$\)/)).toHaveAccessibleDescription(text);
      expect(screen.getByLabelText(/^Rating \(0-5\)/)).toHaveAccessibleDescription(
        'Rating must be between 0 and 5',
      );
      expect(screen.getByLabelText(/^Price \(\$\)/)).toHaveValue(price);
      expect(screen.getByLabelText(/^Rating \(0-5\)/)).toHaveValue('5.5');
      expect(screen.getByLabelText(/^Name/)).toHaveValue('Pricing');
      expect(getMockDatabase().courses).toHaveLength(before);
    },
  );

  it('adds a course with only a name: free, unrated, and the catalogue says so', async () => {
    const { user, router } = renderAsAdmin();
    await fill(user, /^Name/, 'Logic Basics');
    await submit(user);
    expect(await screen.findByText('Added successfully')).toBeInTheDocument();
    const stored = getMockDatabase().courses.find((course) => course.name === 'Logic Basics');
    expect(stored).toMatchObject({ name: 'Logic Basics', price: 0, description: '', img: '' });
    expect(stored).not.toHaveProperty('star');

    // The seed fills the first page of 12; a new course comes last, on page 2.
    await act(() => router.navigate('/home?page=2'));
    const card = await screen.findByRole('article', { name: 'Logic Basics' });
    expect(within(card).getByText('Free')).toBeInTheDocument();
    expect(within(card).getByText('No rating yet')).toBeInTheDocument();
    expect(within(card).queryByRole('img', { name: /^Rated/ })).not.toBeInTheDocument();
    expect(within(card).queryByText(/\$/)).not.toBeInTheDocument();
  });

  it('previews the image once the URL is a valid http(s) URL or site path', async () => {
    const { user } = renderAsAdmin();
    await fill(user, 'Image URL', 'javascript:alert(1)');
    expect(screen.queryByAltText(previewAlt)).not.toBeInTheDocument();
    await fill(user, 'Image URL', 'https://cdn.example.com/course.png');
    expect(screen.getByAltText(previewAlt)).toHaveAttribute(
      'src',
      'https://cdn.example.com/course.png',
    );
    await fill(user, 'Image URL', '/images/courses/data-science.webp');
    expect(screen.getByAltText(previewAlt)).toHaveAttribute(
      'src',
      '/images/courses/data-science.webp',
    );
  });

  it('adds a course, says so, resets, and the course list shows it', async () => {
    const { user, store, router } = renderAsAdmin();
    // The catalogue's last page is already cached, as after a visit to the catalogue.
    const lastPage = { q: '', sort: '', page: 2 } as const;
    await store.dispatch(courseApi.endpoints.getCataloguePage.initiate(lastPage));
    await fillCourse(user, 'Statistics 101');
    await submit(user);
    expect(await screen.findByText('Added successfully')).toBeInTheDocument();
    expect(screen.getByLabelText(/^Name/)).toHaveValue('');
    // The number field shows its cleared value once it has synced with the form.
    await waitFor(() => expect(screen.getByLabelText(/^Price \(\$\)/)).toHaveValue(''));
    expect(screen.queryByAltText(previewAlt)).not.toBeInTheDocument();
    expect(getMockDatabase().courses).toContainEqual(
      expect.objectContaining({
        name: 'Statistics 101',
        price: 89,
        star: 4.5,
        category: 'Academic',
        img: '/images/courses/data-science.webp',
      }),
    );
    await waitFor(() =>
      expect(
        courseApi.endpoints.getCataloguePage
          .select(lastPage)(store.getState())
          .data?.items.map((course) => course.name),
      ).toContain('Statistics 101'),
    );
    await act(() => router.navigate('/dashboard/managecourse'));
    await fill(user, 'Search courses', 'statistics');
    expect(
      await screen.findByRole('button', { name: 'Delete Statistics 101' }),
    ).toBeInTheDocument();
  });

  it('shows server field errors beside the fields and keeps the input', async () => {
    server.use(
      http.post(`${MOCK_URLS.apiUrl}/courses`, () =>
        HttpResponse.json(
          { error: 'The course is not valid', fields: { name: 'Name is already taken' } },
          { status: 400 },
        ),
      ),
    );
    const { user } = renderAsAdmin();
    await fillCourse(user, 'Data Science');
    await submit(user);
    expect(await screen.findByText('The course is not valid')).toBeInTheDocument();
    expect(screen.getByText('Name is already taken')).toBeInTheDocument();
    expect(screen.getByLabelText(/^Name/)).toHaveValue('Data Science');
    expect(screen.getByLabelText('Description')).toHaveValue(
      'Probability, inference and regression.',
    );
    expect(screen.getByAltText(previewAlt)).toBeInTheDocument();
  });

  it('lists the assigned courses below the form, newest first', async () => {
    renderAsAdmin();
    const list = await screen.findByLabelText('Assigned courses', { selector: 'ul' });
    const names = getMockDatabase()
      .assigncourse.map((course) => course.name)
      .reverse();
    expect(
      within(list)
        .getAllByRole('heading', { level: 3 })
        .map((heading) => heading.textContent),
    ).toEqual(names);
  });

  it('shows a 403 result to a teacher', async () => {
    renderApp(null, { url, user: { email: 'teacher@example.com' } });
    expect(
      await screen.findByText('Sorry, you are not authorized to access this page.'),
    ).toBeInTheDocument();
  });
});

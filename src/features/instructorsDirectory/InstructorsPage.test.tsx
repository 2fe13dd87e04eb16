import { screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { server } from '../../../mocks/node';
import { renderApp } from '@/test/renderApp';
import teachers from '../../../public/teachers.json';

// Under jest the site's origin is http://localhost; the static file is served from there.
const teachersUrl = 'http://localhost/teachers.json';

const serveTeacherFile = () => server.use(http.get(teachersUrl, () => HttpResponse.json(teachers)));

describe('instructors page', () => {
  it('lists the eight instructors with photo, name, position and location', async () => {
    serveTeacherFile();
    renderApp(null, { url: '/teacher' });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Our Instructors' }),
    ).toBeInTheDocument();
    expect(await screen.findByText('Dr. Priya Nair')).toBeInTheDocument();
    const table = screen.getByRole('table', { name: 'Our Instructors' });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((cell) => cell.textContent),
    ).toEqual(['Photo', 'Name', 'Position', 'Location']);
    const rows = within(table).getAllByRole('row').slice(1);
    expect(
      rows.map((row) =>
        within(row)
          .getAllByRole('cell')
          .map((cell) => cell.textContent),
      ),
    ).toEqual(teachers.map((teacher) => ['', teacher.name, teacher.position, teacher.Location]));
    expect(rows).toHaveLength(8);
    // The box that scrolls the table sideways on a phone is a named Tab stop.
    expect(screen.getByRole('region', { name: 'Our Instructors' })).toHaveAttribute(
      'tabindex',
      '0',
    );
    for (const teacher of teachers) {
      const photo = within(table).getByAltText(teacher.name);
      expect(photo).toHaveAttribute('src', teacher.pic);
      expect(photo).toHaveAttribute('width', '48');
      expect(photo).toHaveAttribute('height', '48');
    }
  });

  it('shows an error with Retry when the file cannot be read, and Retry recovers', async () => {
    serveTeacherFile();
    // Handlers added later take precedence: the first request fails, the retry is served.
    server.use(
      http.get(teachersUrl, () => new HttpResponse(null, { status: 500 }), { once: true }),
    );
    const { user } = renderApp(null, { url: '/teacher' });
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('The server had a problem. Try again in a moment.');
    expect(screen.queryByRole('table')).not.toBeInTheDocument();

    await user.click(within(alert).getByRole('button', { name: 'Retry' }));
    expect(await screen.findByText('Dr. Priya Nair')).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('says so when the file lists no instructors', async () => {
    server.use(http.get(teachersUrl, () => HttpResponse.json([])));
    renderApp(null, { url: '/teacher' });
    expect(await screen.findByText('No instructors are listed yet.')).toBeInTheDocument();
  });
});

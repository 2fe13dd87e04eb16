import { screen, within } from '@testing-library/react';
import { renderApp } from '@/test/renderApp';

describe('about page', () => {
  it('tells the school story in ordered sections and links to the catalogue and instructors', async () => {
    renderApp(null, { url: '/about' });
    expect(await screen.findByRole('heading', { level: 1, name: 'About us' })).toBeInTheDocument();
    expect(document.title).toMatch(/About us/);

    const sections = within(screen.getByRole('main'))
      .getAllByRole('heading', { level: 2 })
      .map((heading) => heading.textContent);
    expect(sections).toEqual([
      'Our mission',
      'How our courses work',
      'Learn Academy in numbers',
      'What we value',
      'Founded by a teacher',
      'Ready to start learning?',
    ]);

    const steps = within(screen.getByRole('region', { name: 'How our courses work' }));
    expect(steps.getAllByRole('listitem')).toHaveLength(4);
    expect(steps.getByText(/refund within 48 hours/)).toBeInTheDocument();

    const numbers = within(screen.getByRole('region', { name: 'Learn Academy in numbers' }));
    expect(numbers.getByText('12,000+')).toBeInTheDocument();
    expect(numbers.getByText(/expert instructors/)).toBeInTheDocument();
    expect(numbers.getByText(/courses across four categories/)).toBeInTheDocument();

    expect(
      screen.getByAltText('Portrait of Dr. Hannah Whitfield, founder of the school'),
    ).toHaveAttribute('src', '/images/founder.webp');

    const cta = within(screen.getByRole('region', { name: 'Ready to start learning?' }));
    expect(cta.getByRole('link', { name: 'Browse the courses' })).toHaveAttribute(
      'href',
      '/home#courses',
    );
    expect(cta.getByRole('link', { name: 'Meet our instructors' })).toHaveAttribute(
      'href',
      '/teacher',
    );
  });

  it('uses local images that all have alt text and dimensions', async () => {
    renderApp(null, { url: '/about' });
    await screen.findByRole('heading', { level: 1, name: 'About us' });
    const main = screen.getByRole('main');
    const images = within(main).getAllByRole('img');
    expect(images.length).toBeGreaterThanOrEqual(3);
    for (const image of images) {
      expect(image.getAttribute('alt')).toBeTruthy();
      expect(image.getAttribute('src')).toMatch(/^\/images\//);
      expect(image).toHaveAttribute('width');
      expect(image).toHaveAttribute('height');
    }
  });
});

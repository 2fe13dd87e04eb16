import { screen, within } from '@testing-library/react';
import type { Organization, WebSite, WithContext } from 'schema-dts';
import { structuredDataBlocks } from '@/test/documentHead';
import { renderApp } from '@/test/renderApp';

// The whole app renders here (a large page), so these tests get more time than the default.
const WHOLE_PAGE_TIMEOUT_MS = 40_000;

describe('home page', () => {
  it(
    'composes the hero, welcome banner, catalogue and the other sections in order',
    async () => {
      renderApp(null, { url: '/' });
      expect(
        await screen.findByRole('heading', { level: 1, name: 'Learn without limits' }),
      ).toBeInTheDocument();
      expect(document.title).toBe('Learn without limits | Learn Academy');

      const sections = screen
        .getAllByRole('heading', { level: 2 })
        .map((heading) => heading.textContent);
      const expectedOrder = [
        'Welcome to Learn Academy',
        'Explore our courses',
        'Meet Dr. Hannah Whitfield',
        "Enrol today and learn the skills behind tomorrow's technology",
        'Frequently asked questions',
        'What our students say',
        'Stories from our graduates',
        'Get in touch',
      ];
      expect(sections.filter((name) => expectedOrder.includes(name ?? ''))).toEqual(expectedOrder);

      const catalogue = screen.getByRole('region', { name: 'Explore our courses' });
      expect(catalogue).toHaveAttribute('id', 'courses');
      expect(
        await within(catalogue).findByRole('link', { name: 'Enroll in Data Science' }),
      ).toHaveAttribute('href', '/6650a1c00000000000000001');
      expect(screen.getByRole('button', { name: 'Play welcome video' })).toBeInTheDocument();
      expect(screen.getByRole('button', { name: 'Like' })).toBeInTheDocument();
    },
    WHOLE_PAGE_TIMEOUT_MS,
  );

  it(
    'introduces the founder, the subjects, three testimonials and the contact details',
    async () => {
      renderApp(null, { url: '/home' });
      expect(
        await screen.findByAltText('Portrait of Dr. Hannah Whitfield, founder of the school'),
      ).toHaveAttribute('src', '/images/founder.webp');

      const pitch = screen.getByRole('region', { name: /^Enrol today/ });
      expect(
        within(pitch)
          .getAllByRole('heading', { level: 3 })
          .map((heading) => heading.textContent),
      ).toEqual([
        'Data science',
        'Internet of Things (IoT)',
        'Machine learning',
        'Artificial intelligence (AI)',
        'Deep learning',
      ]);

      const stories = screen.getByRole('region', { name: 'Stories from our graduates' });
      expect(within(stories).getAllByRole('figure')).toHaveLength(3);
      expect(within(stories).getByText('Amelia Hart')).toBeInTheDocument();
      expect(within(stories).getByText('Data analyst at a retail chain')).toBeInTheDocument();

      const contact = screen.getByRole('region', { name: 'Get in touch' });
      expect(within(contact).getByRole('link', { name: '+1 (617) 555-0142' })).toHaveAttribute(
        'href',
        'tel:+16175550142',
      );
      expect(
        within(within(contact).getByRole('list', { name: 'Social media' })).getAllByRole('link'),
      ).toHaveLength(4);
    },
    WHOLE_PAGE_TIMEOUT_MS,
  );

  it('tells search engines who runs the site and how to search its catalogue (JSON-LD)', async () => {
    renderApp(null, { url: '/' });
    await screen.findByRole('heading', { level: 1, name: 'Learn without limits' });
    const blocks = structuredDataBlocks<WithContext<Organization | WebSite>>();
    expect(blocks).toEqual([
      {
        '@context': 'https://schema.org',
        '@type': 'Organization',
        name: 'Learn Academy',
        url: 'http://localhost:4173/',
        logo: 'http://localhost:4173/favicon.png',
      },
      {
        '@context': 'https://schema.org',
        '@type': 'WebSite',
        name: 'Learn Academy',
        url: 'http://localhost:4173/',
        potentialAction: {
          '@type': 'SearchAction',
          target: {
            '@type': 'EntryPoint',
            urlTemplate: 'http://localhost:4173/home?q={search_term_string}',
          },
          'query-input': 'required name=search_term_string',
        },
      },
    ]);
  });
});

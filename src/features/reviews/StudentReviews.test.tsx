import { screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import {
  getMockDatabase,
  MOCK_URLS,
  testTokenFor,
  server,
  setMockDatabase,
} from '../../../mocks/node';
import { renderApp } from '@/test/renderApp';
import { StudentReviews } from './StudentReviews';

const openReviews = () => renderApp(<StudentReviews />, { url: '/home' });

/** Writes a review through the API, as a signed-in learner does. */
async function postReview(name: string, rating: number): Promise<void> {
  const response = await fetch(`${MOCK_URLS.apiUrl}/review`, {
    method: 'POST',
    headers: {
      // One account each: an account may post ACCOUNT_RATE_LIMITS.reviews an hour.
      Authorization: `Bearer ${testTokenFor(`${name.replace(/\W/g, '').toLowerCase()}@example.com`)}`,
      'Content-Type': 'application/json',
    },
    body: JSON.stringify({ name, comment: `Comment by ${name}`, rating }),
  });
  expect(response.status).toBe(201);
}

/** The query of every GET /review the page sends. */
function recordReviewQueries(): string[] {
  const queries: string[] = [];
  server.events.on('request:start', ({ request }) => {
    const requested = new URL(request.url);
    if (request.method === 'GET' && requested.pathname === '/review') {
      queries.push(requested.search);
    }
  });
  return queries;
}

afterEach(() => server.events.removeAllListeners());

describe('student reviews', () => {
  it('shows the newest nine of the twelve seeded reviews, newest first, each with its stars', async () => {
    const seeded = getMockDatabase().review;
    expect(seeded).toHaveLength(12);
    openReviews();
    const section = await screen.findByRole('region', { name: 'What our students say' });
    const cards = await within(section).findAllByRole('listitem');
    expect(cards).toHaveLength(9);
    seeded
      .slice(-9)
      .reverse()
      .forEach((review, index) => {
        const card = cards[index];
        if (!card) throw new Error(`no card ${index}`);
        expect(within(card).getByText(review.name)).toBeInTheDocument();
        expect(
          within(card).getByRole('img', { name: `Rated ${review.rating} out of 5` }),
        ).toBeInTheDocument();
      });
    const oldest = seeded[0];
    if (!oldest) throw new Error('seed has no reviews');
    expect(within(section).queryByText(oldest.name)).not.toBeInTheDocument();
  });

  it('asks the server for the nine newest only: of 30 new reviews it shows the last nine written', async () => {
    for (let index = 1; index <= 30; index += 1) {
      await postReview(`Reviewer ${String(index).padStart(2, '0')}`, index % 6);
    }
    const queries = recordReviewQueries();
    openReviews();
    const section = await screen.findByRole('region', { name: 'What our students say' });
    const cards = await within(section).findAllByRole('listitem');
    const newestNine = [30, 29, 28, 27, 26, 25, 24, 23, 22].map((index) => `Reviewer ${index}`);
    expect(cards.map((card) => within(card).getByText(/^Reviewer \d+$/).textContent)).toEqual(
      newestNine,
    );
    expect(within(cards[1] ?? section).getByText('Comment by Reviewer 29')).toBeInTheDocument();
    expect(
      within(cards[0] ?? section).getByRole('img', { name: 'Rated 0 out of 5' }),
    ).toBeInTheDocument();
    expect(queries).toEqual(['?_sort=_id&_order=desc&_limit=9']);
  });

  it('shows loading, then an error with Retry that loads the reviews', async () => {
    server.use(
      http.get(
        `${MOCK_URLS.apiUrl}/review`,
        () => HttpResponse.json({ error: 'Internal server error' }, { status: 500 }),
        { once: true },
      ),
    );
    const { user } = openReviews();
    expect(screen.getByRole('status')).toHaveTextContent('Loading reviews…');
    expect(await screen.findByText('Internal server error')).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findAllByRole('listitem')).toHaveLength(9);
  });

  it('shows an empty state when nobody has reviewed yet', async () => {
    setMockDatabase({ ...getMockDatabase(), review: [] });
    openReviews();
    expect(await screen.findByText(/No reviews yet/)).toBeVisible();
  });
});

import { screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { getMockDatabase, MOCK_URLS, server, setMockDatabase } from '../../../mocks/node';
import { renderApp } from '../../test/renderApp';
import { StudentReviews } from './StudentReviews';

const openReviews = () => renderApp(<StudentReviews />, { url: '/home' });

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

import { screen, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { ACCOUNT_RATE_LIMITS } from '../../../mocks/api/rateLimit';
import { getMockDatabase, MOCK_URLS, rateLimits, SEED_UIDS, server } from '../../../mocks/node';
import { renderApp } from '@/test/renderApp';

type AppUser = ReturnType<typeof renderApp>['user'];

const field = (label: string) => screen.getByLabelText(new RegExp(`^${label}`));

async function openReviewForm() {
  const view = renderApp(null, {
    url: '/dashboard/givereview',
    user: { email: 'learner@example.com' },
  });
  await screen.findByText('Give a Review About our product', { selector: 'h1' });
  return view;
}

const submitButton = () => screen.getByRole('button', { name: 'Submit' });

async function fillReview(
  user: AppUser,
  review: { name: string; comment: string; rating: string },
) {
  if (review.name) await user.type(field('Name'), review.name);
  if (review.comment) await user.type(field('Comment'), review.comment);
  if (review.rating) await user.type(field('Rating'), review.rating);
}

const reviewCount = () => getMockDatabase().review.length;

describe('give a review', () => {
  it('labels the fields with the spec placeholders', async () => {
    await openReviewForm();
    expect(field('Name')).toHaveAttribute('placeholder', 'Your Name');
    expect(field('Comment')).toHaveAttribute('placeholder', 'Write your comment');
    expect(field('Comment').tagName).toBe('TEXTAREA');
    expect(field('Rating')).toHaveAttribute('placeholder', 'rating us 0-5');
  });

  it('requires a name of at most 20 characters and a rating', async () => {
    const { user } = await openReviewForm();
    const before = reviewCount();
    await user.click(submitButton());
    expect(await screen.findByText('Name is required')).toBeVisible();
    expect(screen.getByText('Rating is required')).toBeVisible();

    await fillReview(user, { name: 'N'.repeat(21), comment: '', rating: '4' });
    await user.click(submitButton());
    expect(await screen.findByText('Name must be at most 20 characters')).toBeVisible();
    expect(screen.queryByText('Rating is required')).not.toBeInTheDocument();
    expect(reviewCount()).toBe(before);
  });

  it('accepts ratings from 0 to 5 only', async () => {
    const { user } = await openReviewForm();
    await fillReview(user, { name: 'Rita', comment: '', rating: '6' });
    await user.click(submitButton());
    expect(await screen.findByText('Rating must be between 0 and 5')).toBeVisible();

    await user.clear(field('Rating'));
    await user.type(field('Rating'), '5');
    await waitFor(() =>
      expect(screen.queryByText('Rating must be between 0 and 5')).not.toBeInTheDocument(),
    );
  });

  it("sends the review, says 'Your review submit successfully' and resets", async () => {
    const { user } = await openReviewForm();
    const before = reviewCount();
    await fillReview(user, { name: 'Rita Reviewer', comment: 'Clear and friendly.', rating: '5' });
    await user.click(submitButton());

    expect(await screen.findByText('Your review submit successfully')).toBeInTheDocument();
    expect(field('Name')).toHaveValue('');
    expect(field('Comment')).toHaveValue('');
    // The number field shows its cleared value once it has synced with the form.
    await waitFor(() => expect(field('Rating')).toHaveValue(''));
    expect(reviewCount()).toBe(before + 1);
    expect(getMockDatabase().review.at(-1)).toMatchObject({
      name: 'Rita Reviewer',
      comment: 'Clear and friendly.',
      rating: 5,
    });
  });

  it('shows why a save failed and keeps the input', async () => {
    server.use(
      http.post(`${MOCK_URLS.apiUrl}/review`, () =>
        HttpResponse.json({ error: 'Please log in again.' }, { status: 401 }),
      ),
    );
    const { user } = await openReviewForm();
    await fillReview(user, { name: 'Rita', comment: 'Great', rating: '4' });
    await user.click(submitButton());

    expect(await screen.findByText('Please log in again.')).toBeVisible();
    expect(field('Name')).toHaveValue('Rita');
    expect(field('Comment')).toHaveValue('Great');
    expect(field('Rating')).toHaveValue('4');
    expect(screen.queryByText('Your review submit successfully')).not.toBeInTheDocument();
  });

  it('says when the account has posted its reviews for the hour, and keeps the review', async () => {
    const learner = SEED_UIDS['learner@example.com'] ?? '';
    for (let index = 0; index < ACCOUNT_RATE_LIMITS.reviews.max; index += 1) {
      rateLimits.reviews.take(learner);
    }
    const { user } = await openReviewForm();
    const before = reviewCount();
    await fillReview(user, { name: 'Rita', comment: 'Great', rating: '4' });
    await user.click(submitButton());

    expect(
      await screen.findByText(
        /^You have posted reviews 20 times in the last hour: try again in (60|59) minutes$/,
      ),
    ).toBeVisible();
    expect(field('Comment')).toHaveValue('Great');
    expect(reviewCount()).toBe(before);
  });
});

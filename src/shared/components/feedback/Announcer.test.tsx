import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { findAnnouncement } from '@/test/announcements';
import { FeedbackProvider, useFeedback } from './Announcer';

function SaveButtons() {
  const feedback = useFeedback();
  return (
    <>
      <button type="button" onClick={() => feedback.success('Saved')}>
        Save
      </button>
      <button type="button" onClick={() => feedback.error('Not saved. Try again.')}>
        Fail
      </button>
    </>
  );
}

function renderWithFeedback() {
  render(
    <FeedbackProvider>
      <SaveButtons />
    </FeedbackProvider>,
  );
  return { user: userEvent.setup() };
}

describe('useFeedback', () => {
  it('says every message in the same live regions, which stay in the page between messages', async () => {
    // Screen readers announce changes to a live region that was already there, not a new one.
    const { user } = renderWithFeedback();
    await user.click(screen.getByRole('button', { name: 'Save' }));
    const polite = await findAnnouncement('Saved');
    await user.click(screen.getByRole('button', { name: 'Fail' }));
    const assertive = await findAnnouncement('Not saved. Try again.', 'assertive');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await findAnnouncement('Saved')).toBe(polite);
    await user.click(screen.getByRole('button', { name: 'Fail' }));
    expect(await findAnnouncement('Not saved. Try again.', 'assertive')).toBe(assertive);
    expect(polite).toHaveAttribute('aria-atomic', 'true');
    expect(assertive).toHaveAttribute('aria-atomic', 'true');
  });

  it('shows a success in the polite region and a failure in the assertive one', async () => {
    const { user } = renderWithFeedback();
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await findAnnouncement('Saved')).toHaveTextContent('Saved');
    expect(screen.getByText('Saved')).toBeVisible();

    await user.click(screen.getByRole('button', { name: 'Fail' }));
    expect(await findAnnouncement('Not saved. Try again.', 'assertive')).not.toHaveTextContent(
      'Saved',
    );
    expect(screen.getByText('Saved')).toBeVisible();
  });

  it('puts the same message in anew, so that it is announced again', async () => {
    const { user } = renderWithFeedback();
    await user.click(screen.getByRole('button', { name: 'Save' }));
    const first = screen.getByText('Saved');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    const second = screen.getByText('Saved');
    expect(second).not.toBe(first);
    expect(first).not.toBeInTheDocument();
  });
});

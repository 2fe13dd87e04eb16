import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { findAnnouncement } from '../../test/announcements';
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
  const view = render(
    <FeedbackProvider>
      <SaveButtons />
    </FeedbackProvider>,
  );
  return { ...view, user: userEvent.setup() };
}

describe('useFeedback', () => {
  it('has a polite and an assertive live region in the page, empty, before anything is said', () => {
    const { container } = renderWithFeedback();
    // Screen readers announce changes to a live region that was already there.
    const regions = [...container.querySelectorAll('[aria-live]')];
    expect(regions.map((region) => region.getAttribute('aria-live'))).toEqual([
      'polite',
      'assertive',
    ]);
    for (const region of regions) expect(region).toBeEmptyDOMElement();
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

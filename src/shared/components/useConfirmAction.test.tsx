import { useState } from 'react';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { messages } from '@/shared/messages';
import { renderApp } from '@/test/renderApp';
import { useConfirmAction } from './useConfirmAction';

/** A page with a row action that asks first, and a count of the times it ran. */
function AskingPage({ onRun, fails = false }: { onRun: () => void; fails?: boolean }) {
  const confirmAction = useConfirmAction();
  return (
    <button
      type="button"
      onClick={() =>
        confirmAction({
          title: 'Delete the draft?',
          run: () => {
            onRun();
            return fails
              ? Promise.reject(new Error('The network went away.'))
              : Promise.resolve({ done: true, text: 'Draft deleted.' });
          },
        })
      }
    >
      Delete draft
    </button>
  );
}

/** The asking page, and a button that leaves it (as a navigation away would unmount it). */
function LeavablePage({ onRun }: { onRun: () => void }) {
  const [shown, setShown] = useState(true);
  return (
    <>
      {shown && <AskingPage onRun={onRun} />}
      <button type="button" onClick={() => setShown(false)}>
        Leave
      </button>
    </>
  );
}

describe('confirmation dialogs', () => {
  it('runs nothing on Cancel; OK runs the action once, closes the dialog and says what it did', async () => {
    let runs = 0;
    const { user } = renderApp(<AskingPage onRun={() => (runs += 1)} />);
    const button = screen.getByRole('button', { name: 'Delete draft' });

    await user.click(button);
    screen.getByRole('dialog', { name: 'Delete the draft?' });
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(runs).toBe(0);

    await user.click(button);
    screen.getByRole('dialog', { name: 'Delete the draft?' });
    await user.click(screen.getByRole('button', { name: 'OK' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(runs).toBe(1);
    expect(await screen.findByText('Draft deleted.')).toBeInTheDocument();
  });

  it('closes the dialog of a page that is left, running nothing', async () => {
    let runs = 0;
    const { user } = renderApp(<LeavablePage onRun={() => (runs += 1)} />);
    await user.click(screen.getByRole('button', { name: 'Delete draft' }));
    await screen.findByRole('dialog', { name: 'Delete the draft?' });
    // What the Back button does to the page under an open dialog.
    fireEvent.click(screen.getByRole('button', { name: 'Leave', hidden: true }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    // Nothing that the page's action would have said afterwards.
    expect(screen.queryByText('Draft deleted.')).not.toBeInTheDocument();
    expect(runs).toBe(0);
  });

  it('closes the dialog of an action that fails unexpectedly, and then says it was not done', async () => {
    let runs = 0;
    const { user } = renderApp(<AskingPage onRun={() => (runs += 1)} fails />);
    await user.click(screen.getByRole('button', { name: 'Delete draft' }));
    await user.click(screen.getByRole('button', { name: 'OK' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(runs).toBe(1);
    expect(await screen.findByText(messages.actionFailed)).toBeInTheDocument();
    expect(screen.queryByText('Draft deleted.')).not.toBeInTheDocument();
  });
});

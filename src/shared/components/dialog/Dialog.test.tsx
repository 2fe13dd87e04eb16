import { useState } from 'react';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Dialog } from './Dialog';

/** A page with a button that opens a dialog of two fields and two actions; records its closes. */
function renderPage({ busy = false }: { busy?: boolean } = {}) {
  const closed: string[] = [];
  function Page() {
    const [open, setOpen] = useState(false);
    return (
      <main>
        <button type="button" onClick={() => setOpen(true)}>
          Open the form
        </button>
        <Dialog
          title="Edit the course"
          open={open}
          busy={busy}
          onClose={() => setOpen(false)}
          afterClose={() => closed.push(document.activeElement?.textContent ?? '')}
          footer={
            <>
              <button type="button" onClick={() => setOpen(false)}>
                Cancel
              </button>
              <button type="button">Save</button>
            </>
          }
        >
          <label>
            Name <input />
          </label>
        </Dialog>
      </main>
    );
  }
  render(<Page />);
  return { closed };
}

const openDialog = async (user: ReturnType<typeof userEvent.setup>) => {
  await user.click(screen.getByRole('button', { name: 'Open the form' }));
  return screen.getByRole('dialog', { name: 'Edit the course' });
};

describe('Dialog', () => {
  it('is named by its title, and Escape closes it with focus back on its opener', async () => {
    const user = userEvent.setup();
    const { closed } = renderPage();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    const dialog = await openDialog(user);
    expect(dialog).toContainElement(screen.getByRole('textbox', { name: 'Name' }));

    await user.click(screen.getByRole('textbox', { name: 'Name' }));
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    await waitFor(() => expect(closed).toEqual(['Open the form']));
    expect(screen.getByRole('button', { name: 'Open the form' })).toHaveFocus();
  });

  it('keeps Tab and Shift+Tab among its own controls', async () => {
    const user = userEvent.setup();
    renderPage();
    await openDialog(user);
    const close = screen.getByRole('button', { name: 'Close' });
    const save = screen.getByRole('button', { name: 'Save' });

    save.focus();
    await user.tab();
    expect(close).toHaveFocus();
    await user.tab({ shift: true });
    expect(save).toHaveFocus();
  });

  it('stays open while its work is under way, whatever asks to close it', async () => {
    const user = userEvent.setup();
    const { closed } = renderPage({ busy: true });
    const dialog = await openDialog(user);

    await user.click(screen.getByRole('textbox', { name: 'Name' }));
    await user.keyboard('{Escape}');
    await user.click(screen.getByRole('button', { name: 'Close' }));
    await user.click(dialog);
    expect(screen.getByRole('dialog', { name: 'Edit the course' })).toBeInTheDocument();
    expect(closed).toEqual([]);
  });

  it('stays open while busy when the browser closes it on a second Escape in a row', async () => {
    const user = userEvent.setup();
    const { closed } = renderPage({ busy: true });
    const dialog = await openDialog(user);
    const browserClosedIt = new Promise((resolve) => {
      dialog.addEventListener('close', resolve, { once: true });
    });

    await user.click(screen.getByRole('textbox', { name: 'Name' }));
    // The first Escape's cancel is refused; the browser does not let the second be.
    await user.keyboard('{Escape}');
    await user.keyboard('{Escape}');
    await browserClosedIt;
    expect(screen.getByRole('dialog', { name: 'Edit the course' })).toBeInTheDocument();
    expect(closed).toEqual([]);
  });

  it('closes on a press beside its panel, not on one inside it', async () => {
    const user = userEvent.setup();
    renderPage();
    const dialog = await openDialog(user);

    await user.click(screen.getByText('Name'));
    expect(screen.getByRole('dialog', { name: 'Edit the course' })).toBeInTheDocument();
    // The <dialog> itself is what a press on the backdrop reaches.
    await user.click(dialog);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});

import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Button } from './Button';

/** A form with one field and the button as its submit; counts the times it is sent. */
function renderForm(loading: boolean) {
  let sent = 0;
  render(
    <form
      onSubmit={(event) => {
        event.preventDefault();
        sent += 1;
      }}
    >
      <label>
        Name <input name="name" />
      </label>
      <Button variant="primary" type="submit" size="large" loading={loading}>
        Send
      </Button>
    </form>,
  );
  return { sent: () => sent };
}

describe('Button', () => {
  it('sends its form when pressed, or on Enter in a field', async () => {
    const user = userEvent.setup();
    const { sent } = renderForm(false);
    await user.click(screen.getByRole('button', { name: 'Send' }));
    await user.type(screen.getByRole('textbox', { name: 'Name' }), 'Ada{Enter}');
    expect(sent()).toBe(2);
    expect(screen.getByRole('button', { name: 'Send' })).not.toHaveAttribute('aria-disabled');
  });

  it('while loading, is announced as unavailable, keeps focus, and sends nothing', async () => {
    const user = userEvent.setup();
    const { sent } = renderForm(true);
    const button = screen.getByRole('button', { name: 'Send' });
    expect(button).toHaveAttribute('aria-disabled', 'true');
    await user.click(button);
    expect(button).toHaveFocus();
    await user.keyboard('{Enter}');
    await user.type(screen.getByRole('textbox', { name: 'Name' }), 'Ada{Enter}');
    expect(sent()).toBe(0);
  });
});

import { screen, waitFor } from '@testing-library/react';
import { renderApp } from '@/test/renderApp';
import { buttonIn, findCourseRow, findDialog } from './testQueries';

const learner = { email: 'learner@example.com', displayName: 'Lena Learner' };

describe('PaymentDialog', () => {
  it('opens named by its title with focus on Close; Escape and Close shut it, focus back on Pay with', async () => {
    const { user } = renderApp(null, { url: '/dashboard/myEnroll', user: learner });
    const pay = buttonIn(await findCourseRow('Data Science'), 'Pay with 129 $');
    await user.click(pay);
    const dialog = await findDialog('PAY FOR Data Science');
    await waitFor(() => expect(buttonIn(dialog, 'Close')).toHaveFocus());
    expect(buttonIn(dialog, 'Cancel')).toBeEnabled();

    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await waitFor(() => expect(pay).toHaveFocus());

    await user.keyboard('{Enter}');
    await user.click(buttonIn(await findDialog('PAY FOR Data Science'), 'Close'));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await waitFor(() => expect(pay).toHaveFocus());
  });
});

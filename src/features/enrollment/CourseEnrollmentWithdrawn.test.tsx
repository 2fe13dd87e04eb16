import { screen } from '@testing-library/react';
import { renderApp } from '@/test/renderApp';
import {
  addWithdrawnCourse,
  WITHDRAWN_COURSE,
  WITHDRAWN_COURSE_LEARNER,
} from '@/test/withdrawnCourse';

const openPurchasePage = (user?: { email: string }) =>
  renderApp(null, { url: `/${WITHDRAWN_COURSE._id}`, user });

describe('purchase page of a withdrawn course', () => {
  beforeEach(addWithdrawnCourse);

  it('tells a visitor the course is no longer offered (410): no sign-in, no form', async () => {
    const { router } = openPurchasePage();
    expect(
      await screen.findByRole('heading', { level: 1, name: 'This course is no longer offered' }),
    ).toBeVisible();
    expect(router.state.location.pathname).toBe(`/${WITHDRAWN_COURSE._id}`);
    expect(screen.queryByRole('form', { name: 'Your enrollment' })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Browse the catalogue' })).toHaveAttribute(
      'href',
      '/home#courses',
    );
  });

  it('shows its enrolled learner no purchase form either', async () => {
    openPurchasePage({ email: WITHDRAWN_COURSE_LEARNER });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'This course is no longer offered' }),
    ).toBeVisible();
    expect(screen.queryByRole('form', { name: 'Your enrollment' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Enroll' })).not.toBeInTheDocument();
  });
});

import { act, screen, within } from '@testing-library/react';
import { SEED_ACCOUNTS } from '../../../../mocks/node';
import { headMetaContent, structuredDataBlocks } from '@/test/documentHead';
import { renderApp } from '@/test/renderApp';
import {
  addWithdrawnCourse,
  WITHDRAWN_COURSE,
  WITHDRAWN_COURSE_LEARNER,
} from '@/test/withdrawnCourse';

const openCoursePage = (user?: { email: string }) =>
  renderApp(null, { url: `/courses/${WITHDRAWN_COURSE._id}`, user });

const learnerPassword =
  SEED_ACCOUNTS.find((account) => account.email === WITHDRAWN_COURSE_LEARNER)?.password ?? '';

describe('course page of a withdrawn course', () => {
  beforeEach(addWithdrawnCourse);

  it('tells a visitor the course is no longer offered (410), with the way back to the catalogue', async () => {
    const { user, router } = openCoursePage();
    expect(
      await screen.findByRole('heading', { level: 1, name: 'This course is no longer offered' }),
    ).toBeVisible();
    expect(screen.getByText('410')).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: /Enroll now/ })).not.toBeInTheDocument();
    // No syllabus to the public: the page is not shown, and neither is the course's outline.
    expect(screen.queryByRole('region', { name: 'Syllabus' })).not.toBeInTheDocument();
    expect(headMetaContent('meta[name="robots"]')).toBe('noindex');
    await user.click(screen.getByRole('link', { name: 'Browse the catalogue' }));
    expect(router.state.location.pathname).toBe('/home');
    expect(router.state.location.hash).toBe('#courses');
  });

  it('tells a signed-in learner who is not enrolled in it the same', async () => {
    openCoursePage({ email: 'newcomer@example.com' });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'This course is no longer offered' }),
    ).toBeVisible();
    expect(screen.queryByText(WITHDRAWN_COURSE.name)).not.toBeInTheDocument();
  });

  it('shows an enrolled learner the course, no longer offered to new learners, without Enroll now', async () => {
    openCoursePage({ email: WITHDRAWN_COURSE_LEARNER });
    expect(
      await screen.findByRole('heading', { level: 1, name: WITHDRAWN_COURSE.name }),
    ).toBeVisible();
    expect(screen.getByText('This course is no longer offered to new learners')).toBeVisible();
    expect(await screen.findByText('You are enrolled')).toBeVisible();
    expect(screen.queryByRole('link', { name: /Enroll now/ })).not.toBeInTheDocument();
    expect(headMetaContent('meta[name="robots"]')).toBe('noindex');
    // Its learner still reads its syllabus (this one has no published lesson).
    const syllabus = screen.getByRole('region', { name: 'Syllabus' });
    expect(
      await within(syllabus).findByText('The lessons of this course are not published yet.'),
    ).toBeVisible();
    // No structured data: the course is offered no more.
    expect(structuredDataBlocks()).toHaveLength(0);
  });

  it('asks again when the enrolled learner signs in on the page', async () => {
    const { auth } = openCoursePage();
    await screen.findByRole('heading', { level: 1, name: 'This course is no longer offered' });
    await act(() => auth.signInWithPassword(WITHDRAWN_COURSE_LEARNER, learnerPassword));
    expect(
      await screen.findByRole('heading', { level: 1, name: WITHDRAWN_COURSE.name }),
    ).toBeVisible();
    expect(screen.getByText('This course is no longer offered to new learners')).toBeVisible();
  });
});

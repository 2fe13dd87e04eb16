import { screen } from '@testing-library/react';
import { LEARNING_LIMITS } from '@/shared/domain/learning';
import { renderApp } from '@/test/renderApp';
import { FaqAccordion } from './FaqAccordion';

describe('FAQ accordion', () => {
  it('has at least seven questions, all closed at first', () => {
    renderApp(<FaqAccordion />, { url: '/home' });
    const groups = screen.getAllByRole('group');
    expect(groups.length).toBeGreaterThanOrEqual(7);
    groups.forEach((group) => expect(group).not.toHaveAttribute('open'));
  });

  it('opens and closes an answer, including the 48-hour refund promise and its rule', async () => {
    const { user } = renderApp(<FaqAccordion />, { url: '/home' });
    const question = screen.getByText('Can I get a refund if a course is not right for me?');
    const answer = screen.getByText(
      /Within 48 hours of paying, choose Request refund beside the course in My Courses/,
    );
    // "Half": the server's limit on a learner's own refund (docs/decisions.md, "Learning").
    expect(answer).toHaveTextContent(
      'no questions asked, as long as you have completed no more than half of the course.',
    );
    expect(LEARNING_LIMITS.refundProgressMaxPercent).toBe(50);
    expect(answer).not.toBeVisible();

    await user.click(question);
    expect(answer).toBeVisible();

    await user.click(question);
    expect(answer).not.toBeVisible();
  });
});

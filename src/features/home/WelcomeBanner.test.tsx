import { screen } from '@testing-library/react';
import { LEARNING_LIMITS } from '@/shared/domain/learning';
import { renderApp } from '@/test/renderApp';
import { WelcomeBanner } from './WelcomeBanner';

describe('welcome banner', () => {
  it('promises the 48-hour no-questions refund with its rule: up to half of the course', () => {
    renderApp(<WelcomeBanner />, { url: '/home' });
    const banner = screen.getByRole('region', { name: 'Welcome to Learn Academy' });
    expect(banner).toHaveTextContent('48 h no-questions refund, up to halfway through a course');
    // "Halfway": the server's limit on a learner's own refund (docs/decisions.md, "Learning").
    expect(LEARNING_LIMITS.refundProgressMaxPercent).toBe(50);
  });
});

import { screen } from '@testing-library/react';
import { renderApp } from '@/test/renderApp';
import { LikeButton } from './LikeButton';

describe('like button', () => {
  it('starts at 245 and toggles liked and unliked, changing the count by one', async () => {
    const { user } = renderApp(<LikeButton />, { url: '/home' });
    const like = screen.getByRole('button', { name: 'Like' });
    expect(like).toHaveAttribute('aria-pressed', 'false');
    expect(screen.getByText('245')).toBeInTheDocument();

    await user.click(like);
    expect(like).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByText('246')).toBeInTheDocument();
    expect(screen.queryByText('245')).not.toBeInTheDocument();

    await user.click(like);
    expect(like).toHaveAttribute('aria-pressed', 'false');
    expect(screen.getByText('245')).toBeInTheDocument();
  });
});

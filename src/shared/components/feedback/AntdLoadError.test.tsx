import { screen } from '@testing-library/react';
import { renderApp } from '@/test/renderApp';
import { messages } from '../../messages';
import { AntdLoadError } from './AntdLoadError';

describe('AntdLoadError', () => {
  it('says what failed in an alert, with a Retry button that retries', async () => {
    const onRetry = jest.fn();
    const { user } = renderApp(
      <AntdLoadError description="The server is down." onRetry={onRetry} />,
    );
    const alert = screen.getByRole('alert');
    expect(alert).toHaveTextContent(messages.loadFailed);
    expect(alert).toHaveTextContent('The server is down.');

    const retry = screen.getByRole('button', { name: 'Retry' });
    retry.focus();
    await user.keyboard('{Enter}');
    expect(onRetry).toHaveBeenCalledTimes(1);
  });
});

import { Alert, Button } from 'antd';
import { messages } from '../../app/messages';

/** A failed load: what went wrong and a Retry button (D3). */
export function LoadError({ description, onRetry }: { description: string; onRetry: () => void }) {
  return (
    <Alert
      type="error"
      showIcon
      role="alert"
      title={messages.loadFailed}
      description={description}
      action={<Button onClick={onRetry}>{messages.retry}</Button>}
    />
  );
}

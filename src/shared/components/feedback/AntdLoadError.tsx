import { Button } from 'antd';
import { messages } from '../../messages';
import { LoadError } from './LoadError';

/**
 * LoadError with Ant Design's Retry button, for the dashboard's and the instructor's screens, whose
 * buttons are all antd's; the same message, role and name as the native one.
 */
export function AntdLoadError({
  description,
  onRetry,
}: {
  description: string;
  onRetry: () => void;
}) {
  return (
    <LoadError
      description={description}
      retry={<Button onClick={onRetry}>{messages.retry}</Button>}
    />
  );
}

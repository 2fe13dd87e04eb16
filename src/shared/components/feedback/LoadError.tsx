import type { ReactNode } from 'react';
import { messages } from '../../messages';
import './LoadError.css';

type LoadErrorProps = { description: string } & (
  | { onRetry: () => void; retry?: never }
  | {
      /**
       * The Retry control in place of the native one: a screen of another kit (AntdLoadError.tsx)
       * gives its own button, named by `messages.retry`.
       */
      retry: ReactNode;
      onRetry?: never;
    }
);

/**
 * A failed load: what went wrong and a Retry button (docs/decisions.md#feedback). Plain markup, so the public pages can show
 * it without loading the component library.
 */
export function LoadError({ description, onRetry, retry }: LoadErrorProps) {
  return (
    <div className="load-error" role="alert">
      <span className="load-error__icon" aria-hidden="true">
        !
      </span>
      <div className="load-error__text">
        <p className="load-error__title">{messages.loadFailed}</p>
        <p className="load-error__description">{description}</p>
      </div>
      {retry ?? (
        <button type="button" className="load-error__retry" onClick={onRetry}>
          {messages.retry}
        </button>
      )}
    </div>
  );
}

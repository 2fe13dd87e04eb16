import './Spinner.css';

/** The loading mark, decorative: the text or state beside it says what is loading. */
export function Spinner({ className }: { className?: string }) {
  return <span className={className ? `spinner ${className}` : 'spinner'} aria-hidden="true" />;
}

import { Spinner } from './Spinner';
import './PageLoading.css';

/** A quiet loading indicator for a page or a section, announced to screen readers. */
export function PageLoading({ label = 'Loading…' }: { label?: string }) {
  return (
    <div className="page-loading" role="status" aria-live="polite">
      <Spinner />
      <span>{label}</span>
    </div>
  );
}

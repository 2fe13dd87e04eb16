import { pageWindow } from './pageWindow';
import './Pager.css';

export interface PagerProps {
  /** Names the navigation landmark, e.g. "Course pages". */
  label: string;
  /** 1-based. */
  current: number;
  pages: number;
  onChange: (page: number) => void;
}

/**
 * Previous / page numbers / Next in a navigation landmark. Plain buttons (keyboard and screen
 * reader friendly, 32 px targets), so public pages can page without the component library.
 */
export function Pager({ label, current, pages, onChange }: PagerProps) {
  if (pages <= 1) return null;
  return (
    <nav className="pager" aria-label={label}>
      <ul className="pager__list">
        <li>
          <button
            type="button"
            className="pager__button"
            aria-label="Previous page"
            disabled={current <= 1}
            onClick={() => onChange(current - 1)}
          >
            <span aria-hidden="true">‹</span>
          </button>
        </li>
        {pageWindow(current, pages).map((item, index, items) =>
          item === 'gap' ? (
            <li
              key={`gap-after-${String(items[index - 1])}`}
              className="pager__gap"
              aria-hidden="true"
            >
              …
            </li>
          ) : (
            <li key={item}>
              <button
                type="button"
                className="pager__button"
                aria-current={item === current ? 'page' : undefined}
                onClick={() => {
                  if (item !== current) onChange(item);
                }}
              >
                {item}
              </button>
            </li>
          ),
        )}
        <li>
          <button
            type="button"
            className="pager__button"
            aria-label="Next page"
            disabled={current >= pages}
            onClick={() => onChange(current + 1)}
          >
            <span aria-hidden="true">›</span>
          </button>
        </li>
      </ul>
    </nav>
  );
}

import { useId } from 'react';
import { COURSE_CATEGORIES, type CourseCategory } from '@/shared/domain/entities';
import { formatCount } from '@/shared/domain/numberFormat';

const ALL = 'All';

/**
 * All plus the four course categories, as a group of radio buttons styled as chips. With `counts`,
 * each chip says how many courses of its category match the search (All: every match); until
 * they come, each chip keeps their room.
 */
export function CategoryFilter({
  value,
  onChange,
  counts,
}: {
  value: CourseCategory | undefined;
  onChange: (category: CourseCategory | undefined) => void;
  counts?: { categories: Record<CourseCategory, number>; total: number };
}) {
  const name = useId();
  const options = [ALL, ...COURSE_CATEGORIES] as const;
  return (
    <fieldset className="category-filter">
      <legend className="category-filter__legend">Category</legend>
      <div className="category-filter__options">
        {options.map((option) => {
          const count = counts && (option === ALL ? counts.total : counts.categories[option]);
          const pending = count === undefined;
          return (
            <label key={option} className="category-filter__option">
              <input
                type="radio"
                name={name}
                value={option}
                checked={option === ALL ? value === undefined : value === option}
                onChange={() => onChange(option === ALL ? undefined : option)}
              />
              <span className="category-filter__chip">
                {option}
                {/* While the counts load, each badge keeps its room, hidden: chips that widened
                    when they came wrapped onto another line on a phone and moved the results. */}
                <span
                  className={`category-filter__count${pending ? ' category-filter__count--pending' : ''}`}
                  aria-hidden={pending || undefined}
                >
                  {pending ? '\u00a0' : formatCount(count)}
                </span>
              </span>
            </label>
          );
        })}
      </div>
    </fieldset>
  );
}

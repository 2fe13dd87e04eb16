import { useId } from 'react';
import { COURSE_CATEGORIES, type CourseCategory } from '../../../app/domain/entities';

const ALL = 'All';

/** D9: All plus the four course categories, as a group of radio buttons styled as chips. */
export function CategoryFilter({
  value,
  onChange,
}: {
  value: CourseCategory | undefined;
  onChange: (category: CourseCategory | undefined) => void;
}) {
  const name = useId();
  const options = [ALL, ...COURSE_CATEGORIES] as const;
  return (
    <fieldset className="category-filter">
      <legend className="category-filter__legend">Category</legend>
      <div className="category-filter__options">
        {options.map((option) => (
          <label key={option} className="category-filter__option">
            <input
              type="radio"
              name={name}
              value={option}
              checked={option === ALL ? value === undefined : value === option}
              onChange={() => onChange(option === ALL ? undefined : option)}
            />
            <span>{option}</span>
          </label>
        ))}
      </div>
    </fieldset>
  );
}

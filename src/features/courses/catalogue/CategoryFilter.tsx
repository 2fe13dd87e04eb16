import { ChoiceChips } from '@/shared/components/choice/ChoiceChips';
import { COURSE_CATEGORIES, type CourseCategory } from '@/shared/domain/entities';
import { formatCount } from '@/shared/domain/numberFormat';

const ALL = 'All' as const;

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
  const options = [ALL, ...COURSE_CATEGORIES].map((option) => {
    const count = counts && (option === ALL ? counts.total : counts.categories[option]);
    const pending = count === undefined;
    return {
      value: option,
      label: (
        <>
          {option}
          {/* While the counts load, each badge keeps its room, hidden: chips that widened when
              they came wrapped onto another line on a phone and moved the results. */}
          <span
            className={`category-filter__count${pending ? ' category-filter__count--pending' : ''}`}
            aria-hidden={pending || undefined}
          >
            {pending ? '\u00a0' : formatCount(count)}
          </span>
        </>
      ),
    };
  });
  return (
    <ChoiceChips<CourseCategory | typeof ALL>
      legend="Category"
      className="category-filter"
      options={options}
      value={value ?? ALL}
      onChange={(option) => onChange(option === ALL ? undefined : option)}
    />
  );
}

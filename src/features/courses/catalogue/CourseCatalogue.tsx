import { useDeferredValue, useId, useMemo, useRef, useState, type ChangeEvent } from 'react';
import { useGetCoursesQuery } from '../courseApi';
import { messages } from '../../../app/messages';
import { describeApiError } from '../../../app/apiErrors';
import type { Course } from '../../../app/domain/entities';
import { LoadError } from '../../../components/feedback/LoadError';
import { PageLoading } from '../../../components/feedback/PageLoading';
import { EmptyState } from '../../../components/feedback/EmptyState';
import { Pager } from '../../../components/pager/Pager';
import {
  changedBeforeHydration,
  useInputBeforeHydration,
} from '../../../components/hydration/inputBeforeHydration';
import { CourseCard } from './CourseCard';
import { CategoryFilter } from './CategoryFilter';
import {
  CATALOGUE_PAGE_SIZE,
  filterCourses,
  isCourseCategory,
  pageCount,
  pageItems,
  type CatalogueFilter,
} from './catalogueFilter';
import { useCatalogueParams } from './useCatalogueParams';
import './CourseCatalogue.css';

const NO_COURSES: Course[] = [];

function resultSummary(total: number, page: number): string {
  if (total <= CATALOGUE_PAGE_SIZE) return `${total} ${total === 1 ? 'course' : 'courses'}`;
  const first = (page - 1) * CATALOGUE_PAGE_SIZE + 1;
  const last = Math.min(total, page * CATALOGUE_PAGE_SIZE);
  return `Showing ${first}–${last} of ${total} courses`;
}

/** The matching courses of the current page, with the result count and the pager. */
function CatalogueResults({
  courses,
  filter,
  page,
  onPageChange,
}: {
  courses: Course[];
  filter: CatalogueFilter;
  page: number;
  onPageChange: (page: number) => void;
}) {
  const summaryRef = useRef<HTMLParagraphElement>(null);
  const matches = useMemo(() => filterCourses(courses, filter), [courses, filter]);
  const currentPage = Math.min(page, pageCount(matches.length));
  const visible = useMemo(() => pageItems(matches, currentPage), [matches, currentPage]);

  if (matches.length === 0) {
    return (
      <div role="status">
        <EmptyState description={messages.noResults} />
      </div>
    );
  }
  return (
    <>
      <p ref={summaryRef} className="catalogue__summary" role="status" tabIndex={-1}>
        {resultSummary(matches.length, currentPage)}
      </p>
      <ul className="catalogue__grid">
        {visible.map((course) => (
          <li key={course._id}>
            <CourseCard course={course} />
          </li>
        ))}
      </ul>
      <div className="catalogue__pager">
        <Pager
          label="Course pages"
          current={currentPage}
          pages={pageCount(matches.length)}
          onChange={(next) => {
            onPageChange(next);
            // Take the reader (and screen reader focus) back to the top of the new page.
            summaryRef.current?.focus();
          }}
        />
      </div>
    </>
  );
}

/** The course catalogue of the home page: search, category filter (D9) and paging (D18). */
export function CourseCatalogue() {
  const headingId = useId();
  const searchId = useId();
  // D8: served from the cache and refreshed when the catalogue is shown, not on every render.
  const coursesQuery = useGetCoursesQuery(undefined, { refetchOnMountOrArgChange: true });
  // The store updates components synchronously; deferring the result lets React render the new
  // course cards in an interruptible background render instead of one long task.
  const { data, error, isLoading, isError } = useDeferredValue(coursesQuery);
  const { refetch } = coursesQuery;
  const { category, page, setCategory, setPage, resetPage } = useCatalogueParams();
  const [search, setSearch] = useState('');
  const searchInput = useRef<HTMLInputElement>(null);
  const controls = useRef<HTMLDivElement>(null);
  // On a prerendered page a visitor may search or choose a category before this part is hydrated:
  // keep what they entered. (Called after useCatalogueParams: the router takes a navigation from a
  // layout effect only once the layout effects of its own hooks have run.)
  useInputBeforeHydration(controls, (element) => {
    const input = searchInput.current;
    if (input && changedBeforeHydration(input)) setSearch(input.value);
    const options = Array.from(element.querySelectorAll<HTMLInputElement>('input[type="radio"]'));
    if (!options.some(changedBeforeHydration)) return;
    const chosen = options.find((option) => option.checked)?.value ?? null;
    const chosenCategory = isCourseCategory(chosen) ? chosen : undefined;
    if (chosenCategory !== category) setCategory(chosenCategory);
  });
  const deferredSearch = useDeferredValue(search);
  const filter = useMemo(() => ({ search: deferredSearch, category }), [deferredSearch, category]);
  const courses = data ?? NO_COURSES;

  const onSearch = (event: ChangeEvent<HTMLInputElement>) => {
    setSearch(event.target.value);
    if (page !== 1) resetPage();
  };

  let content;
  if (isLoading) content = <PageLoading label="Loading courses…" />;
  else if (isError && !data) {
    content = <LoadError description={describeApiError(error)} onRetry={() => void refetch()} />;
  } else if (courses.length === 0) {
    content = (
      <EmptyState description="No courses are open for enrolment yet. New courses are on their way, so check back soon." />
    );
  } else {
    content = (
      <CatalogueResults courses={courses} filter={filter} page={page} onPageChange={setPage} />
    );
  }

  return (
    <section id="courses" className="catalogue" aria-labelledby={headingId}>
      <div className="catalogue__inner">
        <header className="catalogue__header">
          <h2 id={headingId}>Explore our courses</h2>
          <p>
            Practical, project-based courses in four areas. Every course is self-paced and comes
            with a certificate when you finish.
          </p>
        </header>
        <div ref={controls} className="catalogue__controls">
          <div className="catalogue__search">
            <label htmlFor={searchId}>Search courses by name</label>
            <input
              ref={searchInput}
              id={searchId}
              type="search"
              value={search}
              onChange={onSearch}
              placeholder="e.g. Marketing"
              autoComplete="off"
            />
          </div>
          <CategoryFilter value={category} onChange={setCategory} />
        </div>
        {content}
      </div>
    </section>
  );
}

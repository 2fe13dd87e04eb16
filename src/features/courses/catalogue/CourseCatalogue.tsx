import { useEffect, useId, useRef, useState, type ChangeEvent } from 'react';
import { useGetCataloguePageQuery, useGetCourseFacetsQuery } from '../courseApi';
import { countOf, messages } from '@/shared/messages';
import { describeApiError } from '@/shared/api/apiErrors';
import { formatCount } from '@/shared/domain/numberFormat';
import { LIMITS } from '@/shared/domain/limits';
import type { PagedList } from '@/shared/api/paging';
import type { Course } from '@/shared/domain/entities';
import { LoadError } from '@/shared/components/feedback/LoadError';
import { PageLoading } from '@/shared/components/feedback/PageLoading';
import { EmptyState } from '@/shared/components/feedback/EmptyState';
import { Pager } from '@/shared/components/pager/Pager';
import {
  changedBeforeHydration,
  useInputBeforeHydration,
} from '@/shared/components/hydration/inputBeforeHydration';
import { CourseCard } from './CourseCard';
import { CategoryFilter } from './CategoryFilter';
import {
  CATALOGUE_PAGE_SIZE,
  CATALOGUE_SORTS,
  SEARCH_DEBOUNCE_MS,
  isCatalogueSort,
  isCourseCategory,
  pageCount,
  type CatalogueQuery,
} from './catalogueQuery';
import { useCatalogueParams } from './useCatalogueParams';
import './CourseCatalogue.css';

function resultSummary(total: number, page: number): string {
  if (total <= CATALOGUE_PAGE_SIZE) return countOf(total, 'course', 'courses');
  const first = (page - 1) * CATALOGUE_PAGE_SIZE + 1;
  const last = Math.min(total, page * CATALOGUE_PAGE_SIZE);
  return `Showing ${formatCount(first)}–${formatCount(last)} of ${formatCount(total)} courses`;
}

/** One page of matching courses, with the result count, the close-matches notice and the pager. */
function CatalogueResults({
  result,
  query,
  onPageChange,
}: {
  result: PagedList<Course>;
  /** The query `result` answers (while the next one loads, the previous page stays). */
  query: CatalogueQuery;
  onPageChange: (page: number) => void;
}) {
  const summaryRef = useRef<HTMLParagraphElement>(null);
  const pages = pageCount(result.total);
  const page = Math.min(query.page, pages);
  return (
    <>
      {result.closeMatches && (
        <p className="catalogue__notice">
          No exact matches for &ldquo;{query.q}&rdquo;. Showing close matches.
        </p>
      )}
      <p ref={summaryRef} className="catalogue__summary" role="status" tabIndex={-1}>
        {resultSummary(result.total, page)}
      </p>
      <ul className="catalogue__grid">
        {result.items.map((course) => (
          <li key={course._id}>
            <CourseCard course={course} search={query.q} matchedWords={result.matchedTerms} />
          </li>
        ))}
      </ul>
      <div className="catalogue__pager">
        <Pager
          label="Course pages"
          current={page}
          pages={pages}
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

/**
 * The course catalogue of the home page. The server searches (forgiving typos), filters by
 * category, sorts and pages; the query lives in the address (./useCatalogueParams.ts). Typing is
 * sent when it pauses; an older answer never replaces a newer one (each query is its own cache
 * entry), and the previous page stays on screen while the next loads.
 */
export function CourseCatalogue() {
  const headingId = useId();
  const searchId = useId();
  const sortId = useId();
  const { query, setSearch, setCategory, setSort, setPage } = useCatalogueParams();

  // The search field: what the visitor typed, sent to the address when typing pauses. When the
  // address's search changes otherwise (Back, Forward, a link), the field shows it.
  const [text, setText] = useState(query.q);
  const [sent, setSent] = useState<string | null>(null);
  const [addressQ, setAddressQ] = useState(query.q);
  if (query.q !== addressQ) {
    setAddressQ(query.q);
    setSent(null);
    if (query.q !== sent) setText(query.q);
  }
  useEffect(() => {
    const next = text.trim();
    if (next === query.q || next === sent) return undefined;
    const timer = window.setTimeout(() => {
      setSent(next);
      setSearch(next);
    }, SEARCH_DEBOUNCE_MS);
    return () => window.clearTimeout(timer);
  }, [text, query.q, sent, setSearch]);

  const pageQuery = useGetCataloguePageQuery(query, { refetchOnMountOrArgChange: true });
  const { data, currentData, error, isError, isFetching, refetch } = pageQuery;
  // The query the shown page answers: the current one, or the previous while the next loads.
  const [shownQuery, setShownQuery] = useState(query);
  if (currentData && shownQuery !== query) setShownQuery(query);
  const facets = useGetCourseFacetsQuery(query.q).data;

  // A page past the last (an old link, or courses removed since): go to the last page.
  const lastPage = currentData ? pageCount(currentData.total) : undefined;
  useEffect(() => {
    if (lastPage !== undefined && query.page > lastPage) setPage(lastPage, { replace: true });
  }, [lastPage, query.page, setPage]);

  const searchInput = useRef<HTMLInputElement>(null);
  const controls = useRef<HTMLDivElement>(null);
  // On a prerendered page a visitor may search, sort or choose a category before this part is
  // hydrated: keep what they entered.
  useInputBeforeHydration(controls, (element) => {
    const input = searchInput.current;
    if (input && changedBeforeHydration(input)) setText(input.value);
    const select = element.querySelector('select');
    if (select && changedBeforeHydration(select) && isCatalogueSort(select.value)) {
      setSort(select.value);
    }
    const options = Array.from(element.querySelectorAll<HTMLInputElement>('input[type="radio"]'));
    if (!options.some(changedBeforeHydration)) return;
    const chosen = options.find((option) => option.checked)?.value ?? null;
    const chosenCategory = isCourseCategory(chosen) ? chosen : undefined;
    if (chosenCategory !== query.category) setCategory(chosenCategory);
  });

  let content;
  if (isError) {
    content = <LoadError description={describeApiError(error)} onRetry={() => void refetch()} />;
  } else if (!data) {
    content = <PageLoading label="Loading courses…" />;
  } else if (data.total === 0 && !shownQuery.q && !shownQuery.category) {
    content = (
      <EmptyState description="No courses are open for enrolment yet. New courses are on their way, so check back soon." />
    );
  } else if (data.total === 0) {
    content = (
      <div role="status">
        <EmptyState description={messages.noResults} />
      </div>
    );
  } else {
    content = <CatalogueResults result={data} query={shownQuery} onPageChange={setPage} />;
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
              value={text}
              onChange={(event: ChangeEvent<HTMLInputElement>) => setText(event.target.value)}
              placeholder="e.g. Marketing"
              autoComplete="off"
              // The API takes a search of at most this many characters.
              maxLength={LIMITS.searchMax}
            />
          </div>
          <div className="catalogue__sort">
            <label htmlFor={sortId}>Sort by</label>
            <select
              id={sortId}
              value={query.sort}
              onChange={(event) => {
                if (isCatalogueSort(event.target.value)) setSort(event.target.value);
              }}
            >
              {CATALOGUE_SORTS.map((option) => (
                <option key={option.value} value={option.value}>
                  {option.label}
                </option>
              ))}
            </select>
          </div>
          <CategoryFilter value={query.category} onChange={setCategory} counts={facets} />
        </div>
        <section className="catalogue__results" aria-label="Course results" aria-busy={isFetching}>
          {content}
        </section>
      </div>
    </section>
  );
}

import { paths } from '../../routing/paths';
import { StatusPage } from './StatusPage';

/** What a withdrawn course's pages say (the API's 410 and 409 say it too). */
export const COURSE_WITHDRAWN = 'This course is no longer offered';

/**
 * A withdrawn course (deleted while learners were enrolled in it), to anyone it no longer answers:
 * a 410 page with a way back to the catalogue. Kept out of search results.
 */
export function CourseWithdrawnPage() {
  return (
    <StatusPage
      code={410}
      title={COURSE_WITHDRAWN}
      pageTitle="Course withdrawn"
      back={{ to: `${paths.catalogue}#courses`, label: 'Browse the catalogue' }}
    >
      <p>It takes no new learners. Its enrolled learners find it in My Courses.</p>
    </StatusPage>
  );
}

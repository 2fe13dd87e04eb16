import { paths } from '../../routing/paths';
import { StatusPage } from './StatusPage';

/** An unknown course id, on the course page or in the lesson player: a 404 with a way back. */
export function CourseNotFoundPage() {
  return (
    <StatusPage
      code={404}
      title="Course not found"
      back={{ to: `${paths.catalogue}#courses`, label: 'Browse the catalogue' }}
    >
      <p>This course does not exist or is no longer offered.</p>
    </StatusPage>
  );
}

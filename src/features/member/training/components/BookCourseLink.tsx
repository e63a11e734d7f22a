import { Link } from 'react-router';
import { useConfig } from '@/config/ConfigContext';
import { courseBookingUrl, type Course } from '@/domain/training/course';
import { pathTo } from '@/config/paths';

/**
 * Books a course on the configured training site, in the same tab like the portal's other external
 * links (spec §2, §9); without a configured site, the course catalogue instead.
 */
export function BookCourseLink({ course, className = 'btn btn-sm btn-outline-primary', label = 'Book a course', describedBy }: { course: Course; className?: string; label?: string; describedBy?: string }) {
  const { trainingSiteUrl } = useConfig();
  const url = courseBookingUrl(trainingSiteUrl, course);
  if (!url)
    return (
      <Link to={pathTo('courses')} className={className} aria-describedby={describedBy}>
        See the courses
      </Link>
    );
  return (
    // The name starts with the visible words (WCAG 2.5.3) and says which course and where it leads.
    <a href={url} className={className} aria-describedby={describedBy} aria-label={`${label}: ${course.name}, on our training site`}>
      {label}
    </a>
  );
}

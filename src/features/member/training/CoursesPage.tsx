import { Suspense, useId } from 'react';
import { useSuspenseQueries, useSuspenseQuery } from '@tanstack/react-query';
import { useApiClient } from '@/api/ApiClientContext';
import { useConfig } from '@/config/ConfigContext';
import { grants } from '@/domain/permissions';
import { LoadingState } from '@/components/states/LoadingState';
import { useMemberSession } from '@/session/MemberSessionContext';
import { useActingMember } from '@/session/useActingMember';
import { getCoursesQueryOptions } from '@/api/get-courses';
import { getEveryTraineeStandingQueryOptions, type EveryTraineeStanding } from '@/api/get-trainee-standings';
import { CourseCard, type CourseNeed } from './components/CourseCard';
import type { Course } from '@/domain/training/course';

/** Who needs a course: active trainees whose role requires it and who hold no certificate for it in date, or one expiring soon. */
function needsOf(course: Course, standings: EveryTraineeStanding): CourseNeed[] {
  const column = standings.courseIds.indexOf(course.id);
  if (column < 0) return [];
  return standings.items.flatMap(({ trainee, cells }) => {
    const cell = cells[column]!;
    return cell.required && cell.status !== 'valid' ? [{ trainee, status: cell.status }] : [];
  });
}

function CourseList({ courses, standings }: { courses: readonly Course[]; standings?: EveryTraineeStanding }) {
  const { trainingSiteUrl } = useConfig();
  return (
    <div className="row row-cols-1 row-cols-lg-2 g-4">
      {courses.map((course) => (
        <div key={course.id} className="col">
          <CourseCard course={course} hasTrainingSite={Boolean(trainingSiteUrl)} needs={standings ? needsOf(course, standings) : undefined} />
        </div>
      ))}
    </div>
  );
}

/** The catalogue with, for each course, which of the member's trainees need it (their standing worked out by the server). */
function CoursesWithNeeds({ membershipNumber }: { membershipNumber: string }) {
  const api = useApiClient();
  const [{ data: courses }, { data: standings }] = useSuspenseQueries({
    queries: [getCoursesQueryOptions(api), getEveryTraineeStandingQueryOptions(api, membershipNumber)],
  });
  return <CourseList courses={courses} standings={standings} />;
}

function Catalogue() {
  const { data: courses } = useSuspenseQuery(getCoursesQueryOptions(useApiClient()));
  return <CourseList courses={courses} />;
}

/**
 * /training/courses: the catalogue, each course with a booking link to the configured training site
 * (hidden when none is configured), and, for members with training records, who needs it.
 */
export function CoursesPage() {
  const headingId = useId();
  const { membershipNumber } = useActingMember();
  const { trainingSiteUrl } = useConfig();
  const hasTraining = grants(useMemberSession().permissions, 'training') && Boolean(membershipNumber);

  return (
    <section aria-labelledby={headingId}>
      <h2 id={headingId} className="h4">
        Courses for your staff
      </h2>
      <p>
        Food hygiene certificates have no legal expiry, but refreshing them every 3 years is common practice; first aid
        certificates last 3 years.{' '}
        {trainingSiteUrl ? 'Booking a course takes you to our training site.' : 'Ask your account manager to book a course.'}
      </p>
      <Suspense fallback={<LoadingState label="Loading the courses…" />}>
        {hasTraining && membershipNumber ? <CoursesWithNeeds membershipNumber={membershipNumber} /> : <Catalogue />}
      </Suspense>
    </section>
  );
}

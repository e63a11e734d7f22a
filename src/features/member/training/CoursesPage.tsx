import { Suspense, useId } from 'react';
import { useSuspenseQuery } from '@tanstack/react-query';
import { useApiClient } from '@/api/ApiClientContext';
import { useToday } from '@/components/dates/useToday';
import { useConfig } from '@/config/ConfigContext';
import { grants } from '@/domain/permissions';
import { isActiveTrainee } from '@/domain/training/trainee';
import { traineesNeedingCourse } from '@/domain/training/trainingMatrix';
import { LoadingState } from '@/components/states/LoadingState';
import { useMemberSession } from '@/session/MemberSessionContext';
import { useActingMember } from '@/session/useActingMember';
import { getCoursesQueryOptions } from '@/api/get-courses';
import { CourseCard } from './components/CourseCard';
import { useTrainingData, type TrainingData } from './hooks/useTrainingData';
import type { Course } from '@/domain/training/course';

function CourseList({ courses, data, today }: { courses: readonly Course[]; data?: TrainingData; today: Date }) {
  const { trainingSiteUrl } = useConfig();
  const active = data?.trainees.filter(isActiveTrainee) ?? [];
  return (
    <div className="row row-cols-1 row-cols-lg-2 g-4">
      {courses.map((course) => (
        <div key={course.id} className="col">
          <CourseCard course={course} hasTrainingSite={Boolean(trainingSiteUrl)} needs={data ? traineesNeedingCourse(course, active, data, today) : undefined} />
        </div>
      ))}
    </div>
  );
}

/** The catalogue with, for each course, which of the member's trainees need it. */
function CoursesWithNeeds({ membershipNumber }: { membershipNumber: string }) {
  const data = useTrainingData(membershipNumber);
  return <CourseList courses={data.courses} data={data} today={useToday()} />;
}

function Catalogue() {
  const { data: courses } = useSuspenseQuery(getCoursesQueryOptions(useApiClient()));
  return <CourseList courses={courses} today={useToday()} />;
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

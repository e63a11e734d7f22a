import { useId } from 'react';
import { Link } from 'react-router';
import { formatMoney } from '@/domain/format/money';
import { courseLevelLabel, formatCourseDuration, formatRefreshPeriod, type Course } from '@/domain/training/course';
import { traineeName, type Trainee } from '@/domain/training/trainee';
import type { CellStatus } from '@/domain/training/trainingMatrix';
import { pathTo } from '@/config/paths';
import { BookCourseLink } from './BookCourseLink';
import { TrainingStatusBadge } from './TrainingStatusBadge';

/** A trainee who needs the course, and where they stand on it (expiring soon, expired, not done). */
export interface CourseNeed {
  trainee: Trainee;
  status: CellStatus;
}

interface CourseCardProps {
  course: Course;
  /** Trainees whose role requires it and who are not in date; undefined without the training permission. */
  needs?: CourseNeed[];
  hasTrainingSite: boolean;
}

/** One course of the catalogue: what it is, what it costs a member, how often to refresh it, who needs it. */
export function CourseCard({ course, needs, hasTrainingSite }: CourseCardProps) {
  const headingId = useId();
  const level = courseLevelLabel(course.level);
  return (
    <section className="card h-100 shadow-sm" aria-labelledby={headingId}>
      <div className="card-body d-flex flex-column">
        <h3 id={headingId} className="h5 card-title">
          {course.name}
        </h3>
        <p>{course.description}</p>
        <dl className="row small mb-3">
          {level && (
            <>
              <dt className="col-5">Level</dt>
              <dd className="col-7">{level}</dd>
            </>
          )}
          <dt className="col-5">Provider</dt>
          <dd className="col-7">{course.provider}</dd>
          <dt className="col-5">Length</dt>
          <dd className="col-7">{formatCourseDuration(course.duration)}</dd>
          <dt className="col-5">Price for members</dt>
          <dd className="col-7">{formatMoney(course.memberPrice)}</dd>
          <dt className="col-5">Refresh</dt>
          <dd className="col-7">
            {formatRefreshPeriod(course.refreshMonths)}
            <span className="d-block text-body-secondary">{course.refreshNote}</span>
          </dd>
        </dl>
        {needs && (
          <div className="mb-3">
            <h4 className="h6">Your trainees who need it</h4>
            {needs.length === 0 ? (
              <p className="small text-body-secondary mb-0">None at the moment.</p>
            ) : (
              <ul className="list-unstyled small mb-0">
                {needs.map(({ trainee, status }) => (
                  <li key={trainee.id} className="mb-1">
                    <Link to={pathTo('trainee', { id: trainee.id })}>{traineeName(trainee)}</Link> <TrainingStatusBadge status={status} />
                  </li>
                ))}
              </ul>
            )}
          </div>
        )}
        {hasTrainingSite && (
          <div className="mt-auto">
            <BookCourseLink course={course} className="btn btn-outline-primary" label="Book this course" />
          </div>
        )}
      </div>
    </section>
  );
}

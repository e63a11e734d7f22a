import { useId, useState } from 'react';
import type { Course } from '@/domain/training/course';
import { JOB_ROLE_LABELS, JOB_ROLES, requiredCourseIds, type JobRole, type RoleRequirement } from '@/domain/training/jobRoles';
import { RoleRequirementModal } from './RoleRequirementModal';
import { TableFrame } from '@/components/lists/TableFrame';

interface RoleRequirementsCardProps {
  membershipNumber: string;
  courses: readonly Course[];
  requirements: readonly RoleRequirement[];
}

/** What each job role requires, and a way to change it: the matrix's "required" comes from here. */
export function RoleRequirementsCard({ membershipNumber, courses, requirements }: RoleRequirementsCardProps) {
  const headingId = useId();
  const [editing, setEditing] = useState<JobRole | null>(null);
  const courseNames = (ids: readonly string[]) =>
    courses
      .filter((course) => ids.includes(course.id))
      .map((course) => course.name)
      .join(', ');

  return (
    <section className="card shadow-sm d-print-none" aria-labelledby={headingId}>
      <div className="card-body">
        <h2 id={headingId} className="h5 card-title">
          Training each job role needs
        </h2>
        <p className="text-body-secondary">
          We start you with common practice: Level 2 Food Hygiene for anyone handling open food, Level 3 for supervisors,
          and Allergen Awareness for front of house. Change them to suit your business.
        </p>
        <TableFrame caption="Courses required for each job role" className="table-sm align-middle mb-0">
          <thead>
            <tr>
              <th scope="col">Job role</th>
              <th scope="col">Required courses</th>
              <th scope="col">
                <span className="visually-hidden">Actions</span>
              </th>
            </tr>
          </thead>
          <tbody>
            {JOB_ROLES.map((jobRole) => {
              const names = courseNames(requiredCourseIds(jobRole, requirements));
              const roleId = `${headingId}-${jobRole}`;
              return (
                <tr key={jobRole}>
                  <th scope="row" id={roleId}>
                    {JOB_ROLE_LABELS[jobRole]}
                  </th>
                  <td>{names || <span className="text-body-secondary">None</span>}</td>
                  <td className="text-end">
                    <button type="button" className="btn btn-sm btn-outline-primary" onClick={() => setEditing(jobRole)} aria-describedby={roleId}>
                      Change
                    </button>
                  </td>
                </tr>
              );
            })}
          </tbody>
        </TableFrame>
      </div>
      {editing && (
        <RoleRequirementModal
          key={editing}
          membershipNumber={membershipNumber}
          jobRole={editing}
          courses={courses}
          required={requiredCourseIds(editing, requirements)}
          isOpen
          onClose={() => setEditing(null)}
        />
      )}
    </section>
  );
}

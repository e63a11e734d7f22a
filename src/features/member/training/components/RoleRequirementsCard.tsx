import { useId } from 'react';
import type { Course } from '@/domain/training/course';
import { JOB_ROLE_LABELS, JOB_ROLES, requiredCourseIds, type JobRole, type RoleRequirement } from '@/domain/training/jobRoles';
import { useModalOpening } from '@/components/modals/lazyModal';
import { ModalSlot } from '@/session/ModalSlot';
import { OpeningButton } from '@/components/modals/OpeningButton';
import { RoleRequirementModal } from './trainingModals';
import { TableFrame } from '@/components/lists/TableFrame';

interface RoleRequirementsCardProps {
  membershipNumber: string;
  courses: readonly Course[];
  requirements: readonly RoleRequirement[];
}

/** What each job role requires, and a way to change it: the matrix's "required" comes from here. */
export function RoleRequirementsCard({ membershipNumber, courses, requirements }: RoleRequirementsCardProps) {
  const headingId = useId();
  const { dialog: editing, opening, open, close } = useModalOpening<JobRole>();
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
                    <OpeningButton
                      className="btn btn-sm btn-outline-primary"
                      isOpening={opening === jobRole}
                      onPreload={RoleRequirementModal.preload}
                      onClick={() => open(jobRole)}
                      describedBy={roleId}
                    >
                      Change
                    </OpeningButton>
                  </td>
                </tr>
              );
            })}
          </tbody>
        </TableFrame>
      </div>
      <ModalSlot onClose={close}>
        {editing && (
          <RoleRequirementModal
            key={editing}
            membershipNumber={membershipNumber}
            jobRole={editing}
            courses={courses}
            required={requiredCourseIds(editing, requirements)}
            isOpen
            onClose={close}
          />
        )}
      </ModalSlot>
    </section>
  );
}

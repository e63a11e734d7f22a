import { useId, useMemo } from 'react';
import { toast } from '@/components/toasts/toast';
import { CheckboxesField } from '@/components/forms/CheckboxesField';
import { Form } from '@/components/forms/Form';
import { useSchemaForm } from '@/components/forms/useSchemaForm';
import { FormModal } from '@/components/modals/FormModal';
import type { Course } from '@/domain/training/course';
import { JOB_ROLE_LABELS, type JobRole } from '@/domain/training/jobRoles';
import { createRoleRequirementSchema, roleRequirementFormValues, toRequiredCourseIds, type RoleRequirementFormValues } from '@/domain/training/roleRequirementForm';
import { useUpdateRoleRequirement } from '../api/update-role-requirement';
import { roleRequirementErrorMessage } from './trainingErrorMessages';

interface RoleRequirementModalProps {
  membershipNumber: string;
  jobRole: JobRole;
  courses: readonly Course[];
  required: readonly string[];
  isOpen: boolean;
  onClose: () => void;
}

/** Sets which courses one job role requires: the matrix and every trainee in the role follow. */
export function RoleRequirementModal({ membershipNumber, jobRole, courses, required, isOpen, onClose }: RoleRequirementModalProps) {
  const formId = useId();
  const update = useUpdateRoleRequirement(membershipNumber);
  const schema = useMemo(() => createRoleRequirementSchema(courses), [courses]);
  const form = useSchemaForm(schema, { defaultValues: roleRequirementFormValues(courses, required) });
  const role = JOB_ROLE_LABELS[jobRole];

  const submit = (values: RoleRequirementFormValues) =>
    update.mutate(
      { jobRole, courseIds: toRequiredCourseIds(courses, values) },
      {
        onSuccess: () => {
          toast.success(`The training for ${role.toLowerCase()} is saved.`);
          onClose();
        },
      },
    );

  return (
    <FormModal
      isOpen={isOpen}
      title={`Training for ${role.toLowerCase()}`}
      formId={formId}
      onClose={onClose}
      submitLabel="Save"
      workingLabel="Saving..."
      isWorking={update.isPending}
      isSubmitDisabled={false}
      error={update.error ? roleRequirementErrorMessage(update.error) : undefined}
      onDismissError={update.reset}
    >
      <Form id={formId} form={form} onSubmit={submit}>
        <CheckboxesField
          name="courses"
          legend={`Courses everyone working as ${role.toLowerCase()} needs`}
          hint="Leave them all unticked if the role needs no training."
          items={courses.map((course) => ({ name: course.id, label: course.name }))}
          className="mb-0"
        />
      </Form>
    </FormModal>
  );
}

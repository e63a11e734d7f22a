import { boolean, object, type ObjectSchema } from 'yup';
import type { Course } from './course';

/** The form that sets what one job role requires: a tick per course of the catalogue, by course id. */
export interface RoleRequirementFormValues {
  courses: Record<string, boolean>;
}

/** Any choice is allowed, none included (a role that needs no training); each tick is a boolean. */
export function createRoleRequirementSchema(courses: readonly Pick<Course, 'id'>[]): ObjectSchema<RoleRequirementFormValues> {
  return object({
    courses: object(Object.fromEntries(courses.map((course) => [course.id, boolean().defined()]))).defined(),
  }) as ObjectSchema<RoleRequirementFormValues>;
}

export function roleRequirementFormValues(courses: readonly Pick<Course, 'id'>[], required: readonly string[]): RoleRequirementFormValues {
  return { courses: Object.fromEntries(courses.map((course) => [course.id, required.includes(course.id)])) };
}

/** The ticked course ids, in catalogue order: the body of PUT /members/{n}/training/role-requirements/{jobRole}. */
export function toRequiredCourseIds(courses: readonly Pick<Course, 'id'>[], values: RoleRequirementFormValues): string[] {
  return courses.filter((course) => values.courses[course.id] === true).map((course) => course.id);
}

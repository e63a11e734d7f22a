import { endOfDay } from 'date-fns';
import { date, mixed, object, string, type ObjectSchema } from 'yup';
import { formatApiDate } from '../format/date';
import { calendarDay } from './certificate';
import { JOB_ROLES, type JobRole } from './jobRoles';
import type { Trainee } from './trainee';
import { REQUEST_LIMITS } from '../contractLimits';
import { limitedText } from '../text/textField';

/** The add and edit trainee form. */
export interface TraineeFormValues {
  firstName: string;
  lastName: string;
  jobRole: JobRole | '';
  unitId: string;
  startDate: Date | null;
}

/** What POST /members/{n}/trainees and PUT /members/{n}/trainees/{id} take. */
export interface TraineeRequest {
  firstName: string;
  lastName: string;
  jobRole: JobRole;
  unitId: string;
  /** yyyy-MM-dd, today or earlier. */
  startDate: string;
}

export const TRAINEE_MESSAGES = {
  firstName: "Enter the trainee's first name",
  lastName: "Enter the trainee's last name",
  tooLong: 'Names must be 50 characters or fewer',
  jobRole: 'Select their job role',
  unitId: 'Select the unit they work at',
  startDate: 'Enter the date they started, as DD/MM/YYYY',
  startDateInFuture: 'The start date must be today or in the past',
} as const;

export const MAX_NAME_LENGTH = REQUEST_LIMITS.TraineeRequest.firstName.maxLength;

/**
 * A trainee needs both names, a job role, the unit they work at (one of the units offered), and the date
 * they started, which cannot be after `today` (the day the screen opened, as its hints say).
 */
export function createTraineeSchema({ unitIds, today }: { unitIds: readonly string[]; today: Date }): ObjectSchema<TraineeFormValues> {
  return object({
    firstName: limitedText(string().defined().trim().required(TRAINEE_MESSAGES.firstName), 'First name', { text: 'line' }).max(MAX_NAME_LENGTH, TRAINEE_MESSAGES.tooLong),
    lastName: limitedText(string().defined().trim().required(TRAINEE_MESSAGES.lastName), 'Last name', { text: 'line' }).max(MAX_NAME_LENGTH, TRAINEE_MESSAGES.tooLong),
    jobRole: mixed<JobRole | ''>().defined().oneOf(JOB_ROLES, TRAINEE_MESSAGES.jobRole),
    unitId: string().defined().oneOf([...unitIds], TRAINEE_MESSAGES.unitId),
    startDate: date()
      .typeError(TRAINEE_MESSAGES.startDate)
      .nullable()
      .required(TRAINEE_MESSAGES.startDate)
      .max(endOfDay(today), TRAINEE_MESSAGES.startDateInFuture),
  });
}

export function emptyTraineeForm(unitId = ''): TraineeFormValues {
  return { firstName: '', lastName: '', jobRole: '', unitId, startDate: null };
}

export function traineeFormValues(trainee: Trainee): TraineeFormValues {
  return {
    firstName: trainee.firstName,
    lastName: trainee.lastName,
    jobRole: trainee.jobRole,
    unitId: trainee.unitId,
    startDate: calendarDay(trainee.startDate),
  };
}

/** Called with values the schema accepted. */
export function toTraineeRequest(values: TraineeFormValues): TraineeRequest {
  return {
    firstName: values.firstName.trim(),
    lastName: values.lastName.trim(),
    jobRole: values.jobRole as JobRole,
    unitId: values.unitId,
    startDate: formatApiDate(values.startDate!),
  };
}

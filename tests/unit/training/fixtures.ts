import type { Certificate } from '@/domain/training/certificate';
import type { Course } from '@/domain/training/course';
import type { RoleRequirement } from '@/domain/training/jobRoles';
import type { Trainee } from '@/domain/training/trainee';

export const course = (code: string, refreshMonths: number | null = 36): Course => ({
  id: `course-${code}`,
  code,
  name: code,
  level: null,
  provider: 'Larder Training',
  duration: { amount: 1, unit: 'days' },
  memberPrice: 20,
  refreshMonths,
  refreshNote: '',
  description: '',
});

export const L1 = course('food-hygiene-level-1');
export const L2 = course('food-hygiene-level-2');
export const L3 = course('food-hygiene-level-3');
export const ALLERGENS = course('allergen-awareness', 24);
export const FIRST_AID = course('first-aid-at-work');
export const COURSES = [L1, L2, L3, ALLERGENS, FIRST_AID];

export const REQUIREMENTS: RoleRequirement[] = [
  { jobRole: 'Chef', courseIds: [L2.id] },
  { jobRole: 'KitchenAssistant', courseIds: [L2.id] },
  { jobRole: 'KitchenPorter', courseIds: [L1.id] },
  { jobRole: 'FrontOfHouse', courseIds: [L1.id, ALLERGENS.id] },
  { jobRole: 'Supervisor', courseIds: [L3.id] },
  { jobRole: 'Other', courseIds: [] },
];

export const trainee = (id: string, fields: Partial<Trainee> = {}): Trainee => ({
  id,
  firstName: id,
  lastName: 'Smith',
  jobRole: 'Chef',
  unitId: 'unit-1',
  startDate: '2023-01-01',
  status: 'Active',
  archivedOn: null,
  ...fields,
});

let certificateNumber = 0;
export const certificate = (traineeId: string, courseToHold: Course, completedOn: string, expiresOn: string | null): Certificate => ({
  id: `certificate-${++certificateNumber}`,
  traineeId,
  courseId: courseToHold.id,
  completedOn,
  expiresOn,
  expiryStated: false,
  file: null,
  uploadedOn: `${completedOn}T12:00:00Z`,
});

export const day = (iso: string) => new Date(`${iso}T00:00:00`);

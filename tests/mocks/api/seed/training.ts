// TEST DOUBLE, never shipped: the course catalogue and the demo members' trainees and certificates,
// relative to today's date, so every status stays what its name says.
import { addDays, formatISO, subDays, subMonths } from 'date-fns';
import { certificateExpiry, DEFAULT_ROLE_REQUIREMENTS } from '../backend-reference/training';
import { JOB_ROLES, type JobRole } from '../../../../src/domain/training/jobRoles';
import { formatApiDate } from '../../../../src/domain/format/date';
import { DEMO_ACCOUNTS, demoAccount } from '../../data/demoAccounts';
import type { ApiSchemas } from '../handlers/options';
import { demoPdf, type StoredBytes } from './demoFiles';
import { unitId } from './units';

type Course = ApiSchemas['TrainingCourse'];
type Certificate = ApiSchemas['TrainingCertificate'];

/** The training slice of the simulator's store, as the contract's shapes: what the calls answer. */
export interface TrainingStore {
  /** The association's course catalogue, in the order it is offered. */
  courses: Course[];
  /** By membership number: what each job role requires. */
  requirements: Map<string, ApiSchemas['RoleRequirement'][]>;
  /** By membership number: every trainee, archived ones included. */
  trainees: Map<string, ApiSchemas['Trainee'][]>;
  /** By membership number: every certificate. */
  certificates: Map<string, Certificate[]>;
  /** The uploaded files, by certificate id. */
  files: Map<string, StoredBytes>;
  nextId: number;
}

const courseId = (n: number) => `c0de0000-0000-4000-8000-${String(n).padStart(12, '0')}`;
export const traineeId = (n: number) => `7a1e0000-0000-4000-8000-${String(n).padStart(12, '0')}`;
const certificateId = (n: number) => `ce270000-0000-4000-8000-${String(n).padStart(12, '0')}`;

const FOOD_HYGIENE_REFRESH = 'No legal expiry; refreshing every 3 years is common practice.';
const FIRST_AID_REFRESH = 'Certificates last 3 years (HSE first aid guidance, L74).';
const BUSINESS_SET_REFRESH = 'Set by your business, usually every 1 to 3 years.';

/** DOMAIN-NOTES §3: levels, customary refresh periods. Prices are for members, in pounds. */
export const DEMO_COURSES: Course[] = [
  {
    id: courseId(1), code: 'food-hygiene-level-1', name: 'Level 1 Food Hygiene', level: 1, provider: 'Larder Training (online)',
    duration: { amount: 2, unit: 'hours' }, memberPrice: 15, refreshMonths: 36, refreshNote: FOOD_HYGIENE_REFRESH,
    description: 'Food safety basics for staff who handle little or no open food, such as front of house and kitchen porters.',
  },
  {
    id: courseId(2), code: 'food-hygiene-level-2', name: 'Level 2 Food Hygiene', level: 2, provider: 'Larder Training (online)',
    duration: { amount: 4, unit: 'hours' }, memberPrice: 25, refreshMonths: 36, refreshNote: FOOD_HYGIENE_REFRESH,
    description: 'For anyone who prepares, cooks or serves open food: personal hygiene, contamination, temperatures, cleaning and allergens.',
  },
  {
    id: courseId(3), code: 'food-hygiene-level-3', name: 'Level 3 Food Hygiene', level: 3, provider: 'Larder Training (classroom)',
    duration: { amount: 3, unit: 'days' }, memberPrice: 225, refreshMonths: 36, refreshNote: FOOD_HYGIENE_REFRESH,
    description: 'For supervisors and managers: running food safety on a shift, HACCP-based procedures and training others.',
  },
  {
    id: courseId(4), code: 'allergen-awareness', name: 'Allergen Awareness', level: 2, provider: 'Larder Training (online)',
    duration: { amount: 2, unit: 'hours' }, memberPrice: 15, refreshMonths: 24, refreshNote: BUSINESS_SET_REFRESH,
    description: "The 14 allergens, avoiding cross-contact, answering customers' questions, and labelling food prepacked for direct sale (Natasha's Law).",
  },
  {
    id: courseId(5), code: 'haccp-level-2', name: 'HACCP Level 2', level: 2, provider: 'Larder Training (online)',
    duration: { amount: 3, unit: 'hours' }, memberPrice: 25, refreshMonths: 36, refreshNote: BUSINESS_SET_REFRESH,
    description: 'The seven principles of HACCP and how Safer Food, Better Business puts them into practice in a kitchen.',
  },
  {
    id: courseId(6), code: 'coshh-awareness', name: 'COSHH Awareness', level: null, provider: 'Larder Training (online)',
    duration: { amount: 2, unit: 'hours' }, memberPrice: 15, refreshMonths: 24, refreshNote: BUSINESS_SET_REFRESH,
    description: 'Using cleaning chemicals safely: safety data sheets, never mixing bleach with acids, protective equipment and spills.',
  },
  {
    id: courseId(7), code: 'emergency-first-aid-at-work', name: 'Emergency First Aid at Work', level: null, provider: 'Northern First Aid Training',
    duration: { amount: 1, unit: 'days' }, memberPrice: 95, refreshMonths: 36, refreshNote: FIRST_AID_REFRESH,
    description: 'The one-day course for an emergency first aider: CPR, choking, bleeding, burns and shock.',
  },
  {
    id: courseId(8), code: 'first-aid-at-work', name: 'First Aid at Work', level: null, provider: 'Northern First Aid Training',
    duration: { amount: 3, unit: 'days' }, memberPrice: 245, refreshMonths: 36, refreshNote: FIRST_AID_REFRESH,
    description: 'The full three-day course for a workplace first aider, including injuries and illnesses beyond emergencies.',
  },
  {
    id: courseId(9), code: 'fire-marshal', name: 'Fire Marshal', level: null, provider: 'Larder Training (classroom)',
    duration: { amount: 0.5, unit: 'days' }, memberPrice: 85, refreshMonths: 36, refreshNote: 'About every 3 years; every year where the fire risk is higher.',
    description: 'Fire prevention in a kitchen, using extinguishers and fire blankets, and leading an evacuation.',
  },
];

const courseByCode = (code: string) => {
  const course = DEMO_COURSES.find((candidate) => candidate.code === code);
  if (!course) throw new Error(`No demo course ${code}`);
  return course;
};

/** Every member starts with the issue's sensible defaults, in catalogue order. */
export function defaultRoleRequirements(courses: readonly Course[]): ApiSchemas['RoleRequirement'][] {
  return JOB_ROLES.map((jobRole) => ({
    jobRole,
    courseIds: courses.filter((course) => DEFAULT_ROLE_REQUIREMENTS[jobRole].includes(course.code)).map((course) => course.id),
  }));
}

interface CertificateSeed {
  course: string;
  /** Completed this long ago. */
  completed: Duration;
  withoutFile?: boolean;
}
type Duration = { months?: number; days?: number };

interface TraineeSeed {
  n: number;
  firstName: string;
  lastName: string;
  jobRole: JobRole;
  unit: number;
  startedYearsAgo: number;
  archivedDaysAgo?: number;
  certificates: CertificateSeed[];
}

/** "Expires in 10 days" for a 36-month course: completed 36 months before 10 days from now. */
const expiringIn = (days: number, refreshMonths: number): Duration => ({ months: refreshMonths, days: -days });
const expiredAgo = (days: number, refreshMonths: number): Duration => ({ months: refreshMonths, days });

const TRAINEE_SEEDS: Record<string, TraineeSeed[]> = {
  // The account a newcomer picks first: a café and a street-food van, lived in.
  'member-active': [
    { n: 101, firstName: 'Marco', lastName: 'Rossi', jobRole: 'Chef', unit: 1, startedYearsAgo: 3, certificates: [
      { course: 'food-hygiene-level-2', completed: { months: 14 } },
      { course: 'first-aid-at-work', completed: { months: 8 } },
    ] },
    { n: 102, firstName: 'Hannah', lastName: 'Clarke', jobRole: 'Supervisor', unit: 1, startedYearsAgo: 5, certificates: [
      { course: 'food-hygiene-level-3', completed: { months: 24 } },
      { course: 'allergen-awareness', completed: { months: 6 } },
    ] },
    { n: 103, firstName: 'Jess', lastName: 'Patel', jobRole: 'FrontOfHouse', unit: 1, startedYearsAgo: 2, certificates: [
      { course: 'food-hygiene-level-1', completed: { months: 12 } },
      { course: 'allergen-awareness', completed: expiringIn(20, 24) },
    ] },
    { n: 104, firstName: 'Owen', lastName: 'Hughes', jobRole: 'KitchenAssistant', unit: 2, startedYearsAgo: 4, certificates: [
      { course: 'food-hygiene-level-2', completed: expiredAgo(45, 36) },
    ] },
    { n: 105, firstName: 'Lily', lastName: 'Evans', jobRole: 'Chef', unit: 2, startedYearsAgo: 4, certificates: [
      { course: 'food-hygiene-level-2', completed: expiredAgo(60, 36) },
      { course: 'food-hygiene-level-2', completed: { months: 2 } },
    ] },
    { n: 106, firstName: 'Sam', lastName: 'Turner', jobRole: 'KitchenPorter', unit: 1, startedYearsAgo: 2, archivedDaysAgo: 150, certificates: [
      { course: 'food-hygiene-level-1', completed: { months: 20 } },
    ] },
  ],
  // The training demo member: five trainees over two units, in every status (see tests/integration/training).
  'member-training': [
    { n: 501, firstName: 'Aisha', lastName: 'Khan', jobRole: 'Supervisor', unit: 5001, startedYearsAgo: 6, certificates: [
      { course: 'food-hygiene-level-3', completed: { days: 400 } },
      { course: 'allergen-awareness', completed: { days: 100 } },
    ] },
    { n: 502, firstName: 'Ben', lastName: 'Carter', jobRole: 'Chef', unit: 5001, startedYearsAgo: 4, certificates: [
      { course: 'food-hygiene-level-2', completed: expiringIn(10, 36) },
    ] },
    { n: 503, firstName: 'Chloe', lastName: 'Davies', jobRole: 'FrontOfHouse', unit: 5002, startedYearsAgo: 3, certificates: [
      { course: 'food-hygiene-level-1', completed: { days: 200 } },
      { course: 'allergen-awareness', completed: expiredAgo(20, 24) },
    ] },
    { n: 504, firstName: 'Dan', lastName: 'Evans', jobRole: 'KitchenAssistant', unit: 5002, startedYearsAgo: 0, certificates: [] },
    { n: 505, firstName: 'Ella', lastName: 'Foster', jobRole: 'KitchenPorter', unit: 5001, startedYearsAgo: 2, certificates: [
      { course: 'food-hygiene-level-1', completed: { days: 300 } },
      { course: 'emergency-first-aid-at-work', completed: { days: 500 }, withoutFile: true },
    ] },
    { n: 506, firstName: 'Fred', lastName: 'Green', jobRole: 'Chef', unit: 5004, startedYearsAgo: 7, archivedDaysAgo: 365, certificates: [
      { course: 'food-hygiene-level-2', completed: { months: 48 } },
    ] },
  ],
};

const ago = (today: Date, { months = 0, days = 0 }: Duration) => subDays(subMonths(today, months), days);
const slug = (text: string) => text.toLowerCase().replace(/[^a-z0-9]+/g, '-').replace(/^-|-$/g, '');

export function seedTraining(today = new Date()): TrainingStore {
  const store: TrainingStore = { courses: structuredClone(DEMO_COURSES), requirements: new Map(), trainees: new Map(), certificates: new Map(), files: new Map(), nextId: 1000 };
  let certificateNumber = 0;
  for (const account of DEMO_ACCOUNTS) {
    if (!account.membershipNumber) continue;
    const number = account.membershipNumber;
    store.requirements.set(number, defaultRoleRequirements(store.courses));
    const seeds = TRAINEE_SEEDS[account.key] ?? [];
    store.trainees.set(
      number,
      seeds.map((seed) => ({
        id: traineeId(seed.n),
        firstName: seed.firstName,
        lastName: seed.lastName,
        jobRole: seed.jobRole,
        unitId: unitId(seed.unit),
        // Start dates keep clear of the newest certificate's date: staff start before they train.
        startDate: formatApiDate(subDays(subMonths(today, seed.startedYearsAgo * 12), 30)),
        status: seed.archivedDaysAgo === undefined ? 'Active' : 'Archived',
        archivedOn: seed.archivedDaysAgo === undefined ? null : formatApiDate(subDays(today, seed.archivedDaysAgo)),
      })),
    );
    const certificates: Certificate[] = [];
    for (const seed of seeds) {
      for (const held of seed.certificates) {
        const course = courseByCode(held.course);
        const completed = ago(today, held.completed);
        const id = certificateId(++certificateNumber);
        const name = `${slug(`${seed.firstName} ${seed.lastName} ${course.name}`)}.pdf`;
        const file = held.withoutFile
          ? null
          : demoPdf(['Certificate of achievement', `${seed.firstName} ${seed.lastName}`, course.name, `Completed on ${formatApiDate(completed)}`, course.provider]);
        if (file) store.files.set(id, file);
        certificates.push({
          id,
          traineeId: traineeId(seed.n),
          courseId: course.id,
          completedOn: formatApiDate(completed),
          expiresOn: formatExpiry(certificateExpiry(completed, course.refreshMonths, null)),
          expiryStated: false,
          file: file ? { name, contentType: file.contentType, size: file.bytes.byteLength } : null,
          uploadedOn: formatISO(addDays(completed, 2)),
        });
      }
    }
    store.certificates.set(number, certificates);
  }
  return store;
}

const formatExpiry = (date: Date | null) => (date ? formatApiDate(date) : null);

/** A seeded member's trainees and certificates, for tests. */
export function seededTrainingOf(key: string, today = new Date()) {
  const store = seedTraining(today);
  const number = demoAccount(key).membershipNumber!;
  return { courses: store.courses, trainees: store.trainees.get(number)!, certificates: store.certificates.get(number)!, requirements: store.requirements.get(number)! };
}

import { useSuspenseQueries } from '@tanstack/react-query';
import { useApiClient } from '@/api/ApiClientContext';
import type { ApiClient } from '@/api/loader';
import { getUnitChoicesQueryOptions } from '@/api/get-unit-choices';
import type { Certificate } from '@/domain/training/certificate';
import type { Course } from '@/domain/training/course';
import type { RoleRequirement } from '@/domain/training/jobRoles';
import type { Trainee } from '@/domain/training/trainee';
import type { TradingUnit } from '@/domain/units/tradingUnit';
import { getCertificatesQueryOptions } from '@/api/get-certificates';
import { getCoursesQueryOptions } from '@/api/get-courses';
import { getRoleRequirementsQueryOptions } from '@/api/get-role-requirements';
import { getTraineesQueryOptions } from '@/api/get-trainees';

/** Everything the training screens read: one member's records and the catalogue. */
export interface TrainingData {
  courses: Course[];
  trainees: Trainee[];
  certificates: Certificate[];
  requirements: RoleRequirement[];
  units: TradingUnit[];
}

/** The five calls the training screens make, in one round: what their route's loader starts too. */
export function trainingQueries(api: ApiClient, membershipNumber: string) {
  return [
    getCoursesQueryOptions(api),
    getTraineesQueryOptions(api, membershipNumber),
    getCertificatesQueryOptions(api, membershipNumber),
    getRoleRequirementsQueryOptions(api, membershipNumber),
    getUnitChoicesQueryOptions(api, membershipNumber),
  ] as const;
}

/** The member's training records, read as one load (the page waits for all five, suspended). */
export function useTrainingData(membershipNumber: string): TrainingData {
  return useSuspenseQueries({
    queries: trainingQueries(useApiClient(), membershipNumber),
    combine: ([courses, trainees, certificates, requirements, units]) => ({
      courses: courses.data,
      trainees: trainees.data,
      certificates: certificates.data,
      requirements: requirements.data,
      units: units.data,
    }),
  });
}

/** What the trainees page reads beside its page of trainees: the catalogue, each role's requirement, the units. */
export function traineesPageQueries(api: ApiClient, membershipNumber: string) {
  return [getCoursesQueryOptions(api), getRoleRequirementsQueryOptions(api, membershipNumber), getUnitChoicesQueryOptions(api, membershipNumber)] as const;
}

/** The trainees page's records beside its page of trainees, read as one load (suspended). */
export function useTraineesPageData(membershipNumber: string): Pick<TrainingData, 'courses' | 'requirements' | 'units'> {
  return useSuspenseQueries({
    queries: traineesPageQueries(useApiClient(), membershipNumber),
    combine: ([courses, requirements, units]) => ({ courses: courses.data, requirements: requirements.data, units: units.data }),
  });
}

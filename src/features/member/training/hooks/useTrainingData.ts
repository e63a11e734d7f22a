import { useSuspenseQueries } from '@tanstack/react-query';
import { useApiClient } from '@/api/ApiClientContext';
import type { ApiClient } from '@/api/loader';
import { getUnitChoicesQueryOptions } from '@/api/get-unit-choices';
import type { Course } from '@/domain/training/course';
import type { RoleRequirement } from '@/domain/training/jobRoles';
import type { TradingUnit } from '@/domain/units/tradingUnit';
import { getCoursesQueryOptions } from '@/api/get-courses';
import { getRoleRequirementsQueryOptions } from '@/api/get-role-requirements';

/** What the trainees page and a trainee's page read beside their trainees: the catalogue, each role's requirement, the units. */
export interface TrainingData {
  courses: Course[];
  requirements: RoleRequirement[];
  units: TradingUnit[];
}

/** The three calls behind TrainingData, in one round: what the pages' loaders start too. */
export function traineesPageQueries(api: ApiClient, membershipNumber: string) {
  return [getCoursesQueryOptions(api), getRoleRequirementsQueryOptions(api, membershipNumber), getUnitChoicesQueryOptions(api, membershipNumber)] as const;
}

/** The records read as one load (the page waits for all three, suspended). */
export function useTraineesPageData(membershipNumber: string): TrainingData {
  return useSuspenseQueries({
    queries: traineesPageQueries(useApiClient(), membershipNumber),
    combine: ([courses, requirements, units]) => ({ courses: courses.data, requirements: requirements.data, units: units.data }),
  });
}

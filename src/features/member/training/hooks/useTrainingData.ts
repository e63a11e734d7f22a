import { useQueries } from '@tanstack/react-query';
import { useApiClient } from '@/api/ApiClientContext';
import { getTradingUnitsQueryOptions } from '@/api/get-trading-units';
import type { Certificate } from '@/domain/training/certificate';
import type { Course } from '@/domain/training/course';
import type { RoleRequirement } from '@/domain/training/jobRoles';
import type { Trainee } from '@/domain/training/trainee';
import type { TradingUnit } from '@/domain/units/tradingUnit';
import { combineLoads, type CombinedLoad } from '@/session/CombinedDataLoad';
import { getCertificatesQueryOptions } from '../api/get-certificates';
import { getCoursesQueryOptions } from '../api/get-courses';
import { getRoleRequirementsQueryOptions } from '../api/get-role-requirements';
import { getTraineesQueryOptions } from '../api/get-trainees';

/** Everything the training screens read: one member's records and the catalogue. */
export interface TrainingData {
  courses: Course[];
  trainees: Trainee[];
  certificates: Certificate[];
  requirements: RoleRequirement[];
  units: TradingUnit[];
}

/** The five calls at once (one round), read as one load. */
export function useTrainingData(membershipNumber: string | undefined): CombinedLoad<TrainingData> {
  const api = useApiClient();
  return useQueries({
    queries: [
      getCoursesQueryOptions(api),
      getTraineesQueryOptions(api, membershipNumber),
      getCertificatesQueryOptions(api, membershipNumber),
      getRoleRequirementsQueryOptions(api, membershipNumber),
      getTradingUnitsQueryOptions(api, membershipNumber),
    ],
    combine: (results) => {
      const load = combineLoads(results);
      if (load.status !== 'success') return load;
      const [courses, trainees, certificates, requirements, units] = load.data;
      return { status: 'success', data: { courses, trainees, certificates, requirements, units } };
    },
  });
}

import { queryOptions, useQuery } from '@tanstack/react-query';
import { useApiClient } from '@/api/ApiClientContext';
import type { ApiClient } from '@/api/loader';
import { referenceDataQueryKey } from '@/api/query-keys';
import type { Course } from '@/domain/training/course';

/**
 * GET /training/courses (designed, DESIGN.md §5)
 * Response 200: [Course] (src/domain/training/course.ts), the association's catalogue in the order it
 * is offered: { id, code, name, level, provider, duration: { amount, unit }, memberPrice, refreshMonths,
 * refreshNote, description }. 401 without a token. The same for every member: reference data.
 */
export function getCourses(api: ApiClient, signal?: AbortSignal): Promise<Course[]> {
  return api.get<Course[]>('/training/courses', { signal });
}

export function getCoursesQueryOptions(api: ApiClient) {
  return queryOptions({
    queryKey: referenceDataQueryKey('training-courses'),
    queryFn: ({ signal }) => getCourses(api, signal),
    // The catalogue changes a few times a year.
    staleTime: 60 * 60 * 1000,
  });
}

export function useCourses() {
  return useQuery(getCoursesQueryOptions(useApiClient()));
}

import { queryOptions } from '@tanstack/react-query';
import { dataOf, type ApiClient } from '@/api/loader';
import { referenceDataQueryKey } from '@/api/query-keys';
import type { Course } from '@/domain/training/course';

/** getCourses: the association's course catalogue, the same for every member. */
export function getCourses(api: ApiClient, signal?: AbortSignal): Promise<Course[]> {
  return dataOf(api.GET('/training/courses', { signal }));
}

export function getCoursesQueryOptions(api: ApiClient) {
  return queryOptions({
    queryKey: referenceDataQueryKey('training-courses'),
    queryFn: ({ signal }) => getCourses(api, signal),
    // The catalogue changes a few times a year.
    staleTime: 60 * 60 * 1000,
  });
}

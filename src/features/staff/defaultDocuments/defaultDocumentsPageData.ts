import type { PageData } from '@/session/pageData';
import { getDefaultFoodSafetyQueryOptions } from './api/get-default-food-safety';

/** The default food safety document: its current version and history. */
export const defaultFoodSafetyPageData: PageData = ({ queryClient, api }) => queryClient.prefetchQuery(getDefaultFoodSafetyQueryOptions(api));

import { keepPreviousData } from '@tanstack/react-query';

/**
 * What every paged list's query options share. The page being read stays on screen while the next page or
 * filter loads. And a list its route's loader has just failed to read is not asked again when its screen
 * mounts (react-query does the same for suspense queries): the loader asks afresh on every visit, the screen
 * shows the failure, and a refused session is not refused twice.
 */
export const PAGED_LIST_QUERY = { placeholderData: keepPreviousData, retryOnMount: false };

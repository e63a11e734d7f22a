import { BACS_FILES_LIST, BACS_LINES_LIST } from '@/domain/bacs/bacsLists';
import { readListQuery } from '@/domain/lists/listQuery';
import { prefetchAll, type PageData } from '@/session/pageData';
import { getBacsFileQueryOptions } from './api/get-bacs-file';
import { getBacsFileLinesQueryOptions } from './api/get-bacs-file-lines';
import { getBacsFilesQueryOptions } from './api/get-bacs-files';
import { getCardRefundsQueryOptions } from './api/get-card-refunds';
import { CARD_REFUNDS_LIST } from '@/domain/account/cardRefundLists';
import { FILE_PARAM } from './components/bacsFileSearch';

/** /finance/bacs-files-management: the file the address opens and the page of its credits it asks for, or the files list's and refunds list's pages. */
export const bacsFilesPageData: PageData = ({ queryClient, api, searchParams }) => {
  const fileId = searchParams.get(FILE_PARAM);
  return prefetchAll(
    queryClient,
    fileId
      ? [getBacsFileQueryOptions(api, fileId), getBacsFileLinesQueryOptions(api, fileId, readListQuery(searchParams, BACS_LINES_LIST))]
      : [getBacsFilesQueryOptions(api, readListQuery(searchParams, BACS_FILES_LIST)), getCardRefundsQueryOptions(api, readListQuery(searchParams, CARD_REFUNDS_LIST))],
  );
};

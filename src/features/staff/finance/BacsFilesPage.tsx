import { useSearchParams } from 'react-router';
import { BacsFileList } from './components/BacsFileList';
import { BacsFileView } from './components/BacsFileView';
import { FILE_PARAM } from './components/bacsFileSearch';

/** /finance/bacs-files-management: the payout files, or one file's review view (`?file=…`). */
export function BacsFilesPage() {
  const [params] = useSearchParams();
  const fileId = params.get(FILE_PARAM);
  return fileId ? <BacsFileView key={fileId} fileId={fileId} /> : <BacsFileList />;
}

import { useSearchParams } from 'react-router';
import { BacsFileList } from './components/BacsFileList';
import { BacsFileView } from './components/BacsFileView';
import { CardRefundList } from './components/CardRefundList';
import { FILE_PARAM } from './components/bacsFileSearch';

/** /finance/bacs-files-management: the payout files and the card refunds, or one file's review view (`?file=…`). */
export function BacsFilesPage() {
  const [params] = useSearchParams();
  const fileId = params.get(FILE_PARAM);
  if (fileId) return <BacsFileView key={fileId} fileId={fileId} />;
  return (
    <>
      <BacsFileList />
      <CardRefundList />
    </>
  );
}

import { useApiClient } from '@/api/ApiClientContext';
import { FileDownloadButton } from '@/components/files/FileDownloadButton';
import { formatDate } from '@/domain/format/date';
import type { GasSafetyRecord } from '@/domain/gas/gasSafety';
import { downloadGasCertificate } from '../api/download-gas-certificate';

/** A gas safety record's file to download, or a plain note that none was kept. */
export function GasRecordDownload({ membershipNumber, record, unitName }: { membershipNumber: string; record: GasSafetyRecord; unitName: string }) {
  const api = useApiClient();
  if (!record.certificate) return <span className="text-body-secondary small">No file kept</span>;
  return (
    <FileDownloadButton
      download={() => downloadGasCertificate(api, membershipNumber, record.id)}
      fileName={record.certificate.name}
      size={record.certificate.size}
      describes={`the gas safety record of ${unitName}, ${formatDate(record.inspectedOn)}`}
    />
  );
}

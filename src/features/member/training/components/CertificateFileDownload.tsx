import { useApiClient } from '@/api/ApiClientContext';
import { FileDownloadButton } from '@/components/files/FileDownloadButton';
import type { Certificate } from '@/domain/training/certificate';
import { downloadCertificate } from '../api/download-certificate';

/** The certificate's file to download, or a plain note that none was uploaded. */
export function CertificateFileDownload({ membershipNumber, certificate, describes }: { membershipNumber: string; certificate: Certificate; describes: string }) {
  const api = useApiClient();
  if (!certificate.file) return <span className="text-body-secondary small">No file uploaded</span>;
  return (
    <FileDownloadButton
      download={() => downloadCertificate(api, membershipNumber, certificate.id)}
      fileName={certificate.file.name}
      size={certificate.file.size}
      describes={describes}
    />
  );
}

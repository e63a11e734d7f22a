import { useState } from 'react';
import { useUser } from '@/auth/AuthContext';
import { refusalMessage } from '@/api/refusalMessage';
import { useApiClient } from '@/api/ApiClientContext';
import { FileDownloadButton } from '@/components/files/FileDownloadButton';
import { ConfirmModal } from '@/components/modals/ConfirmModal';
import { toast } from '@/components/toasts/toast';
import type { BacsFileDetail } from '@/domain/bacs/bacsFile';
import { formatApiDate, formatDate } from '@/domain/format/date';
import { formatMoney } from '@/domain/format/money';
import { LOOK_ONLY_REASON } from '@/domain/staffChanges';
import { useCanMakeStaffChange } from '@/session/useCanChange';
import { londonToday } from '@/domain/londonToday';
import { useApproveBacsFile } from '../api/approve-bacs-file';
import { downloadBacsFile } from '../api/download-bacs-file';
import { useSubmitBacsFile } from '../api/submit-bacs-file';
import { BACS_REFUSALS } from './bacsRefusals';
import { RecordReturnsModal } from './RecordReturnsModal';

type Step = 'approve' | 'submit' | 'returns' | null;

/**
 * What the signed-in administrator may do next with the file, and why not when they may not. Someone who
 * may only look (a developer) is offered nothing: not even the file itself, which carries bank details.
 */
export function BacsFileActions({ file }: { file: BacsFileDetail }) {
  const user = useUser();
  const canChange = useCanMakeStaffChange('bacsFiles');
  const [step, setStep] = useState<Step>(null);
  const approve = useApproveBacsFile(file.id);
  const submit = useSubmitBacsFile(file.id);
  const api = useApiClient();
  const isCreator = file.created.by.id === user.id;
  const failed = file.checks.filter((check) => !check.passed);
  const close = () => setStep(null);
  const failure = (error: Error) => refusalMessage(error, BACS_REFUSALS, 'The file could not be downloaded. Please try again.');

  if (!canChange) return <p className="mb-3 text-body-secondary">{LOOK_ONLY_REASON}</p>;

  return (
    <div className="d-flex flex-wrap align-items-center gap-2 mb-3">
      {file.state === 'Draft' &&
        (isCreator ? (
          <p className="mb-0 text-body-secondary">You created this file: a second Larder administrator must approve it.</p>
        ) : (
          <button type="button" className="btn btn-primary" onClick={() => setStep('approve')} disabled={failed.length > 0}>
            Approve file
          </button>
        ))}
      {file.state !== 'Draft' && (
        // Two forms of the same Standard 18 file: with its VOL1 … UTL1 labels for software that sends it as
        // it is, or the data records alone for bureau software that adds the labels.
        <>
          <FileDownloadButton
            download={() => downloadBacsFile(api, file.id, 'labelled')}
            fileName={file.labelledFileName}
            label="Download labelled file"
            className="btn btn-outline-primary"
            describedBy="bacs-download-forms"
            failureMessage={failure}
          />
          <FileDownloadButton
            download={() => downloadBacsFile(api, file.id, 'data')}
            fileName={file.fileName}
            label="Download data records only"
            className="btn btn-outline-primary"
            describedBy="bacs-download-forms"
            failureMessage={failure}
          />
        </>
      )}
      {file.state === 'Approved' && (
        <button type="button" className="btn btn-primary" onClick={() => setStep('submit')}>
          Mark as submitted
        </button>
      )}
      {/* The bank's ARUCS report cannot exist before the processing day: the action is offered from that day (UK time). */}
      {(file.state === 'Submitted' || file.state === 'ReturnsRecorded') &&
        (formatApiDate(londonToday()) >= file.processingDate ? (
          <button type="button" className="btn btn-outline-primary" onClick={() => setStep('returns')}>
            Record returns
          </button>
        ) : (
          <p className="mb-0 text-body-secondary">
            Returns can be recorded from the processing day, {formatDate(file.processingDate)}, when the bank&apos;s report of returned credits
            can exist.
          </p>
        ))}
      <ConfirmModal
        isOpen={step === 'approve'}
        title={`Approve ${file.reference}`}
        confirmLabel="Approve file"
        onConfirm={() => approve.mutate(undefined, { onSuccess: () => (toast.success(`${file.reference} is approved and can be downloaded.`), close()) })}
        onClose={close}
        isWorking={approve.isPending}
        error={approve.error}
        errorMessage={(error) => refusalMessage(error, BACS_REFUSALS, 'The file could not be approved. Please try again.')}
        onDismissError={() => approve.reset()}
      >
        <p>
          {file.itemCount} credits, {formatMoney(file.creditTotal)} in all, processed on {formatDate(file.processingDate)}. You have checked the credits and the checks
          above.
        </p>
      </ConfirmModal>
      <ConfirmModal
        isOpen={step === 'submit'}
        title={`Mark ${file.reference} as submitted`}
        confirmLabel="Mark as submitted"
        onConfirm={() => submit.mutate(undefined, { onSuccess: () => (toast.success(`${file.reference} is marked as submitted.`), close()) })}
        onClose={close}
        isWorking={submit.isPending}
        error={submit.error}
        errorMessage={(error) => refusalMessage(error, BACS_REFUSALS, 'The file could not be marked as submitted. Please try again.')}
        onDismissError={() => submit.reset()}
      >
        <p>Only once the file has gone to Bacs: members will see this cashback as being paid.</p>
      </ConfirmModal>
      {file.state !== 'Draft' && (
        <p id="bacs-download-forms" className="w-100 mb-0 small text-body-secondary">
          The labelled file carries the service user number, the processing day and the totals in its labels. Choose the data records only if your Bacs software adds the
          labels itself.
        </p>
      )}
      {step === 'returns' && <RecordReturnsModal file={file} isOpen onClose={close} />}
    </div>
  );
}

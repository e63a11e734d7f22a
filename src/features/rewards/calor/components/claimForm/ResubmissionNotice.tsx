import type { CorrectedClaim } from '@/domain/calor/resubmitPrefill';
import { formatDate } from '@/domain/format/date';
import { ClaimFormNotice } from './ClaimFormNotice';

/**
 * Above a resubmitted claim (spec §2): which claim it corrects and why that one was rejected, so the
 * member knows what to put right. Without the corrected claim (an older link), just what the form holds.
 */
export function ResubmissionNotice({ corrects }: { corrects: CorrectedClaim | null }) {
  return (
    <ClaimFormNotice title="Resubmitting a rejected claim">
      {corrects && (
        <>
          <p className="mb-1">
            This corrects claim <strong className="reference">{corrects.claimReference}</strong>
            {corrects.rejectedOn && <>, rejected on {formatDate(corrects.rejectedOn)}</>}.
          </p>
          {corrects.rejectionReason && (
            <p className="mb-1">
              <span className="fw-semibold">Why it was rejected:</span> {corrects.rejectionReason}
            </p>
          )}
        </>
      )}
      <p className="mb-0">
        {corrects?.receiptName
          ? 'The form holds the details of your rejected claim and keeps its receipt. Correct them, choose another receipt file if needed, and submit.'
          : 'The form holds the details of your rejected claim. Correct them, attach the receipt again and submit.'}
      </p>
    </ClaimFormNotice>
  );
}

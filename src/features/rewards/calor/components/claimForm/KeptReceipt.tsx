import { Icon } from '@/components/icons/Icon';

interface KeptReceiptProps {
  claimReference: string;
  fileName: string;
  onChooseAnother: () => void;
}

/**
 * A resubmission's receipt until the member chooses another: the one already sent with the claim it
 * corrects, which the server keeps (call 8's correctsClaimReference), so it need not be attached again.
 */
export function KeptReceipt({ claimReference, fileName, onChooseAnother }: KeptReceiptProps) {
  return (
    <div className="d-flex flex-wrap align-items-center gap-3 border rounded p-3 mt-3">
      <span className="fs-1 text-body-secondary">
        <Icon name="file" />
      </span>
      <div className="me-auto">
        <p className="fw-semibold mb-0 text-break">
          Receipt from claim {claimReference}: {fileName}
        </p>
        <p className="small text-body-secondary mb-0">Kept with this claim unless you choose another file.</p>
      </div>
      <button type="button" className="btn btn-outline-primary btn-sm" onClick={onChooseAnother}>
        Choose another file
      </button>
    </div>
  );
}

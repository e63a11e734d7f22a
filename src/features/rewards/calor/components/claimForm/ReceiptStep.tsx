import { FileField } from '@/components/forms/FileField';
import { MAX_RECEIPT_BYTES, RECEIPT_ACCEPT } from '@/domain/calor/receiptFile';
import { formatFileSize } from '@/domain/format/fileSize';
import { scaleReceiptPhoto } from '@/features/rewards/calor/receipts/scaleReceiptPhoto';
import { KeptReceipt } from './KeptReceipt';
import { ReceiptPreview } from './ReceiptPreview';
import { StepCard } from './StepCard';

/** The receipt a resubmission keeps from the claim it corrects, unless another file is chosen. */
export interface EarlierReceipt {
  claimReference: string;
  fileName: string;
}

/** Step 4 (spec §2): exactly one receipt file, previewed, replaceable; on a resubmission, the earlier one until replaced. */
export function ReceiptStep({ earlierReceipt }: { earlierReceipt?: EarlierReceipt }) {
  return (
    <StepCard step={4} title="Receipt">
      <FileField
        name="receiptFile"
        label="Receipt"
        accept={RECEIPT_ACCEPT}
        prepare={scaleReceiptPhoto}
        hint={`A photo or scan of the whole receipt: .bmp, .gif, .jpeg, .png or .pdf, up to ${formatFileSize(MAX_RECEIPT_BYTES)}. Large photos are made smaller before they are sent.`}
        className="mb-0"
        withoutFile={
          earlierReceipt &&
          ((choose) => <KeptReceipt claimReference={earlierReceipt.claimReference} fileName={earlierReceipt.fileName} onChooseAnother={choose} />)
        }
      >
        {(file, { replace, remove, original }) => <ReceiptPreview file={file} original={original} onReplace={replace} onRemove={remove} />}
      </FileField>
    </StepCard>
  );
}

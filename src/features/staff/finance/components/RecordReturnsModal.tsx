import { useMemo } from 'react';
import { refusalMessage } from '@/api/refusalMessage';
import { Form } from '@/components/forms/Form';
import { SelectField } from '@/components/forms/SelectField';
import { useSchemaForm } from '@/components/forms/useSchemaForm';
import { FormModal } from '@/components/modals/FormModal';
import { LoadingState } from '@/components/states/LoadingState';
import { toast } from '@/components/toasts/toast';
import type { BacsFileDetail } from '@/domain/bacs/bacsFile';
import { BACS_RETURN_REASONS } from '@/domain/bacs/bacsFile';
import { BACS_LINES_LIST } from '@/domain/bacs/bacsLists';
import { bacsReturnsRequest, bacsReturnsSchema, type BacsReturnsValues } from '@/domain/bacs/bacsReturnsSchema';
import { MAX_PAGE_SIZE, type ListQuery } from '@/domain/lists/listQuery';
import { formatMoney } from '@/domain/format/money';
import { useBacsFileLines } from '../api/get-bacs-file-lines';
import { useRecordBacsReturns } from '../api/record-bacs-returns';
import { BACS_REFUSALS } from './bacsRefusals';
import type { BacsLinesFilter, BacsLinesSort } from '@/domain/bacs/bacsLists';

interface RecordReturnsModalProps {
  file: BacsFileDetail;
  isOpen: boolean;
  onClose: () => void;
}

const FORM_ID = 'record-bacs-returns';
const NOT_RETURNED: ListQuery<BacsLinesSort, BacsLinesFilter> = {
  page: 1,
  pageSize: MAX_PAGE_SIZE,
  sort: BACS_LINES_LIST.defaultSort,
  direction: BACS_LINES_LIST.defaultDirection,
  filters: { returned: 'no' },
};

/** The bank's ARUCS report: the credits it returned, each with its reason; the rest are paid. */
export function RecordReturnsModal({ file, isOpen, onClose }: RecordReturnsModalProps) {
  const lines = useBacsFileLines(file.id, NOT_RETURNED);
  const record = useRecordBacsReturns(file.id);
  const defaults = useMemo<BacsReturnsValues>(() => ({ lines: (lines.data?.items ?? []).map((line) => ({ lineId: line.id, reason: '' })) }), [lines.data]);
  const form = useSchemaForm(bacsReturnsSchema, { values: defaults });
  const close = () => {
    record.reset();
    onClose();
  };

  return (
    <FormModal
      isOpen={isOpen}
      title={`Record returns for ${file.reference}`}
      onClose={close}
      submitLabel="Record returns"
      workingLabel="Recording…"
      isWorking={record.isPending}
      isSubmitDisabled={!lines.data}
      error={record.error ? refusalMessage(record.error, BACS_REFUSALS, 'The returns could not be recorded. Please try again.') : undefined}
      onDismissError={() => record.reset()}
      formId={FORM_ID}
      size="lg"
    >
      {lines.isPending ? (
        <LoadingState label="Loading the credits…" />
      ) : lines.isError ? (
        <p className="text-danger" role="alert">
          The credits could not be loaded.
        </p>
      ) : (
        <Form
          id={FORM_ID}
          form={form}
          onSubmit={(values) => {
            const request = bacsReturnsRequest(values);
            record.mutate(request, {
              onSuccess: () => {
                toast.success(
                  request.returns.length
                    ? `${request.returns.length === 1 ? '1 returned credit' : `${request.returns.length} returned credits`} recorded: the cashback is back in the members' wallets.`
                    : 'Recorded: the bank returned nothing, every credit is paid.',
                );
                close();
              },
            });
          }}
        >
          <p>
            Choose the bank&apos;s reason for each credit on the ARUCS report. Leave the others as paid.
            {file.state === 'Submitted' && ' Recording the report marks every credit not returned as paid.'}
          </p>
          {lines.data.items.map((line, index) => (
            <SelectField
              key={line.id}
              name={`lines.${index}.reason`}
              label={`Line ${line.lineNumber}: ${line.memberName} (${line.membershipNumber}), ${formatMoney(line.amount)}`}
              options={[{ value: '', label: 'Paid (not returned)' }, ...BACS_RETURN_REASONS.map((reason) => ({ value: reason, label: `Returned: ${reason}` }))]}
            />
          ))}
        </Form>
      )}
    </FormModal>
  );
}

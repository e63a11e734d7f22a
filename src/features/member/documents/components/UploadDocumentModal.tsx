import { useId } from 'react';
import { refusalMessage } from '@/api/refusalMessage';
import { fileRefusals } from '@/domain/files/fileRefusals';
import type { RefusalMessages } from '@/domain/refusal';
import { useToday } from '@/components/dates/useToday';
import { DateField } from '@/components/forms/DateField';
import { FileField } from '@/components/forms/FileField';
import { Form } from '@/components/forms/Form';
import { useSchemaForm } from '@/components/forms/useSchemaForm';
import { FormModal } from '@/components/modals/FormModal';
import { ChosenFile } from '@/components/forms/ChosenFile';
import { DOCUMENT_TYPE_INFO, type DocumentType } from '@/domain/documents/documentTypes';
import { DOCUMENT_UPLOAD_ACCEPT, MAX_DOCUMENT_UPLOAD_BYTES } from '@/domain/documents/uploadedFile';
import { toDocumentUpload, uploadDefaults, uploadSchema, type UploadFormValues } from '@/domain/documents/uploadSchema';
import { formatFileSize } from '@/domain/format/fileSize';
import { useUploadDocument } from '../api/upload-document';

export interface UploadTarget {
  type: DocumentType;
  unitId: string | null;
  /** e.g. 'the whole business' or a unit's name. */
  scopeName: string;
  /** A file is there already: this one replaces it. */
  replaces?: string;
}

interface UploadDocumentModalProps {
  membershipNumber: string;
  target: UploadTarget | null;
  onClose: () => void;
  onUploaded: (fileName: string) => void;
}

/** An upload's refusals (api/areas/documents.yaml), by code. */
const UPLOAD_REFUSALS: RefusalMessages = {
  ...fileRefusals('file', 'a PDF, a Word document or a JPEG or PNG image'),
  'document-not-per-unit': 'This document covers the whole business, not one unit.',
  'unit-closed': 'The unit is closed: no new documents can be added for it.',
  'invalid-request': 'Please check the review date and the file.',
};

function uploadErrorMessage(error: Error): string {
  const refused = refusalMessage(error, UPLOAD_REFUSALS, '');
  return refused ? `The file was not accepted. ${refused}` : 'The file could not be uploaded. Please check your connection and try again.';
}

/** Upload an existing document instead of (or as well as) building one: PDF, Word or an image, checked before sending. */
export function UploadDocumentModal({ membershipNumber, target, onClose, onUploaded }: UploadDocumentModalProps) {
  const formId = useId();
  const today = useToday();
  const upload = useUploadDocument(membershipNumber);
  const form = useSchemaForm(uploadSchema(today), { defaultValues: uploadDefaults(today) });
  const close = () => {
    form.reset(uploadDefaults(today));
    upload.reset();
    onClose();
  };
  const submit = (values: UploadFormValues) =>
    target &&
    upload.mutate(toDocumentUpload(target.type, target.unitId, values), {
      onSuccess: () => {
        onUploaded(values.file!.name);
        close();
      },
    });
  const title = target ? `${target.replaces ? 'Replace' : 'Upload'} ${DOCUMENT_TYPE_INFO[target.type].title}` : 'Upload a document';

  return (
    <FormModal
      isOpen={target !== null}
      title={title}
      formId={formId}
      onClose={close}
      submitLabel={target?.replaces ? 'Replace file' : 'Upload file'}
      workingLabel="Uploading…"
      isWorking={upload.isPending}
      isSubmitDisabled={false}
      error={upload.error ? uploadErrorMessage(upload.error) : undefined}
      onDismissError={upload.reset}
    >
      <Form id={formId} form={form} onSubmit={submit}>
        {target && (
          <p>
            For {target.scopeName}.{target.replaces && ` This replaces ${target.replaces}.`}
          </p>
        )}
        <FileField
          name="file"
          label="File"
          hint={`A PDF, a Word document (.doc or .docx) or a photo or scan (.jpg or .png), up to ${formatFileSize(MAX_DOCUMENT_UPLOAD_BYTES)}.`}
          accept={DOCUMENT_UPLOAD_ACCEPT}
        >
          {(file, { remove }) => <ChosenFile file={file} onRemove={remove} />}
        </FileField>
        <DateField name="reviewDate" label="Review by" hint="When the document is next to be reviewed: at most 12 months from today." className="mb-0" />
      </Form>
    </FormModal>
  );
}

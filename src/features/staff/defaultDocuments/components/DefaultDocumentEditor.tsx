import { SectionQuestions } from '@/components/documents/SectionQuestions';
import { Form } from '@/components/forms/Form';
import { SubmitButton } from '@/components/forms/SubmitButton';
import { TextAreaField } from '@/components/forms/TextAreaField';
import { useSchemaForm } from '@/components/forms/useSchemaForm';
import { refusalMessage } from '@/api/refusalMessage';
import { inTheirWords, type RefusalMessages } from '@/domain/refusal';
import { LOOK_ONLY_REASON } from '@/domain/staffChanges';
import { useCanMakeStaffChange } from '@/session/useCanChange';
import {
  defaultDocumentFormValues,
  defaultDocumentSchema,
  toPublishRequest,
  type DefaultDocumentFormValues,
  type DefaultDocumentVersion,
} from '@/domain/documents/defaultDocument';
import type { DocumentDefinition } from '@/domain/documents/definition';
import { defaultSections } from '@/domain/documents/documentAnswers';
import { toast } from '@/components/toasts/toast';
import { usePublishDefaultFoodSafety } from '../api/publish-default-food-safety';
import { REQUEST_LIMITS } from '@/domain/contractLimits';

interface DefaultDocumentEditorProps {
  definition: DocumentDefinition;
  current: DefaultDocumentVersion;
}

/** Why a version was not published (api/areas/documents.yaml): the server names the sections not complete. */
const PUBLISH_REFUSALS: RefusalMessages = { 'document-incomplete': inTheirWords };

/**
 * Every section the default covers, starting from the current version; publishing makes the next version.
 * Someone who may only look (a developer) reads it, its answers not to be changed.
 */
export function DefaultDocumentEditor({ definition, current }: DefaultDocumentEditorProps) {
  const publish = usePublishDefaultFoodSafety();
  const canPublish = useCanMakeStaffChange('defaultDocuments');
  const form = useSchemaForm(defaultDocumentSchema(definition), { defaultValues: defaultDocumentFormValues(definition, current.answers) });
  // mutateAsync: the page shows the new version as current (a fresh editor) once it is published.
  const submit = (values: DefaultDocumentFormValues) =>
    publish
      .mutateAsync(toPublishRequest(definition, values))
      .then((published) => toast.success(`Version ${published.version} is published. New food safety assessments start from it.`))
      .catch(() => undefined); // shown above the button from publish.error
  return (
    <Form form={form} onSubmit={submit} aria-label="Default food safety document">
      {!canPublish && <p className="text-body-secondary">{LOOK_ONLY_REASON}</p>}
      {defaultSections(definition).map((section) => (
        <fieldset key={section.id} className="mb-4" disabled={!canPublish}>
          <legend className="h5 border-bottom pb-1 mb-3">{section.title}</legend>
          {section.intro && <p>{section.intro}</p>}
          <SectionQuestions questions={section.questions} namePrefix={`sections.${section.id}.`} />
        </fieldset>
      ))}
      {canPublish && (
        <>
          <fieldset className="mb-3">
            <legend className="h5 border-bottom pb-1 mb-3">Publish</legend>
            <TextAreaField
              name="note"
              label="What has changed in this version?"
              hint="Shown in the version history."
              rows={2}
              maxLength={REQUEST_LIMITS.PublishDefaultDocumentRequest.note.maxLength}
            />
          </fieldset>
          {publish.error && (
            <div className="alert alert-danger" role="alert">
              The version could not be published. {refusalMessage(publish.error, PUBLISH_REFUSALS, 'Please check your connection and try again.')} Your changes are
              still here.
            </div>
          )}
          <SubmitButton isWorking={publish.isPending} workingLabel="Publishing…">
            Publish as version {current.version + 1}
          </SubmitButton>
        </>
      )}
    </Form>
  );
}

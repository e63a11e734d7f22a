import { useEffect, useImperativeHandle, useRef, type Ref } from 'react';
import { useFormState } from 'react-hook-form';
import { SectionQuestions } from '@/components/documents/SectionQuestions';
import { DraftRestoredNotice } from '@/components/forms/DraftRestoredNotice';
import { Form } from '@/components/forms/Form';
import { SubmitButton } from '@/components/forms/SubmitButton';
import { useSchemaForm } from '@/components/forms/useSchemaForm';
import type { DocumentSection, SectionAnswers } from '@/domain/documents/definition';
import { useFormDraft } from '@/session/useFormDraft';
import { sectionSchema, toSectionAnswers, toSectionFormValues, type SectionFormValues } from '@/domain/documents/documentAnswers';
import { SaveFailedAlert, type SaveProblem } from './SaveFailedAlert';

/** What the builder may ask of the open step: its answers as typed, and whether they changed since the last save. */
export interface StepHandle {
  answers: () => SectionAnswers;
  isDirty: () => boolean;
  /** Forgets the answers kept in the browser: they are saved. */
  discardDraft: () => void;
}

interface SectionStepProps {
  section: DocumentSection;
  /** Where this step's unsaved answers are kept in the browser (useFormDraft). */
  draftName: string;
  answers: SectionAnswers | undefined;
  /** Template text offered beside its questions (the draft's suggestions for this section). */
  suggestions?: SectionAnswers;
  handle: Ref<StepHandle | null>;
  isSaving: boolean;
  /** Why the last save did not happen, shown until the next one. */
  saveProblem?: SaveProblem;
  /** With the section's valid answers: save them and go on. */
  onContinue: (answers: SectionAnswers) => void;
  /** Save what is typed, checked or not, and go back a step. */
  onBack?: () => void;
  /** Save what is typed and go to the document's page. */
  onLeave: () => void;
}

/** One section of a document as a form of its questions, checked by the section's schema before moving on. */
export function SectionStep({ section, draftName, answers, suggestions, handle, isSaving, saveProblem, onContinue, onBack, onLeave }: SectionStepProps) {
  const form = useSchemaForm<SectionFormValues>(sectionSchema(section), { defaultValues: toSectionFormValues(section, answers) });
  const { isDirty } = useFormState({ control: form.control });
  // Answers typed but not yet saved survive a session that ends mid-step, a failed save or a closed tab.
  const draft = useFormDraft(form, draftName);
  const dirty = useRef(isDirty);
  useEffect(() => {
    dirty.current = isDirty;
  }, [isDirty]);
  useImperativeHandle(
    handle,
    () => ({ answers: () => toSectionAnswers(section, form.getValues()), isDirty: () => dirty.current, discardDraft: draft.discard }),
    [form, section, draft.discard],
  );

  return (
    <Form form={form} onSubmit={(values) => onContinue(toSectionAnswers(section, values))} aria-label={section.title}>
      {draft.isRestored && isDirty && (
        <DraftRestoredNotice
          onDiscard={() => {
            form.reset();
            draft.discard();
          }}
        >
          We kept the answers you typed last time; they have not been saved yet.
        </DraftRestoredNotice>
      )}
      {section.intro && <p>{section.intro}</p>}
      <SectionQuestions questions={section.questions} suggestions={suggestions} />
      {saveProblem && <SaveFailedAlert problem={saveProblem} />}
      <div className="d-flex flex-wrap gap-2 align-items-center border-top pt-3 mt-4">
        {onBack && (
          <button type="button" className="btn btn-outline-primary" onClick={onBack} disabled={isSaving}>
            Back
          </button>
        )}
        <SubmitButton isWorking={isSaving} workingLabel="Saving…">
          Save and continue
        </SubmitButton>
        <button type="button" className="btn btn-link" onClick={onLeave} disabled={isSaving}>
          Save and come back later
        </button>
      </div>
    </Form>
  );
}

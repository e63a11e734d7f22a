import { useEffect, useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import type { ComplianceDocument } from '@/domain/documents/complianceDocument';
import type { DocumentAnswers, DocumentDefinition, SectionAnswers } from '@/domain/documents/definition';
import { DRAFT_REFUSED_AS_TOO_LARGE, draftSizeProblem } from '@/domain/documents/draftSize';
import { refusalOf } from '@/api/httpError';
import { DOCUMENT_TYPE_INFO } from '@/domain/documents/documentTypes';
import { documentHref } from '@/components/documents/documentLinks';
import { withPartConfirmed } from '@/domain/documents/partsConfirmed';
import { useSaveDraft } from '../api/save-draft';
import { useLeaveGuard } from '../hooks/useLeaveGuard';
import type { DocumentScope } from './DocumentOverview';
import { SaveFailedAlert, type SaveProblem } from './SaveFailedAlert';
import { ScopeLine } from './ScopeLine';
import { SectionStep, type StepHandle } from './SectionStep';
import { SignStep } from './SignStep';
import { SIGN_STEP_TITLE, StepList } from './StepList';
import './builder.css';

interface DocumentBuilderProps {
  membershipNumber: string;
  definition: DocumentDefinition;
  /** With its open draft. */
  document: ComplianceDocument;
  scope: DocumentScope;
}

/**
 * The builder: the definition's sections as steps, then "Complete and sign". Each step is its own form
 * (react-hook-form with the section's yup schema). The draft is saved to the API on every move between
 * steps and before leaving the page; a failed save says so and keeps the form as it was. A draft larger
 * than the API takes is not sent: the builder says so, and what to do.
 */
export function DocumentBuilder({ membershipNumber, definition, document, scope }: DocumentBuilderProps) {
  const navigate = useNavigate();
  const save = useSaveDraft(membershipNumber, document.id);
  const signStep = definition.sections.length;
  const [answers, setAnswers] = useState<DocumentAnswers>(() => document.draft!.answers);
  // The parts the member has seen and confirmed (Save and continue); only they are marked done.
  const [confirmed, setConfirmed] = useState<string[]>(() => document.draft!.confirmedSections);
  const [step, setStep] = useState(() => Math.min(Math.max(document.draft!.step, 0), signStep));
  // The open step's form, so moving away can save what it holds.
  const current = useRef<StepHandle | null>(null);
  const heading = useRef<HTMLHeadingElement>(null);
  const { blocker, allowLeaving } = useLeaveGuard(() => current.current?.isDirty() ?? false);
  // Why the draft held on this page was not sent: larger than the API takes (the words why).
  const [tooLarge, setTooLarge] = useState<string | undefined>();
  const section = definition.sections[step];
  const overviewHref = documentHref(definition.type, document.unitId);

  /**
   * Saves the answers (with the open step's, when given) and the step to resume at, then moves there. The
   * open part is confirmed when the member saves and continues from it (sectionAnswers given); changed and
   * left another way, it needs confirming again.
   */
  function saveAndGo(target: number, sectionAnswers?: SectionAnswers, after?: () => void) {
    const open = section && (sectionAnswers ?? current.current?.answers());
    const merged = open ? { ...answers, [section.id]: open } : answers;
    const confirmedSections =
      section && sectionAnswers
        ? withPartConfirmed(definition, confirmed, section.id, true)
        : section && current.current?.isDirty()
          ? withPartConfirmed(definition, confirmed, section.id, false)
          : confirmed;
    const request = { answers: merged, step: Math.min(target, signStep), confirmedSections };
    const sizeProblem = draftSizeProblem(request);
    setTooLarge(sizeProblem);
    if (sizeProblem) return;
    save.mutate(
      request,
      {
        onSuccess: (saved) => {
          // The step's answers are saved: the copy kept in the browser would come back as unsent work.
          if (open) current.current?.discardDraft();
          setAnswers(saved.draft?.answers ?? merged);
          setConfirmed(saved.draft?.confirmedSections ?? confirmedSections);
          if (after) after();
          else setStep(target);
        },
      },
    );
  }

  // A move to another page waits for the save; when it fails, the member chooses (below).
  useEffect(() => {
    if (blocker.state === 'blocked' && !save.isPending && !save.isError && !tooLarge) saveAndGo(step, undefined, () => blocker.proceed?.());
    // eslint-disable-next-line react-hooks/exhaustive-deps -- once per blocked move
  }, [blocker.state]);

  // Each new step is announced by moving focus to its heading.
  const firstRender = useRef(true);
  useEffect(() => {
    if (firstRender.current) firstRender.current = false;
    else heading.current?.focus();
  }, [step]);

  const leaveForLater = () =>
    saveAndGo(step, undefined, () => {
      allowLeaving();
      navigate(overviewHref);
    });

  const saveProblem: SaveProblem | undefined = tooLarge
    ? { kind: 'tooLarge', message: tooLarge }
    : refusalOf(save.error)?.code === 'too-large'
      ? { kind: 'tooLarge', message: DRAFT_REFUSED_AS_TOO_LARGE }
      : save.isError
        ? { kind: 'failed' }
        : undefined;
  const stepTitle = section?.title ?? SIGN_STEP_TITLE;
  const total = signStep + 1;
  return (
    <div className="row g-4">
      <div className="col-lg-3 order-lg-2">
        <div className="document-builder__aside">
          <p className="small text-body-secondary mb-1">{DOCUMENT_TYPE_INFO[definition.type].title}</p>
          <div className="progress mb-3" role="progressbar" aria-label="Progress through the document" aria-valuenow={step + 1} aria-valuemin={1} aria-valuemax={total}>
            <div className="progress-bar bg-primary" style={{ width: `${((step + 1) / total) * 100}%` }} />
          </div>
          <StepList definition={definition} answers={answers} confirmed={confirmed} step={step} onGoTo={(target) => saveAndGo(target)} disabled={save.isPending} />
        </div>
      </div>
      <div className="col-lg-9 order-lg-1">
        <ScopeLine unit={scope.unit} businessName={scope.businessName} />
        <h2 ref={heading} tabIndex={-1} className="h4 document-builder__heading">
          <span className="text-body-secondary fw-normal">
            Step {step + 1} of {total}:
          </span>{' '}
          {stepTitle}
        </h2>
        {blocker.state === 'blocked' &&
          (saveProblem ? (
            <SaveFailedAlert problem={saveProblem}>
              <div className="d-flex flex-wrap gap-2 mt-3">
                <button type="button" className="btn btn-light" onClick={() => saveAndGo(step, undefined, () => blocker.proceed?.())}>
                  Try saving again
                </button>
                <button type="button" className="btn btn-outline-light" onClick={() => blocker.proceed?.()}>
                  Leave without saving
                </button>
                <button
                  type="button"
                  className="btn btn-outline-light"
                  onClick={() => {
                    save.reset();
                    setTooLarge(undefined);
                    blocker.reset?.();
                  }}
                >
                  Stay on this page
                </button>
              </div>
            </SaveFailedAlert>
          ) : (
            <p role="status" className="alert alert-info">
              Saving your answers before you leave…
            </p>
          ))}
        {section ? (
          <SectionStep
            key={section.id}
            section={section}
            draftName={`document-${document.id}-${section.id}`}
            answers={answers[section.id]}
            suggestions={document.draft!.suggestions[section.id]}
            handle={current}
            isSaving={save.isPending}
            saveProblem={blocker.state !== 'blocked' ? saveProblem : undefined}
            onContinue={(values) => saveAndGo(step + 1, values)}
            onBack={step > 0 ? () => saveAndGo(step - 1) : undefined}
            onLeave={leaveForLater}
          />
        ) : (
          <SignStep
            membershipNumber={membershipNumber}
            definition={definition}
            document={document}
            answers={answers}
            confirmed={confirmed}
            onGoTo={(target) => saveAndGo(target)}
          />
        )}
      </div>
    </div>
  );
}

import { Link } from 'react-router';
import { SectionAnswers } from '@/components/documents/SectionAnswers';
import type { ComplianceDocument, SignedVersion } from '@/domain/documents/complianceDocument';
import type { DocumentDefinition } from '@/domain/documents/definition';
import { businessNameIn } from '@/domain/documents/documentAnswers';
import { reviewStatus } from '@/domain/documents/documentStatus';
import { DOCUMENT_TYPE_INFO } from '@/domain/documents/documentTypes';
import { WHOLE_BUSINESS } from '@/domain/documents/riskAssessmentMatrix';
import { formatDate } from '@/domain/format/date';
import { unitAddress } from '@/domain/units/unitPremises';
import { useToday } from '@/components/dates/useToday';
import { documentHref } from '@/components/documents/documentLinks';
import type { DocumentScope } from './DocumentOverview';
import { SignatureBlock } from './SignatureBlock';
import './print.css';

interface PrintViewProps {
  definition: DocumentDefinition;
  document: ComplianceDocument;
  version: SignedVersion;
  scope: DocumentScope;
}

/**
 * A signed version laid out as a document for printing or saving as a PDF. The running header sits in a
 * table's header group, which browsers repeat on every printed page, so each page names the business,
 * the unit, the version and the review date. The footer (what it is, when printed, whether it is overdue
 * for review) is fixed to the foot of every printed page, over space the table's footer group keeps
 * free, and print.css adds "Page N of M" in the page's bottom margin. The print stylesheet hides the portal.
 */
export function PrintView({ definition, document, version, scope }: PrintViewProps) {
  const info = DOCUMENT_TYPE_INFO[definition.type];
  const businessName = businessNameIn(definition, version.answers) || scope.businessName;
  const unitName = scope.unit ? scope.unit.name : WHOLE_BUSINESS;
  const today = useToday();
  // Only the version in force can be overdue: an older one has been replaced by a review.
  const isInForce = document.versions[0]?.version === version.version;
  const overdue = isInForce && reviewStatus(version.reviewDate, today) === 'Overdue' ? `Overdue for review since ${formatDate(version.reviewDate)}` : '';
  const running = `${businessName} · ${unitName} · ${info.title} · Version ${version.version} · Review by ${formatDate(version.reviewDate)}`;

  return (
    <div className="document-print">
      <div className="document-print__toolbar d-print-none d-flex flex-wrap gap-2 align-items-center mb-3">
        <button type="button" className="btn btn-primary" onClick={() => window.print()}>
          Print or save as PDF
        </button>
        <Link to={documentHref(definition.type, document.unitId, { kind: 'version', version: version.version })} className="btn btn-outline-primary">
          Back to the document
        </Link>
        <span className="small text-body-secondary">To save a PDF, choose "Save as PDF" as the printer.</span>
      </div>
      <div className="document-print__sheet">
        <table className="document-print__frame" role="presentation">
          <thead>
            <tr>
              <td>
                <div className="document-print__running">{running}</div>
              </td>
            </tr>
          </thead>
          <tfoot aria-hidden="true">
            <tr>
              <td>
                <div className="document-print__footer-space" />
              </td>
            </tr>
          </tfoot>
          <tbody>
            <tr>
              <td>
                <article aria-labelledby="print-title" className="document-print__page">
                  <header className="document-print__title-block">
                    <h2 id="print-title" className="document-print__title">
                      {info.title}
                    </h2>
                    <p className="document-print__business">{businessName}</p>
                    <dl className="document-print__facts">
                      <div>
                        <dt>Premises</dt>
                        <dd>{scope.unit ? `${scope.unit.name}, ${unitAddress(scope.unit)}` : `${WHOLE_BUSINESS} (every unit without its own)`}</dd>
                      </div>
                      <div>
                        <dt>Version</dt>
                        <dd>{version.version}</dd>
                      </div>
                      <div>
                        <dt>Signed</dt>
                        <dd>
                          {formatDate(version.signature.signedOn)} by {version.signature.name}, {version.signature.role}
                        </dd>
                      </div>
                      <div>
                        <dt>Review by</dt>
                        <dd>
                          {formatDate(version.reviewDate)}
                          {overdue && <strong className="document-print__overdue d-block">{overdue}</strong>}
                        </dd>
                      </div>
                      <div>
                        <dt>Printed on</dt>
                        <dd>{formatDate(today)}</dd>
                      </div>
                    </dl>
                  </header>
                  {definition.sections.map((section) => (
                    <SectionAnswers key={section.id} section={section} answers={version.answers[section.id]} />
                  ))}
                  <SignatureBlock definition={definition} version={version} />
                </article>
              </td>
            </tr>
          </tbody>
        </table>
        <div className="document-print__running document-print__footer">
          {info.title} · Version {version.version} · Signed {formatDate(version.signature.signedOn)} · Review by {formatDate(version.reviewDate)} · Printed on{' '}
          {formatDate(today)}
          {overdue && <strong className="document-print__overdue"> · {overdue}</strong>}
        </div>
      </div>
    </div>
  );
}

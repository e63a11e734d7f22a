import { DOCUMENT_DEFINITIONS } from '@/domain/documents/documentDefinitions';
import { formatDate } from '@/domain/format/date';
import { DataLoad } from '@/session/DataLoad';
import { useDefaultFoodSafety } from './api/get-default-food-safety';
import { DefaultDocumentEditor } from './components/DefaultDocumentEditor';
import { DefaultVersionHistory } from './components/DefaultVersionHistory';

const FOOD_SAFETY = DOCUMENT_DEFINITIONS.foodSafetyRiskAssessment;

/**
 * /default-documents/food-safety ({product}Admin): the association's default food safety document, the
 * starting answers of every member's new Food Safety Risk Assessment. Publishing makes a new version;
 * documents members already have are never changed by it.
 */
export function DefaultFoodSafetyPage() {
  const document = useDefaultFoodSafety();
  return (
    <DataLoad query={document} loadingLabel="Loading the default document…">
      {({ current, versions }) => (
        <div className="row g-4">
          <div className="col-xl-8">
            <section aria-labelledby="default-current-heading" className="mb-4">
              <h2 id="default-current-heading" className="h4">
                Version {current.version}
              </h2>
              <p>
                Published {formatDate(current.publishedOn)} by {current.publishedBy}. A member starting a new Food Safety Risk Assessment gets these
                answers to begin with, and changes them for their business. Publishing a new version does not change anyone's existing documents.
              </p>
            </section>
            <DefaultDocumentEditor key={current.version} definition={FOOD_SAFETY} current={current} />
          </div>
          <div className="col-xl-4">
            <DefaultVersionHistory definition={FOOD_SAFETY} versions={versions} currentVersion={current.version} />
          </div>
        </div>
      )}
    </DataLoad>
  );
}

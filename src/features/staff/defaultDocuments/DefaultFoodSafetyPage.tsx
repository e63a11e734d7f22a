import { Suspense } from 'react';
import { useSuspenseQuery } from '@tanstack/react-query';
import { useApiClient } from '@/api/ApiClientContext';
import { Skeleton, SkeletonBlock, SkeletonLine } from '@/components/states/Skeleton';
import { DOCUMENT_DEFINITIONS } from '@/domain/documents/documentDefinitions';
import { formatDate } from '@/domain/format/date';
import { getDefaultFoodSafetyQueryOptions } from './api/get-default-food-safety';
import { DefaultDocumentEditor } from './components/DefaultDocumentEditor';
import { DefaultVersionHistory } from './components/DefaultVersionHistory';

const FOOD_SAFETY = DOCUMENT_DEFINITIONS.foodSafetyRiskAssessment;

function DefaultFoodSafety() {
  const {
    data: { current, versions },
  } = useSuspenseQuery(getDefaultFoodSafetyQueryOptions(useApiClient()));
  return (
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
  );
}

/** The heading, the editor's sections and the history still to come, in their columns (DESIGN.md §7). */
function DefaultFoodSafetySkeleton() {
  return (
    <Skeleton label="Loading the default document…">
      <div className="row g-4">
        <div className="col-xl-8" style={{ minHeight: '60rem' }}>
          <SkeletonLine width="20%" size="lg" />
          <SkeletonLine width="95%" />
          <SkeletonLine width="70%" />
          {['35%', '40%', '30%'].map((width) => (
            <div key={width} className="mt-4">
              <SkeletonLine width={width} size="lg" />
              <SkeletonBlock control className="mb-3" />
              <SkeletonBlock control className="mb-3" />
            </div>
          ))}
        </div>
        <div className="col-xl-4">
          <SkeletonLine width="45%" size="lg" />
          <SkeletonLine width="80%" />
          <SkeletonLine width="80%" />
        </div>
      </div>
    </Skeleton>
  );
}

/**
 * /default-documents/food-safety ({product}Admin): the association's default food safety document, the
 * starting answers of every member's new Food Safety Risk Assessment. Publishing makes a new version;
 * documents members already have are never changed by it.
 */
export function DefaultFoodSafetyPage() {
  return (
    <Suspense fallback={<DefaultFoodSafetySkeleton />}>
      <DefaultFoodSafety />
    </Suspense>
  );
}

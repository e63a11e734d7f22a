import { Skeleton, SkeletonLine } from '@/components/states/Skeleton';

/** Each step card's body, as tall as the loaded step on a wide screen (retailer, date, details, receipt, declaration). */
const STEP_BODY_HEIGHTS = ['18.75rem', '8.1rem', '39.8rem', '8.3rem', '15rem'];

/**
 * The claim form still to come, in its shape: the claim period's introduction and the five step cards. As
 * tall as the loaded form, so the foot of the page stays below the fold and nothing moves when the member's
 * Calor account arrives (DESIGN.md §7).
 */
export function ClaimFormSkeleton() {
  return (
    <Skeleton label="Loading your Calor account…">
      <div className="mb-4">
        <SkeletonLine width="45%" size="lg" />
        <SkeletonLine />
        <SkeletonLine width="70%" />
      </div>
      {STEP_BODY_HEIGHTS.map((height, step) => (
        <div key={step} className="card mb-4">
          <div className="card-header">
            <SkeletonLine width="35%" size="lg" />
          </div>
          <div className="card-body" style={{ minHeight: height }}>
            <SkeletonLine width="50%" />
            <SkeletonLine width="80%" />
          </div>
        </div>
      ))}
    </Skeleton>
  );
}

import { Skeleton, SkeletonBlock, SkeletonButton, SkeletonField, SkeletonLine } from '@/components/states/Skeleton';
import { SkeletonTable } from '@/components/states/SkeletonTable';

/**
 * The trainees page still to come, in the shape of TraineesOverview: the heading and its buttons, the
 * introduction, the filters and view tabs, the list and the role requirements card. As tall as the loaded
 * page, so the foot of the page stays below the fold and nothing moves when the data arrives (DESIGN.md §7).
 */
export function TraineesSkeleton() {
  return (
    <Skeleton label="Loading your trainees…">
      <div className="d-flex flex-column gap-4">
        <div>
          <div className="d-flex flex-wrap align-items-center gap-2 mb-2">
            <span className="h4 mb-0 me-auto">
              <SkeletonLine width="9rem" />
            </span>
            <SkeletonButton outline width="11rem" />
            <SkeletonButton width="8.5rem" />
          </div>
          <div className="mb-3">
            <SkeletonLine />
            <SkeletonLine />
            <SkeletonLine width="60%" />
          </div>
          <div className="d-flex flex-column gap-3 mb-3">
            <div className="d-flex flex-wrap align-items-end gap-3">
              <SkeletonField width="22rem" />
              <SkeletonField width="15rem" />
              <SkeletonLine width="12rem" />
            </div>
            <SkeletonBlock width="25%" height="2.6rem" />
          </div>
          <SkeletonTable rows={5} columns={5} />
        </div>
        <div className="card shadow-sm" style={{ minHeight: '25rem' }}>
          <div className="card-body">
            <SkeletonLine width="40%" size="lg" />
            <SkeletonLine width="85%" />
            <SkeletonTable rows={5} columns={3} />
          </div>
        </div>
      </div>
    </Skeleton>
  );
}

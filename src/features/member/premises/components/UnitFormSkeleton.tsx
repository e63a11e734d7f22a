import { Skeleton, SkeletonBlock, SkeletonLine } from '@/components/states/Skeleton';

/** The unit form still to come: its sections' headings and fields, as tall as the form (DESIGN.md §7, nothing moves). */
export function UnitFormSkeleton({ label }: { label: string }) {
  return (
    <Skeleton label={label} className="col-xl-9" minHeight="60rem">
      {['40%', '30%', '35%', '45%'].map((heading) => (
        <div key={heading} className="mb-5">
          <SkeletonLine width={heading} size="lg" />
          <hr className="mt-1 mb-3" />
          <SkeletonLine width="25%" size="sm" />
          <SkeletonBlock control className="mb-3" />
          <SkeletonLine width="30%" size="sm" />
          <SkeletonBlock control className="mb-3" />
        </div>
      ))}
    </Skeleton>
  );
}

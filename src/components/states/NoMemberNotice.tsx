import { EmptyState } from './EmptyState';

/** Staff open member screens with no membership number of their own: they must be acting for a member. */
export function NoMemberNotice({ area }: { area: string }) {
  return (
    <EmptyState
      icon="user"
      title="No member selected"
      message={`This page shows a member's ${area}. Open it while acting for a member to see theirs.`}
    />
  );
}

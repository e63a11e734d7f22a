import { EmptyState } from './EmptyState';

/** Staff open member screens with no membership number of their own: they must act for a member first. */
export function NoMemberInViewNotice({ area }: { area: string }) {
  return (
    <EmptyState
      icon="user"
      title="No member selected"
      message={`${area} belong to a member. Open this page while acting for a member to see theirs.`}
    />
  );
}

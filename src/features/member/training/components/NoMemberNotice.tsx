import { EmptyState } from '@/components/states/EmptyState';

/** Staff open these screens with no membership of their own: they must be acting for a member. */
export function NoMemberNotice() {
  return (
    <EmptyState
      icon="user"
      title="No member selected"
      message="Training records belong to a member. Open this page while acting for a member to see their trainees and certificates."
    />
  );
}

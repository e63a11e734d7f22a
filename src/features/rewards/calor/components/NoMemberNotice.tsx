import { EmptyState } from '@/components/states/EmptyState';

/** Staff open these screens with no membership number of their own: they must be acting for a member. */
export function NoMemberNotice() {
  return (
    <EmptyState
      icon="user"
      title="No member selected"
      message="Calor cashback belongs to a member. Open this page while acting for a member to see their Calor details."
    />
  );
}

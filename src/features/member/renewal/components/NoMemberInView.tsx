import { EmptyState } from '@/components/states/EmptyState';

/** Staff with no member in view: renewal answers belong to a member. */
export function NoMemberInView() {
  return (
    <EmptyState
      icon="account"
      title="No member chosen"
      message="Renewal answers belong to a member. Choose a member to act for on the dashboard to see theirs."
    />
  );
}

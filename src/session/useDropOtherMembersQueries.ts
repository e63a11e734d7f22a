import { useEffect, useRef } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { memberQueryKey } from '@/api/query-keys';

/**
 * When the member in view changes (an impersonation starts, stops or switches, here or in another
 * tab), every query about the previous member is dropped at once, so nothing of one member can show
 * on another's screen, and nothing stale of theirs is there when they are opened again.
 */
export function useDropOtherMembersQueries(membershipNumber: string | undefined): void {
  const queryClient = useQueryClient();
  const previous = useRef(membershipNumber);
  useEffect(() => {
    if (previous.current === membershipNumber) return;
    const left = previous.current;
    previous.current = membershipNumber;
    if (left) queryClient.removeQueries({ queryKey: memberQueryKey(left) });
  }, [queryClient, membershipNumber]);
}

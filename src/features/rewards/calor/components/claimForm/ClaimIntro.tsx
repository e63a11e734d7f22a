import { useEffect, useRef } from 'react';
import { claimPeriodContaining, CLAIM_WINDOW_MONTHS, describeClaimPeriod } from '@/domain/calor/claimPeriod';

/** What the member needs before starting: the open claim period and the rules that decide what counts (spec §2). */
export function ClaimIntro({ today, takeFocus }: { today: Date; takeFocus: boolean }) {
  const heading = useRef<HTMLHeadingElement>(null);
  // After 'Make another claim' or 'Discard draft' the member starts again from the top.
  useEffect(() => {
    if (takeFocus) heading.current?.focus();
  }, [takeFocus]);
  return (
    <section className="mb-4" aria-labelledby="claim-intro-heading">
      <h2 id="claim-intro-heading" className="h4" tabIndex={-1} ref={heading}>
        Claim period {describeClaimPeriod(claimPeriodContaining(today))}
      </h2>
      <p className="mb-0">
        Make one claim per receipt. Only purchases made in this period, and no more than {CLAIM_WINDOW_MONTHS} months ago,
        can be claimed; receipts outside it are rejected and do not count.
      </p>
    </section>
  );
}

import { Suspense, useState } from 'react';
import { useSuspenseQuery } from '@tanstack/react-query';
import { useApiClient } from '@/api/ApiClientContext';
import { EmptyState } from '@/components/states/EmptyState';
import { Skeleton, SkeletonLine } from '@/components/states/Skeleton';
import { orderVouchers, voucherStatus, type BookerVoucher } from '@/domain/rewards/vouchers';
import { useMemberInView } from '@/session/useMemberInView';
import { getBookerVouchersQueryOptions } from './api/get-booker-vouchers';
import { HowToUseVouchers } from './components/HowToUseVouchers';
import { PastVouchersTable } from './components/PastVouchersTable';
import { VoucherCard, type CopyOutcome } from './components/VoucherCard';
import { copyToClipboard } from './copyToClipboard';

/** As tall as a voucher card with its code and copy button. */
const VOUCHER_CARD_HEIGHT = '11rem';

interface LastCopy {
  voucherId: string;
  outcome: CopyOutcome;
  /** Said by the polite live region. */
  announcement: string;
}

interface VouchersProps {
  today: Date;
  lastCopy: LastCopy | null;
  onCopy: (voucher: BookerVoucher) => void;
}

function Vouchers({ today, lastCopy, onCopy }: VouchersProps) {
  const { data: vouchers } = useSuspenseQuery(getBookerVouchersQueryOptions(useApiClient(), useMemberInView()));
  const [showPast, setShowPast] = useState(false);
  const ordered = orderVouchers(vouchers, today);
  const available = ordered.filter((voucher) => voucherStatus(voucher, today) === 'Available');
  const past = ordered.filter((voucher) => voucherStatus(voucher, today) !== 'Available');
  return (
    <div className="row g-4">
      <div className="col-xl-8">
        <section aria-labelledby="available-heading" className="mb-4">
          <h2 id="available-heading" className="h4">
            Vouchers you can use
          </h2>
          {available.length === 0 ? (
            <EmptyState
              icon="rewards"
              title="No vouchers to use right now"
              message={vouchers.length ? 'Your vouchers have all been used or have expired.' : 'Vouchers Booker issues to you will show here.'}
            />
          ) : (
            <div className="row row-cols-1 row-cols-md-2 g-3">
              {available.map((voucher) => (
                <div className="col" key={voucher.id}>
                  <VoucherCard
                    voucher={voucher}
                    today={today}
                    outcome={lastCopy?.voucherId === voucher.id ? lastCopy.outcome : undefined}
                    onCopy={onCopy}
                  />
                </div>
              ))}
            </div>
          )}
        </section>
        {past.length > 0 && (
          <section aria-labelledby="past-heading">
            <div className="d-flex flex-wrap align-items-center gap-3 mb-2">
              <h2 id="past-heading" className="h5 mb-0 me-auto">
                Used and expired vouchers ({past.length})
              </h2>
              <button
                type="button"
                className="btn btn-sm btn-outline-primary"
                aria-expanded={showPast}
                aria-controls={showPast ? 'past-vouchers' : undefined}
                onClick={() => setShowPast((shown) => !shown)}
              >
                {showPast ? 'Hide them' : 'Show them'}
              </button>
            </div>
            {showPast && <PastVouchersTable id="past-vouchers" vouchers={past} today={today} />}
          </section>
        )}
      </div>
      <div className="col-xl-4">
        <HowToUseVouchers />
      </div>
    </div>
  );
}

/** The vouchers and the how-to still to come: two voucher cards, then the side column. */
function VouchersSkeleton() {
  return (
    <Skeleton label="Loading your vouchers…">
      <div className="row g-4">
        <div className="col-xl-8">
          <SkeletonLine width="40%" size="lg" />
          <div className="row row-cols-1 row-cols-md-2 g-3 mt-0">
            {[0, 1].map((card) => (
              <div className="col" key={card}>
                <div className="card" style={{ minHeight: VOUCHER_CARD_HEIGHT }}>
                  <div className="card-body">
                    <SkeletonLine width="60%" size="lg" />
                    <SkeletonLine width="80%" />
                    <SkeletonLine width="50%" />
                  </div>
                </div>
              </div>
            ))}
          </div>
        </div>
        <div className="col-xl-4">
          <div className="card" style={{ minHeight: '14rem' }}>
            <div className="card-body">
              <SkeletonLine width="50%" size="lg" />
              <SkeletonLine width="90%" />
              <SkeletonLine width="85%" />
              <SkeletonLine width="70%" />
            </div>
          </div>
        </div>
      </div>
    </Skeleton>
  );
}

/**
 * /rewards/vouchers/booker: the vouchers Booker issued to the member. Available ones first, each with its
 * code and a copy button (the result announced politely to screen readers); used and expired ones out of
 * the way below; how to use one at a branch.
 */
export function BookerVouchersPage() {
  // Statuses are worked out against the day the page opened, so nothing shifts while it is read.
  const [today] = useState(() => new Date());
  const [lastCopy, setLastCopy] = useState<LastCopy | null>(null);

  async function copy(voucher: BookerVoucher) {
    const copied = await copyToClipboard(voucher.code);
    setLastCopy({
      voucherId: voucher.id,
      outcome: copied ? 'copied' : 'refused',
      announcement: copied
        ? `Code ${voucher.code} copied.`
        : `Your browser did not let us copy code ${voucher.code}. Select the code and copy it yourself.`,
    });
  }

  return (
    <>
      <div role="status" aria-live="polite" className="visually-hidden">
        {lastCopy?.announcement}
      </div>
      <Suspense fallback={<VouchersSkeleton />}>
        <Vouchers today={today} lastCopy={lastCopy} onCopy={(voucher) => void copy(voucher)} />
      </Suspense>
    </>
  );
}

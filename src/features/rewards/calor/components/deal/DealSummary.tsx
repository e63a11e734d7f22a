import type { CalorCashbackDeal } from '@/features/rewards/calor/api/get-calor-cashback-deal';
import { CLAIM_WINDOW_MONTHS } from '@/domain/calor/claimPeriod';
import { ProgrammeLinks } from '@/components/rewards/ProgrammeLinks';
import { formatPercent } from '@/domain/format/percent';

/** What the deal is and how a member gets paid under it. */
export function DealSummary({ deal }: { deal: CalorCashbackDeal }) {
  return (
    <section className="card h-100" aria-labelledby="calor-deal-heading">
      <div className="card-body">
        <h2 id="calor-deal-heading" className="h4">
          The deal
        </h2>
        <p className="fs-5">
          Get <strong>{formatPercent(deal.cashbackPercent)} cashback</strong> on the Calor gas cylinders you buy for your
          catering business, worked out on the price excluding VAT.
        </p>
        <ol className="mb-0">
          <li>Sign up to the deal for your premises and wait for approval.</li>
          <li>Buy Calor cylinders from any Calor retailer and keep the receipt.</li>
          <li>Send one claim per receipt within {CLAIM_WINDOW_MONTHS} months of purchase, in the same claim period.</li>
          <li>We check and approve your claim, then pay your cashback.</li>
        </ol>
        <ProgrammeLinks programme="calor" name="Calor" className="d-flex flex-wrap gap-3 mt-3" />
      </div>
    </section>
  );
}

import { ProgrammeLinks } from '@/components/rewards/ProgrammeLinks';
import { formatPercent } from '@/domain/format/percent';
import { RHYTHM_WORDS } from '@/domain/rewards/periods';
import { dealLine, type SupplierReportedProgramme } from '@/domain/rewards/programmes';

/** The deal in plain words: what earns cashback, how purchases are known, and how it is paid. */
export function HowItWorks({ programme, cashbackPercent }: { programme: SupplierReportedProgramme; cashbackPercent: number }) {
  const period = RHYTHM_WORDS[programme.periodRhythm];
  return (
    <section className="card h-100" aria-labelledby={`${programme.schemeType}-deal-heading`}>
      <div className="card-body">
        <h2 id={`${programme.schemeType}-deal-heading`} className="h4">
          How {programme.name} cashback works
        </h2>
        <p className="fs-5">{dealLine(programme, cashbackPercent)}.</p>
        <ol>
          <li>Link your {programme.supplier} account and tell us which of your units it buys for.</li>
          <li>
            {programme.supplier} reports what you buy to us each {programme.reportsEvery}. There are no claims to make or receipts to keep
            for this.
          </li>
          <li>
            After each {period} ends we work out your cashback: {formatPercent(cashbackPercent)} of what you spent, excluding VAT.
          </li>
          <li>Once it is approved it goes into your wallet and is paid into your bank account in the next payout.</li>
        </ol>
        <ProgrammeLinks programme={programme.schemeType} name={programme.name} />
      </div>
    </section>
  );
}

import { Link } from 'react-router';
import { Icon } from '@/components/icons/Icon';
import { pathTo } from '@/config/paths';

/** The way to the member's Booker vouchers, beside the programmes. */
export function VouchersCard() {
  return (
    <section className="card shadow-sm h-100" aria-labelledby="vouchers-heading">
      <div className="card-body d-flex flex-column">
        <h2 id="vouchers-heading" className="h5 card-title d-flex align-items-center gap-2">
          <Icon name="rewards" /> Booker vouchers
        </h2>
        <p>Vouchers Booker has issued to you, with the codes to give at the till and the dates to use them by.</p>
        <div className="mt-auto">
          <Link to={pathTo('bookerVouchers')} className="btn btn-outline-primary">
            See your vouchers
          </Link>
        </div>
      </div>
    </section>
  );
}

/** How a voucher is used at a Booker branch, in plain words. */
export function HowToUseVouchers() {
  return (
    <section className="card" aria-labelledby="how-to-use-heading">
      <div className="card-body">
        <h2 id="how-to-use-heading" className="h5">
          How to use a voucher at a Booker branch
        </h2>
        <ol className="mb-0">
          <li>Take your Booker customer card with you, as for any Booker shop.</li>
          <li>At the till, before you pay, tell the cashier you have a voucher and give them its code: show it on your phone, or read it out.</li>
          <li>The voucher&apos;s value comes off that bill. Each code can be used once, on or before its use-by date.</li>
        </ol>
      </div>
    </section>
  );
}

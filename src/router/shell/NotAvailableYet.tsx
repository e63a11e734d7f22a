/** What a route whose screen has not been built yet shows: said plainly, never a fake screen. */
export function NotAvailableYet() {
  return (
    <section className="card border-0 shadow-sm" aria-labelledby="not-available-heading">
      <div className="card-body p-4">
        <h2 id="not-available-heading" className="h5">
          This page is not available yet
        </h2>
        <p className="mb-0 text-body-secondary">
          We are still building this part of the portal. Everything in the menu that is ready works as usual.
        </p>
      </div>
    </section>
  );
}

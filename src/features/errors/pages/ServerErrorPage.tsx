import { ContactUsLink } from './ContactUsLink';
import { ErrorPageLayout } from './ErrorPageLayout';
import { HomeLink } from './HomeLink';
import { TryAgainLink } from './TryAgainLink';
import { useTryAgainTarget } from './useTryAgainTarget';

/** /error/500: where a data load answered 500 (spec §2). */
export function ServerErrorPage() {
  const tryAgainTarget = useTryAgainTarget();
  return (
    <ErrorPageLayout
      statusCode={500}
      title="Something went wrong on our side"
      actions={
        <>
          {tryAgainTarget && <TryAgainLink to={tryAgainTarget} />}
          <HomeLink variant={tryAgainTarget ? 'secondary' : 'primary'} />
          <ContactUsLink label="Contact us" variant="secondary" />
        </>
      }
    >
      <p className="mb-0">
        Our system couldn't complete your request. Please try again in a few minutes. If it keeps happening, please
        contact us.
      </p>
    </ErrorPageLayout>
  );
}

import { ContactUsLink } from './ContactUsLink';
import { DeveloperErrorDetails } from './DeveloperErrorDetails';
import { ErrorPageLayout } from './ErrorPageLayout';
import { HomeLink } from './HomeLink';
import { TryAgainLink } from './TryAgainLink';
import { useTryAgainTarget } from './useTryAgainTarget';

export interface UnknownErrorPageProps {
  /** What the error boundary caught; its message shows outside production only. */
  error?: unknown;
  /** Shown in place of a crashed screen, inside the portal layout (whose menu still works). */
  inLayout?: boolean;
}

/** /error/unknown (spec §8), and what the error boundary shows instead of a crashed screen. */
export function UnknownErrorPage({ error, inLayout }: UnknownErrorPageProps) {
  const tryAgainTarget = useTryAgainTarget();
  return (
    <ErrorPageLayout
      title="Unknown Error"
      inLayout={inLayout}
      heading="Oops! There was an unexpected error."
      actions={
        <>
          {tryAgainTarget && <TryAgainLink to={tryAgainTarget} />}
          <ContactUsLink label="Contact us" variant={tryAgainTarget ? 'secondary' : 'primary'} />
          <HomeLink variant="secondary" />
        </>
      }
    >
      <p className="mb-0">
        Something went wrong that we didn't expect. Please try again in a few minutes, and if it keeps happening,
        contact us and tell us what you were doing.
      </p>
      <DeveloperErrorDetails error={error} />
    </ErrorPageLayout>
  );
}

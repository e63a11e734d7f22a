import { ErrorPageLayout } from './ErrorPageLayout';
import { HomeLink } from './HomeLink';
import { TryAgainLink } from './TryAgainLink';
import { useTryAgainTarget } from './useTryAgainTarget';

/** /error/404 and every unknown path (spec §2). */
export function NotFoundPage() {
  const tryAgainTarget = useTryAgainTarget();
  return (
    <ErrorPageLayout
      statusCode={404}
      title="Page not found"
      actions={
        <>
          {tryAgainTarget && <TryAgainLink to={tryAgainTarget} />}
          <HomeLink variant={tryAgainTarget ? 'secondary' : 'primary'} />
        </>
      }
    >
      <p className="mb-0">
        We couldn't find the page or information you were looking for. It may have moved, or the address may be
        mistyped.
      </p>
    </ErrorPageLayout>
  );
}

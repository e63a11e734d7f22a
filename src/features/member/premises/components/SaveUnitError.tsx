import { isHttpError } from '@/api/httpError';
import { isVersionMismatch, VERSION_MISMATCH_MESSAGE } from '@/api/versions';

/** Why a unit could not be saved: the API's own reason for a refusal, otherwise to try again. Typed values stay. */
export function SaveUnitError({ error, action }: { error: unknown; action: string }) {
  if (isVersionMismatch(error))
    return (
      <div className="alert alert-danger" role="alert">
        {VERSION_MISMATCH_MESSAGE}
      </div>
    );
  const reason = isHttpError(error) && (error.status === 400 || error.status === 409) && error.reason ? ` ${error.reason.replace(/\.$/, '')}.` : ' Please check your connection and try again.';
  return (
    <div className="alert alert-danger" role="alert">
      The unit could not be {action}.{reason} Everything you entered is still here.
    </div>
  );
}

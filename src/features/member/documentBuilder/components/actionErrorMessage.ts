import { isHttpError } from '@/api/httpError';
import { isVersionMismatch, VERSION_MISMATCH_MESSAGE } from '@/api/versions';

/**
 * What to say when a document action fails: the API's own plain-English reason for a refusal (400, 409),
 * otherwise that it did not work and can be tried again.
 */
export function actionErrorMessage(error: unknown, what: string): string {
  if (isVersionMismatch(error)) return VERSION_MISMATCH_MESSAGE;
  if (isHttpError(error) && (error.status === 400 || error.status === 409) && error.reason) return `${what} ${error.reason.replace(/\.$/, '')}.`;
  return `${what} Please check your connection and try again.`;
}

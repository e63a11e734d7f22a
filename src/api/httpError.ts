import type { Refusal } from '@/domain/refusal';
import type { components } from './openapi';

/** A refusal as the API sends it: RFC 9457 problem details with a stable `code` (api/openapi.yaml, "Refusals"). */
export type Problem = components['schemas']['Problem'];

function problemIn(body: string): Problem | undefined {
  if (!body.trimStart().startsWith('{')) return undefined;
  try {
    const parsed: unknown = JSON.parse(body);
    const candidate = parsed as Partial<Problem> | null;
    return typeof candidate?.code === 'string' && typeof candidate.detail === 'string' ? (parsed as Problem) : undefined;
  } catch {
    return undefined;
  }
}

/** A non-2xx answer from the API, carrying its status and body text (spec §8), and its problem when it sent one. */
export class HttpError extends Error {
  readonly status: number;
  readonly body: string;
  /** The refusal's problem details, when the body is one (a gateway's page or a bare status has none). */
  readonly problem: Problem | undefined;
  /** Which call failed, e.g. 'GET /members/LM100001/permissions': for support, never with a token. */
  readonly call: string;

  /** A 429's `Retry-After`, as sent (seconds). */
  readonly retryAfter: string | undefined;

  constructor(status: number, body: string, url: string, method = 'GET', retryAfter?: string) {
    super(`Request to ${url} failed with status ${status}`);
    this.name = 'HttpError';
    this.status = status;
    this.body = body;
    this.problem = problemIn(body);
    this.retryAfter = retryAfter;
    this.call = `${method} ${URL.canParse(url) ? new URL(url).pathname : url}`;
  }

  /** The refusal's stable code (`period-closed`): what the portal maps to its messages. */
  get code(): string | undefined {
    return this.problem?.code;
  }

  /** The server's sentence for a person: the problem's `detail`, or the body text of an answer without one. */
  get reason(): string {
    return (this.problem?.detail ?? this.body).trim();
  }

  get isBadRequest() {
    return this.status === 400;
  }
  get isUnauthorised() {
    return this.status === 401;
  }
  get isForbidden() {
    return this.status === 403;
  }
  get isNotFound() {
    return this.status === 404;
  }
  get isTimeout() {
    return this.status === 408;
  }
  get isServerError() {
    return this.status === 500;
  }
}

/**
 * A 2xx answer that is not what was promised: JSON announced but not readable (cut short by a proxy, an
 * HTML page from a gateway). Treated as an unknown failure, not handed to a screen to break on.
 */
export class MalformedAnswerError extends Error {
  readonly call: string;

  constructor(url: string, method = 'GET', cause?: unknown) {
    super(`The answer to ${url} was not readable JSON`, { cause });
    this.name = 'MalformedAnswerError';
    this.call = `${method} ${URL.canParse(url) ? new URL(url).pathname : url}`;
  }
}

export function isHttpError(error: unknown): error is HttpError {
  return error instanceof HttpError;
}

/** The status of a failed request, or undefined when it never got an answer (network, abort). */
export function statusOf(error: unknown): number | undefined {
  return isHttpError(error) ? error.status : undefined;
}

/** A refusal as domain rules read it (its status, and its problem's code, detail and fields), or undefined when no answer came. */
export function refusalOf(error: unknown): Refusal | undefined {
  if (!isHttpError(error)) return undefined;
  const { problem } = error;
  return problem ? { status: error.status, code: problem.code, detail: problem.detail, ...(problem.errors && { errors: problem.errors }) } : { status: error.status };
}

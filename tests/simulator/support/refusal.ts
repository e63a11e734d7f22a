// TEST DOUBLE support, never shipped: a refusal as a client reads it (api/openapi.yaml, "Refusals").
import type { ProblemBody } from '../../mocks/api/responses';

export interface Refusal {
  status: number;
  code: string;
  detail: string;
  /** The fields or parameters `errors` names, in order. */
  fields: string[];
}

/** The answer's problem details, read as a client acts on them: status, `code`, `detail`, the fields named. */
export async function refusalOf(response: Response): Promise<Refusal> {
  const type = response.headers.get('Content-Type') ?? '';
  const text = await response.clone().text();
  if (!type.startsWith('application/problem+json')) throw new Error(`${response.status} is not a problem (${type}): ${text}`);
  const body = JSON.parse(text) as ProblemBody;
  return { status: response.status, code: body.code, detail: body.detail, fields: (body.errors ?? []).map((error) => error.name) };
}

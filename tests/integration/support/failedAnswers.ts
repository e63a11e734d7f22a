// TEST SUPPORT, never shipped: answers a test puts in place of a call's own (simulator.server.use), as they
// would really come: the API's refusals and failures as problems with their code (api/openapi.yaml,
// "Refusals"), and something in between's failure (a gateway's page) as text.
import { HttpResponse } from 'msw';
import { DELIBERATE_FAULT_HEADER } from '../../contract/contract';
import { problem } from '../../mocks/api/responses';

// Each is a plain Response, so one resolver may answer either (or the call's own answer) by its case.

/** The API failing: 500 `internal-error`. */
export const serverFailure = (detail = 'down'): Response => problem(500, 'internal-error', detail);

/** A refusal of the API with its code: `refusal(409, 'already-paid', 'Invoice INV-001047 is already paid.')`. */
export const refusal = (status: number, code: string, detail: string = code): Response => problem(status, code, detail);

/** A gateway's or proxy's failure: plain text, which the contract does not describe (its checks leave it alone). */
export const gatewayFailure = (status: number, text = 'Service unavailable'): Response =>
  HttpResponse.text(text, { status, headers: { [DELIBERATE_FAULT_HEADER]: 'gateway' } });

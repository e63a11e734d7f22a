// TEST DOUBLE, never shipped: part of the API simulator (tests/mocks/api).
import { HttpResponse } from 'msw';

/** Every refusal of the simulator: a status with a short plain-text reason, as the real API answers. */
export function errorResponse(status: number, message: string): HttpResponse<string> {
  return HttpResponse.text(message, { status });
}

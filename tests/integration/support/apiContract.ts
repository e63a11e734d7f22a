// The API contract (api/openapi.yaml) as the integration tests hold the portal and the simulator to it:
// bundled once per run (tests/setup/apiDocument.ts), read here once per test file.
import { inject } from 'vitest';
import { createContract } from '../../contract/contract';
import { API_URL } from '../../support/apiUrl';

export const apiContract = createContract(inject('apiDocument'), API_URL);

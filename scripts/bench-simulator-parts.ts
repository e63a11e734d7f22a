// The API simulator's parts for bench-simulator.mjs, loaded as one module graph: the store made here and the
// handlers answering from it must share their modules (the claim index and the flags it keeps are held per
// module), as they do in the stand-ins' server.
export { createSimulatorStore } from '../tests/mocks/api/store';
export { createApiHandlers } from '../tests/mocks/api/handlers';
export { demoAccount } from '../tests/mocks/data/demoAccounts';
export { createContract } from '../tests/contract/contract';

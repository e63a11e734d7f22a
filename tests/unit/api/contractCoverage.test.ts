// One list of operations: the API contract. Every call the portal's code makes is an operation of the
// document, and every operation of the document is called by the portal unless it says why not
// (`x-portal-unused`). Calls are read from the code as the typed loader writes them:
// `api.GET('/members/{membershipNumber}/units', …)`.
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, inject, it } from 'vitest';
import { createContract } from '../../contract/contract';

const contract = createContract(inject('apiDocument'), 'http://api.test');
const SRC = path.resolve('src');

function sourceFiles(folder: string): string[] {
  return readdirSync(folder, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(folder, entry.name);
    if (entry.isDirectory()) return sourceFiles(full);
    return /\.tsx?$/.test(entry.name) && !entry.name.endsWith('.d.ts') ? [full] : [];
  });
}

const CALL = /\.(GET|POST|PUT|DELETE)\(\s*'([^']+)'/g;
const calls = sourceFiles(SRC).flatMap((file) =>
  [...readFileSync(file, 'utf8').matchAll(CALL)].map(([, method, callPath]) => ({ call: `${method} ${callPath}`, file: path.relative('.', file) })),
);
const documented = contract.operations.map((operation) => `${operation.method} ${operation.path}`);

describe('the API contract and the portal’s calls', () => {
  it('finds the calls in the code', () => {
    expect(calls.length).toBeGreaterThan(100);
  });

  it('holds every call the portal makes', () => {
    expect(calls.filter(({ call }) => !documented.includes(call))).toEqual([]);
  });

  it('holds no operation the portal does not call, unless it says why', () => {
    const called = new Set(calls.map(({ call }) => call));
    const uncalled = contract.operations.filter((operation) => !called.has(`${operation.method} ${operation.path}`));
    expect(uncalled.filter((operation) => !operation.unusedBecause).map((operation) => `${operation.operationId} (${operation.method} ${operation.path})`)).toEqual([]);
    expect(uncalled.every((operation) => operation.unusedBecause!.length > 20), 'each unused operation says why').toBe(true);
  });

  it('marks as unused only what the portal really does not call', () => {
    const called = new Set(calls.map(({ call }) => call));
    expect(contract.operations.filter((operation) => operation.unusedBecause && called.has(`${operation.method} ${operation.path}`))).toEqual([]);
  });
});

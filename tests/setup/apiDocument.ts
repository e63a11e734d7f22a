// Vitest global setup: bundles the API contract once per run (api/openapi.yaml, all its area files) and
// hands it to every test file, whose API simulator then checks each request and answer against it.
import type { TestProject } from 'vitest/node';
import { bundleDocument } from '../../scripts/api-bundle.mjs';

declare module 'vitest' {
  export interface ProvidedContext {
    apiDocument: Record<string, unknown>;
  }
}

export default function provideApiDocument(project: TestProject) {
  project.provide('apiDocument', bundleDocument());
}

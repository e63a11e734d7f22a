import { describe, expect, it, inject } from 'vitest';
import { API_VERSION } from '@/api/apiVersion';

describe('the API version the portal asks for', () => {
  it('is the version the contract describes (api/openapi.yaml info.version)', () => {
    expect(API_VERSION).toBe((inject('apiDocument').info as { version: string }).version);
  });
});

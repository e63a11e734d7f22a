import { describe, expect, it } from 'vitest';
import { certificateListPage } from './certificateList';

const TODAY = new Date(2026, 11, 6);
const certificate = (id: string, traineeId: string, courseId: string, completedOn: string, expiresOn: string | null) => ({
  id,
  traineeId,
  courseId,
  completedOn,
  expiresOn,
  expiryStated: false,
  file: { name: `${id}.pdf`, contentType: 'application/pdf' as const, size: 800 },
  uploadedOn: `${completedOn}T09:00:00Z`,
});

const CERTIFICATES = [
  certificate('old-hygiene', 'ana', 'hygiene', '2022-01-10', '2025-01-10'),
  certificate('hygiene', 'ana', 'hygiene', '2025-01-10', '2028-01-10'),
  certificate('allergens', 'ana', 'allergens', '2024-12-20', '2026-12-20'),
  certificate('fire', 'ben', 'fire', '2023-06-01', '2026-06-01'),
  certificate('first-aid', 'archived', 'first-aid', '2025-03-01', '2028-03-01'),
  certificate('induction', 'ben', 'induction', '2025-02-01', null),
];
const ARCHIVED = new Set(['archived']);
const list = (query: Partial<Parameters<typeof certificateListPage>[2]> = {}) =>
  certificateListPage(CERTIFICATES, ARCHIVED, { includeArchived: false, direction: 'asc', page: 1, pageSize: 25, ...query }, TODAY);

describe('the certificates list', () => {
  it('gives each its standing today, soonest expiry first, one that never expires after them and the replaced last', () => {
    expect(list().items.map(({ certificate: { id }, standing }) => [id, standing])).toEqual([
      ['fire', 'expired'],
      ['allergens', 'expiringSoon'],
      ['hygiene', 'valid'],
      ['induction', 'valid'],
      ['old-hygiene', 'superseded'],
    ]);
  });

  it('turns the order round, the replaced still last', () => {
    expect(list({ direction: 'desc' }).items.map(({ certificate }) => certificate.id)).toEqual(['induction', 'hygiene', 'allergens', 'fire', 'old-hygiene']);
  });

  it.each([
    ['expiringSoon', ['allergens']],
    ['expired', ['fire']],
    ['valid', ['hygiene', 'induction']],
  ] as const)('keeps only the certificates that count with the status %s', (status, ids) => {
    expect(list({ status }).items.map(({ certificate }) => certificate.id)).toEqual(ids);
  });

  it.each([
    ['desc', ['first-aid', 'induction', 'hygiene', 'allergens', 'fire', 'old-hygiene']],
    ['asc', ['old-hygiene', 'fire', 'allergens', 'hygiene', 'induction', 'first-aid']],
  ] as const)('orders by completion date alone, %s, the replaced among the others', (direction, ids) => {
    expect(list({ sort: 'completedOn', direction, includeArchived: true }).items.map(({ certificate }) => certificate.id)).toEqual(ids);
  });

  it("keeps one trainee's certificates, the replaced ones too", () => {
    expect(list({ traineeId: 'ana', sort: 'completedOn', direction: 'desc' }).items.map(({ certificate, standing }) => [certificate.id, standing])).toEqual([
      ['hygiene', 'valid'],
      ['allergens', 'expiringSoon'],
      ['old-hygiene', 'superseded'],
    ]);
    expect(list({ traineeId: 'archived' }).total).toBe(0);
    expect(list({ traineeId: 'archived', includeArchived: true }).total).toBe(1);
  });

  it('leaves archived trainees out unless asked, and cuts the page after counting', () => {
    expect(list({ includeArchived: true }).total).toBe(6);
    expect(list({ pageSize: 2, page: 2 })).toMatchObject({ page: 2, pageSize: 2, total: 5, items: [{ certificate: { id: 'hygiene' } }, { certificate: { id: 'induction' } }] });
  });
});

import type { DocumentType } from '@/domain/documents/documentTypes';
import { pathTo } from '@/config/paths';

/** What the document page shows: its overview, the builder, one signed version, or that version's print view. */
export type DocumentView = { kind: 'overview' } | { kind: 'edit' } | { kind: 'version'; version: number } | { kind: 'print'; version: number };

/** The `unit` query value for the whole business. */
export const WHOLE_BUSINESS_PARAM = 'business';

/**
 * A link to a company document's page for a scope (a unit's id, or null for the whole business), e.g.
 * /documents/company/fire-safety-risk-assessment?unit=0a1b…&view=edit. The scope and view are in the
 * address so any of them can be bookmarked, shared and reloaded.
 */
export function documentHref(type: DocumentType, unitId: string | null, view: DocumentView = { kind: 'overview' }): string {
  const params = new URLSearchParams({ unit: unitId ?? WHOLE_BUSINESS_PARAM });
  if (view.kind !== 'overview') params.set('view', view.kind);
  if (view.kind === 'version' || view.kind === 'print') params.set('version', String(view.version));
  return `${pathTo(type)}?${params.toString()}`;
}

/** The view asked for in the address; anything unreadable is the overview. */
export function readDocumentView(params: URLSearchParams): DocumentView {
  const kind = params.get('view');
  const version = Number(params.get('version'));
  if (kind === 'edit') return { kind };
  if ((kind === 'version' || kind === 'print') && Number.isInteger(version) && version > 0) return { kind, version };
  return { kind: 'overview' };
}

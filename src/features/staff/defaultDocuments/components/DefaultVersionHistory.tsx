import { useState } from 'react';
import { useSuspenseQuery } from '@tanstack/react-query';
import { useApiClient } from '@/api/ApiClientContext';
import { CardSkeleton } from '@/components/states/Skeleton';
import { SectionAnswers } from '@/components/documents/SectionAnswers';
import type { DefaultDocumentVersionInfo } from '@/domain/documents/defaultDocument';
import type { DocumentDefinition } from '@/domain/documents/definition';
import { defaultSections } from '@/domain/documents/documentAnswers';
import { formatDate } from '@/domain/format/date';
import { PartBoundary } from '@/session/PartBoundary';
import { getDefaultFoodSafetyVersionQueryOptions } from '../api/get-default-food-safety-version';
import { StatusBadge } from '@/components/states/StatusBadge';

function VersionAnswers({ definition, version }: { definition: DocumentDefinition; version: number }) {
  const { data } = useSuspenseQuery(getDefaultFoodSafetyVersionQueryOptions(useApiClient(), version));
  return (
    <div className="border rounded p-3 mb-3">
      {defaultSections(definition).map((section) => (
        <SectionAnswers key={section.id} section={section} answers={data.answers[section.id]} headingLevel={4} />
      ))}
    </div>
  );
}

/** Every published version, newest first; each can be opened read-only. */
export function DefaultVersionHistory({ definition, versions, currentVersion }: { definition: DocumentDefinition; versions: DefaultDocumentVersionInfo[]; currentVersion: number }) {
  const [open, setOpen] = useState<number | null>(null);
  return (
    <section aria-labelledby="default-versions-heading" className="mb-4">
      <h2 id="default-versions-heading" className="h5">
        Version history
      </h2>
      <ul className="list-unstyled">
        {versions.map((version) => (
          <li key={version.version} className="border-bottom py-2">
            <div className="d-flex flex-wrap align-items-start gap-2">
              <div className="me-auto">
                <strong>Version {version.version}</strong>
                {version.version === currentVersion && <StatusBadge tone="done" className="ms-2">Current</StatusBadge>}
                <div className="small text-body-secondary">
                  Published {formatDate(version.publishedOn)} by {version.publishedBy}
                </div>
                <div>{version.note}</div>
              </div>
              <button
                type="button"
                className="btn btn-sm btn-outline-primary"
                aria-expanded={open === version.version}
                onClick={() => setOpen(open === version.version ? null : version.version)}
              >
                {open === version.version ? 'Hide' : 'View'} <span className="visually-hidden">version {version.version}</span>
              </button>
            </div>
            {open === version.version && (
              // One version that will not load says so in its place; the page and the editor carry on.
              <PartBoundary fallback={<CardSkeleton label={`Loading version ${version.version}…`} minHeight="12rem" />} failedTitle={`Version ${version.version} could not be loaded`}>
                <VersionAnswers definition={definition} version={version.version} />
              </PartBoundary>
            )}
          </li>
        ))}
      </ul>
    </section>
  );
}

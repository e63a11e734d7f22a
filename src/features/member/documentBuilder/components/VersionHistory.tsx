import { Link } from 'react-router';
import type { ComplianceDocument } from '@/domain/documents/complianceDocument';
import type { DocumentDefinition } from '@/domain/documents/definition';
import { formatDate } from '@/domain/format/date';
import { documentHref } from '@/components/documents/documentLinks';
import { TableFrame } from '@/components/lists/TableFrame';

/** Every signed version, newest first, each kept read-only with who signed it and when. */
export function VersionHistory({ definition, document }: { definition: DocumentDefinition; document: ComplianceDocument }) {
  return (
    <section aria-labelledby="versions-heading">
      <h2 id="versions-heading" className="h5">
        Signed versions
      </h2>
      {document.versions.length === 0 ? (
        <p className="text-body-secondary">None yet: the first version is made when you complete and sign the document.</p>
      ) : (
        <TableFrame caption="Signed versions, newest first" className="align-middle">
          <thead>
            <tr>
              <th scope="col">Version</th>
              <th scope="col">Signed by</th>
              <th scope="col">Signed on</th>
              <th scope="col">Review by</th>
              <th scope="col">
                <span className="visually-hidden">Actions</span>
              </th>
            </tr>
          </thead>
          <tbody>
            {document.versions.map((version) => (
              <tr key={version.version}>
                <th scope="row" id={`version-${version.version}`}>
                  {version.version}
                </th>
                <td>
                  {version.signature.name}, {version.signature.role}
                </td>
                <td>{formatDate(version.signature.signedOn)}</td>
                <td>{formatDate(version.reviewDate)}</td>
                <td className="text-nowrap">
                  <Link to={documentHref(definition.type, document.unitId, { kind: 'version', version: version.version })} aria-describedby={`version-${version.version}`} className="me-3">
                    View <span className="visually-hidden">version {version.version}</span>
                  </Link>
                  <Link to={documentHref(definition.type, document.unitId, { kind: 'print', version: version.version })}>
                    Print <span className="visually-hidden">version {version.version}</span>
                  </Link>
                </td>
              </tr>
            ))}
          </tbody>
        </TableFrame>
      )}
    </section>
  );
}

// `npm run api:bundle:prism`: the bundled document for Prism (docs/api-verification.md). Prism keeps only
// the last of a multipart field sent several times (stoplightio/prism#2654), so the claim upload's four
// `purchaseDetails` parts, the specification's wire format, reach its validator as one string. This copy lets
// that one field also be a single string; nothing else differs from api/openapi.yaml.
import { mkdirSync, writeFileSync } from 'node:fs';
import { bundleDocument } from './api-bundle.mjs';

const OUT = 'api-docs/openapi.prism.json';
const document = bundleDocument();
const form = document.components.schemas.ClaimUploadForm;
const { description, ...lines } = form.properties.purchaseDetails;
form.properties.purchaseDetails = { description, oneOf: [lines, { type: 'string', contentMediaType: 'application/json' }] };
mkdirSync('api-docs', { recursive: true });
writeFileSync(OUT, JSON.stringify(document, null, 2));
console.log(`Wrote ${OUT}`);

// TEST DOUBLE, never shipped: the demo members' compliance documents and the association's default
// food-safety document, with dates relative to today.
import { addDays, format, subDays, subMonths } from 'date-fns';
import type { DocumentAnswers } from '../../../../src/domain/documents/definition';
import { DOCUMENT_DEFINITIONS } from '../../../../src/domain/documents/documentDefinitions';
import type { DocumentType } from '../../../../src/domain/documents/documentTypes';
import { DEMO_ACCOUNTS } from '../../data/demoAccounts';
import type { ApiSchemas } from '../handlers/options';
import { demoPdf } from './demoFiles';
import { DEFAULT_FOOD_SAFETY_V1, DEFAULT_FOOD_SAFETY_V2 } from './defaultFoodSafety';
import { sampleAnswers, type SamplePeople } from './sampleDocumentAnswers';
import { suggestedAnswers } from '../backend-reference/documents';
import { unitId } from './units';

type ComplianceDocument = ApiSchemas['ComplianceDocument'];

export interface DocumentsStore {
  /** Each member's trading name, by membership number: a new document's starting business name. */
  businessNames: Map<string, string>;
  /** Each member's documents, by membership number. */
  documents: Map<string, ComplianceDocument[]>;
  /** The uploaded files' contents, by document id. */
  files: Map<string, Uint8Array>;
  /** The association's default food-safety document, oldest version first. */
  defaults: ApiSchemas['DefaultDocumentVersion'][];
  nextId: number;
}

export const documentId = (n: number) => `d0c00000-0000-4000-8000-${String(n).padStart(12, '0')}`;

const day = (date: Date) => format(date, 'yyyy-MM-dd');

interface VersionSeed {
  signedDaysAgo: number;
  /** Days from today; negative: already passed. */
  reviewInDays: number;
  /** Which of the member's own people signed it. */
  signer: keyof SamplePeople;
}

interface DocumentSeed {
  n: number;
  type: DocumentType;
  unit?: number;
  versions?: VersionSeed[];
  /** An open draft, saved this many days ago, at this step. */
  draft?: { savedDaysAgo: number; step: number };
  upload?: { fileName: string; uploadedDaysAgo: number; reviewInDays: number };
  premises?: string;
}

interface MemberDocumentsSeed {
  businessName: string;
  /** The people of this member's own business the documents name (signers, assessor, responsible people). */
  people?: SamplePeople;
  documents: DocumentSeed[];
}

const DOCUMENT_SEEDS: Record<string, MemberDocumentsSeed> = {
  'member-compliance-new': { businessName: 'Fresh Start Kitchen', documents: [] },
  'member-coffee-franchise': { businessName: 'Bianchi Coffee Ltd', documents: [] },
  'member-multi-site': { businessName: 'Northern Plate Group Ltd', documents: [] },
  'member-active': {
    businessName: 'Larder Kitchens Ltd',
    people: { owner: ['Priya Shah', 'Director'], manager: ['Jo Mills', 'Café manager'] },
    documents: [
      {
        n: 1,
        type: 'healthAndSafetyPolicy',
        versions: [
          { signedDaysAgo: 640, reviewInDays: -275, signer: 'owner' },
          { signedDaysAgo: 270, reviewInDays: 95, signer: 'owner' },
        ],
      },
      { n: 2, type: 'coshh', upload: { fileName: 'COSHH assessment.pdf', uploadedDaysAgo: 120, reviewInDays: 240 } },
      { n: 3, type: 'foodSafetyRiskAssessment', unit: 1, versions: [{ signedDaysAgo: 210, reviewInDays: 150, signer: 'owner' }] },
      { n: 4, type: 'foodSafetyRiskAssessment', unit: 2, versions: [{ signedDaysAgo: 345, reviewInDays: 20, signer: 'owner' }] },
      { n: 5, type: 'healthAndSafetyRiskAssessment', unit: 1, versions: [{ signedDaysAgo: 380, reviewInDays: -12, signer: 'manager' }] },
      { n: 6, type: 'fireSafetyRiskAssessment', unit: 1, draft: { savedDaysAgo: 3, step: 2 }, premises: 'A two-storey café: kitchen and counter on the ground floor, seating for 40; store room and office upstairs.' },
    ],
  },
  'member-compliance-mix': {
    businessName: 'Harbour Lights Catering Ltd',
    people: { owner: ['Megan Whitaker', 'Owner'], manager: ['Tom Ellery', 'Head chef'] },
    documents: [
      { n: 40, type: 'healthAndSafetyPolicy', versions: [{ signedDaysAgo: 425, reviewInDays: -60, signer: 'owner' }] },
      { n: 41, type: 'coshh', versions: [{ signedDaysAgo: 355, reviewInDays: 10, signer: 'owner' }] },
      { n: 42, type: 'foodSafetyRiskAssessment', unit: 40, versions: [{ signedDaysAgo: 60, reviewInDays: 300, signer: 'owner' }] },
      {
        n: 43,
        type: 'fireSafetyRiskAssessment',
        unit: 40,
        versions: [{ signedDaysAgo: 370, reviewInDays: -5, signer: 'owner' }],
        premises: 'A bistro on the harbour front: ground-floor kitchen and dining room for 40, first-floor dining room for 20.',
      },
      { n: 44, type: 'healthAndSafetyRiskAssessment', versions: [{ signedDaysAgo: 160, reviewInDays: 200, signer: 'owner' }] },
      { n: 45, type: 'fireSafetyRiskAssessment', unit: 41, draft: { savedDaysAgo: 8, step: 1 }, premises: 'A kiosk on the West Pier with a fryer and a serving hatch.' },
      { n: 46, type: 'foodSafetyRiskAssessment', unit: 42, versions: [{ signedDaysAgo: 500, reviewInDays: -135, signer: 'owner' }] },
    ],
  },
};

/** The member's own people, as their seeded documents name them. */
export function samplePeopleOf(accountKey: string): SamplePeople {
  const people = DOCUMENT_SEEDS[accountKey]?.people;
  if (!people) throw new Error(`No sample people for ${accountKey}: seed them with its documents`);
  return people;
}

function seedDocument(seed: DocumentSeed, businessName: string, people: SamplePeople, today: Date): { document: ComplianceDocument; file?: Uint8Array } {
  const definition = DOCUMENT_DEFINITIONS[seed.type];
  const isFoodSafety = seed.type === 'foodSafetyRiskAssessment';
  const answers = (): DocumentAnswers =>
    sampleAnswers(seed.type, businessName, people, { premises: seed.premises, defaults: isFoodSafety ? DEFAULT_FOOD_SAFETY_V1 : undefined });
  const versions: ApiSchemas['SignedDocumentVersion'][] = (seed.versions ?? [])
    .map((version, index) => {
      const signedOn = subDays(today, version.signedDaysAgo);
      return {
        version: index + 1,
        answers: answers(),
        signature: { name: people[version.signer][0], role: people[version.signer][1], signedOn: day(signedOn), ...(definition.signing.declaration ? { seniorPersonConfirmed: true } : {}) },
        reviewDate: day(addDays(today, version.reviewInDays)),
        completedAt: signedOn.toISOString(),
        definitionRevision: definition.revision,
        defaultsVersion: isFoodSafety ? 1 : null,
      };
    })
    .reverse();
  const draftAnswers = seed.draft && answers();
  // A draft in progress has its later sections still to do.
  if (draftAnswers) for (const section of definition.sections.slice(seed.draft!.step)) delete draftAnswers[section.id];
  const upload: ApiSchemas['UploadedDocumentFile'] | null = seed.upload
    ? {
        fileName: seed.upload.fileName,
        contentType: 'application/pdf',
        size: 0,
        uploadedOn: subDays(today, seed.upload.uploadedDaysAgo).toISOString(),
        reviewDate: day(addDays(today, seed.upload.reviewInDays)),
      }
    : null;
  // A one-page PDF, so a downloaded demo upload opens.
  const file = seed.upload ? demoPdf([seed.upload.fileName]).bytes : undefined;
  if (upload && file) upload.size = file.length;
  const latest = versions[0];
  return {
    document: {
      id: documentId(seed.n),
      type: seed.type,
      unitId: seed.unit === undefined ? null : unitId(seed.unit),
      draftSavedOn: seed.draft ? subDays(today, seed.draft.savedDaysAgo).toISOString() : null,
      latestVersion: latest ? (({ answers: _answers, ...info }) => info)(latest) : null,
      upload,
      draft: draftAnswers
        ? {
            answers: draftAnswers,
            step: seed.draft!.step,
            savedOn: subDays(today, seed.draft!.savedDaysAgo).toISOString(),
            basedOnVersion: null,
            defaultsVersion: isFoodSafety ? 1 : null,
            suggestions: suggestedAnswers(definition, { defaults: isFoodSafety ? DEFAULT_FOOD_SAFETY_V1 : undefined }),
            // The parts the member saved and continued from: those before the step they stopped at.
            confirmedSections: definition.sections.slice(0, seed.draft!.step).map((section) => section.id),
          }
        : null,
      versions,
    },
    file,
  };
}

export function seedDocuments(today = new Date()): DocumentsStore {
  const store: DocumentsStore = {
    businessNames: new Map(),
    documents: new Map(),
    files: new Map(),
    defaults: [
      {
        version: 1,
        answers: structuredClone(DEFAULT_FOOD_SAFETY_V1),
        publishedOn: subMonths(today, 14).toISOString(),
        publishedBy: 'Larder compliance team',
        note: 'First version: the safe methods of Safer Food, Better Business.',
      },
      {
        version: 2,
        answers: structuredClone(DEFAULT_FOOD_SAFETY_V2),
        publishedOn: subMonths(today, 1).toISOString(),
        publishedBy: 'Larder compliance team',
        note: 'Chilled food: keep to the recommended 5 °C rather than the legal limit of 8 °C.',
      },
    ],
    nextId: 1000,
  };
  for (const account of DEMO_ACCOUNTS) {
    if (!account.membershipNumber) continue;
    const seed = DOCUMENT_SEEDS[account.key];
    const businessName = seed?.businessName ?? 'Demo Catering Ltd';
    store.businessNames.set(account.membershipNumber, businessName);
    const documents: ComplianceDocument[] = [];
    for (const documentSeed of seed?.documents ?? []) {
      const { document, file } = seedDocument(documentSeed, businessName, samplePeopleOf(account.key), today);
      documents.push(document);
      if (file) store.files.set(document.id, file);
    }
    store.documents.set(account.membershipNumber, documents);
  }
  return store;
}

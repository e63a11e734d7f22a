import { lazyModal } from '@/components/modals/lazyModal';

// The training pages' modals, each fetched when it first opens (or when the pointer or focus reaches the
// button that opens it), so the trainees page's first load carries no form code (issue 39).
export const TraineeFormModal = lazyModal(() => import('./TraineeFormModal').then((module) => module.TraineeFormModal));
export const ArchiveTraineeModal = lazyModal(() => import('./ArchiveTraineeModal').then((module) => module.ArchiveTraineeModal));
export const CertificateUploadModal = lazyModal(() => import('./CertificateUploadModal').then((module) => module.CertificateUploadModal));
export const RoleRequirementModal = lazyModal(() => import('./RoleRequirementModal').then((module) => module.RoleRequirementModal));

import { lazyModal } from '@/components/modals/lazyModal';

// The training pages' modals, each fetched when it first opens (or when the pointer or focus reaches the
// button that opens it), so the trainees page's first load carries no form code (issue 39).
export const TraineeFormModal = lazyModal(() => import('./TraineeFormModal').then((module) => module.TraineeFormModal));
export const ArchiveTraineeModal = lazyModal(() => import('./ArchiveTraineeModal').then((module) => module.ArchiveTraineeModal));
export const CertificateUploadModal = lazyModal(() => import('./CertificateUploadModal').then((module) => module.CertificateUploadModal));
export const RoleRequirementModal = lazyModal(() => import('./RoleRequirementModal').then((module) => module.RoleRequirementModal));
// The upload for any trainee reads the trainees to choose from as it opens: its code and that read come together.
export const UploadForAnyTraineeModal = lazyModal(() => import('./UploadForAnyTrainee').then((module) => module.UploadForAnyTrainee));

import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useApiClient } from '@/api/ApiClientContext';
import type { ApiClient } from '@/api/loader';
import type { GasRecordUpload } from '@/domain/gas/gasRecordSchema';
import type { GasSafetyRecord } from '@/domain/gas/gasSafety';
import { gasSafetyPath } from './gas-paths';
import { invalidateGasSafety } from './invalidate-gas-safety';

export function gasRecordFormData(upload: GasRecordUpload): FormData {
  const body = new FormData();
  body.append('inspectedOn', upload.inspectedOn);
  body.append('engineerName', upload.engineerName);
  body.append('engineerBusiness', upload.engineerBusiness);
  body.append('gasSafeNumber', upload.gasSafeNumber);
  body.append('result', upload.result);
  body.append('defects', upload.defects);
  body.append('actions', upload.actions);
  body.append('certificate', upload.certificate, upload.certificate.name);
  return body;
}

/**
 * POST /members/{membershipNumber}/gas-safety/units/{unitId}/records (designed, DESIGN.md §5)
 * Payload: multipart/form-data: inspectedOn (yyyy-MM-dd, not in the future), engineerName,
 *   engineerBusiness, gasSafeNumber (6 or 7 digits), result ('Pass' | 'PassWithAdvice' | 'Fail'), defects
 *   and actions (required unless 'Pass'), certificate (PDF, JPEG or PNG, up to 10 MB).
 * Response 201: the GasSafetyRecord. 400 a field or the file refused; 404 not the member's unit; 409 a
 *   closed unit, or a unit whose gas supply is not recorded (or has no gas).
 */
export function recordGasInspection(api: ApiClient, membershipNumber: string, unitId: string, upload: GasRecordUpload): Promise<GasSafetyRecord> {
  return api.post<GasSafetyRecord>(`${gasSafetyPath(membershipNumber)}/units/${encodeURIComponent(unitId)}/records`, gasRecordFormData(upload));
}

export function useRecordGasInspection(membershipNumber: string, unitId: string) {
  const api = useApiClient();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (upload: GasRecordUpload) => recordGasInspection(api, membershipNumber, unitId, upload),
    onSuccess: () => invalidateGasSafety(queryClient, membershipNumber),
  });
}

import {
  diagnosisImageSchema,
  diagnosisListSchema,
  diagnosisSchema,
  firstDiagnosisSchema,
  type DiagnosisCreate,
} from '../contract/diagnosis.ts';
import { apiClient } from './api-client.ts';

/** `diagnosis/`: open a case for the signed-in user. */
export async function createDiagnosis(body: DiagnosisCreate) {
  const { data } = await apiClient.post('diagnosis/', body);
  return diagnosisSchema.parse(data);
}

/** `diagnosis/image/`: file an uploaded photo (and so its first diagnosis) under a case. */
export async function addDiagnosisImage(diagnosis: string, image: string) {
  const { data } = await apiClient.post('diagnosis/image/', { diagnosis, image });
  return diagnosisImageSchema.parse(data);
}

/** `firstdiagnosis/{id}/`: which label the user said their plant matches. */
export async function confirmFirstDiagnosis(id: string, label: string | null) {
  const { data } = await apiClient.patch(`firstdiagnosis/${id}/`, { confirmed_label: label });
  return firstDiagnosisSchema.parse(data);
}

/** "My plant checks": the newest cases first. */
export async function listDiagnoses(pageSize = 5) {
  const { data } = await apiClient.get('diagnosis/', { params: { page_size: pageSize } });
  return diagnosisListSchema.parse(data);
}

import { questionPhotoParamsSchema } from '../contract/community.ts';
import { labellingListSchema, questionLabelSchema, type QuestionLabel } from '../contract/community-label.ts';
import { apiClient } from './api-client.ts';

/** Community questions with photos for the agronomist to label: all, or only the (un)labelled ones. */
export async function fetchLabellingQuestions(labelled: boolean | undefined, page = 1) {
  const { data } = await apiClient.get('staff/community/questions/', {
    params: { page, ...(labelled === undefined ? {} : { labelled: String(labelled) }) },
  });
  return labellingListSchema.parse(data);
}

/** Names the known condition in a question's photos, or (null) takes it back. */
export async function labelQuestion(id: string, label: string | null): Promise<QuestionLabel> {
  const { data } = await apiClient.put(`staff/community/questions/${encodeURIComponent(id)}/label/`, {
    label,
  });
  return questionLabelSchema.parse(data);
}

/** A published question's photo as an object URL; its address built from a checked uuid and position. */
export async function fetchQuestionPhotoUrl(questionId: string, position: string): Promise<string> {
  const { id, photo } = questionPhotoParamsSchema.parse({ id: questionId, photo: position });
  const { data } = await apiClient.get<Blob>(`community/questions/${id}/photos/${photo}/`, {
    responseType: 'blob',
  });
  return URL.createObjectURL(data);
}

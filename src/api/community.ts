import {
  answerListSchema,
  answerSchema,
  type Answer,
  type AnswerCreate,
  questionListSchema,
  questionSchema,
  type Question,
  type QuestionCreate,
  type QuestionQuery,
  type ReportCreate,
} from '../contract/community.ts';
import { UPLOAD_TOKEN_HEADER } from '../contract/classify.ts';
import { apiBaseUrl, apiClient } from './api-client.ts';
import { storedUploadToken } from './upload-token.ts';

export async function fetchQuestions(query: QuestionQuery) {
  const { data } = await apiClient.get('community/questions/', { params: query });
  return questionListSchema.parse(data);
}

export async function fetchQuestion(id: string): Promise<Question> {
  const { data } = await apiClient.get(`community/questions/${id}/`);
  return questionSchema.parse(data);
}

export async function fetchAnswers(questionId: string, page = 1) {
  const { data } = await apiClient.get(`community/questions/${questionId}/answers/`, { params: { page } });
  return answerListSchema.parse(data);
}

/** A question's photo as the browser loads it: the server answers its address under `/api/v1/`. */
export const communityPhotoUrl = (path: string) => `${apiBaseUrl}${path.replace(/^\/api\/v1\//, '')}`;

export async function postAnswer(questionId: string, body: AnswerCreate): Promise<Answer> {
  const { data } = await apiClient.post(`community/questions/${questionId}/answers/`, body);
  return answerSchema.parse(data);
}

export async function markHelpful(answerId: string): Promise<Answer> {
  const { data } = await apiClient.post(`community/answers/${answerId}/helpful/`);
  return answerSchema.parse(data);
}

/** Photos taken on this device before signing in are the asker's too: the upload token proves it. */
export async function askQuestion(body: QuestionCreate): Promise<Question> {
  const token = storedUploadToken();
  const { data } = await apiClient.post('community/questions/', body, {
    headers: token ? { [UPLOAD_TOKEN_HEADER]: token } : {},
  });
  return questionSchema.parse(data);
}

/** The asker marks the answer that solved it (`null` takes the mark back). */
export async function markSolved(questionId: string, answerId: string | null): Promise<Question> {
  const { data } = await apiClient.patch(`community/questions/${questionId}/`, { solved_by: answerId });
  return questionSchema.parse(data);
}

/** Reports a question or an answer to the grievance officer; a second report of it is kept once. */
export async function reportPost(body: ReportCreate): Promise<void> {
  await apiClient.post('community/reports/', body);
}

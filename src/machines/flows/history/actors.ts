import { fromPromise } from 'xstate';
import { listDiagnoses } from '../../../api/diagnosis.ts';
import type { Diagnosis } from '../../../contract/diagnosis.ts';
import { fetchModelLabels, type ModelLabels } from '../diagnosis/model-labels.ts';

/** The history flow's one side effect, named so tests swap it with `.provide()`. */
export const historyActors = {
  loadCases: fromPromise<{ cases: Diagnosis[]; labels: ModelLabels }>(async () => {
    const [list, labels] = await Promise.all([listDiagnoses(5), fetchModelLabels()]);
    return { cases: list.results, labels };
  }),
};

import { loadPending } from '../../machines/flows/diagnosis/pending-diagnosis.ts';
import { keptDraft } from '../../machines/shared/community-draft.ts';

/** Photos still being classified, or a check kept through sign-in for the Community: the chat starts at once. */
export const workToResume = () => loadPending() !== null || keptDraft() !== null;

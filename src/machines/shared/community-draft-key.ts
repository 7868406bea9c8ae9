/** Where a plant check waits for the Community while its farmer signs in (community-draft.ts). */
export const COMMUNITY_DRAFT_KEY = 'mimea.community-draft';

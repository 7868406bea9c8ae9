/**
 * The `source_repo` of photos agronomists confirmed or corrected (`npm run dataset -- export`). Their
 * manifest says domain `field`, as training needs; the eval reports them under this name instead, so
 * farmers' own photos are never averaged into the public field photos.
 */
export const AGRONOMIST_SOURCE = 'mimea-agronomist';

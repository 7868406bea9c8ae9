/** Where the API lives: its routes are registered under it, and only its answers are compressed per request and kept from caches unless they say otherwise. */
export const API_PATH = '/api/v1';

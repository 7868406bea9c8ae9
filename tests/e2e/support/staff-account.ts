/**
 * The staff account every end-to-end run starts with: made by `npm run staff -- create` before the
 * server starts (playwright.config.ts), as an operator would make it.
 */
export const E2E_STAFF = {
  phone: '0700000001',
  name: 'Achieng Odhiambo',
  password: 'mkulima-msaidizi-2026',
};

/** The admin every run starts with too: only an admin may suspend or terminate accounts (SPEC §4). */
export const E2E_ADMIN = {
  phone: '0700000002',
  name: 'Baraka Kiprono',
  password: 'msimamizi-wa-mimea-2026',
};

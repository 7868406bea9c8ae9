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

/** A data manager (issue 13): loads farmers, farms and reference data from CSV files. */
export const E2E_DATA_MANAGER = {
  phone: '0700000003',
  name: 'Chebet Langat',
  password: 'mkulima-data-2026',
};

/** The grievance officer (SPEC §6): handles complaints, and the Community's moderation queue. */
export const E2E_GRIEVANCE_OFFICER = {
  phone: '0700000004',
  name: 'Daudi Mutua',
  password: 'afisa-wa-malalamiko-2026',
};

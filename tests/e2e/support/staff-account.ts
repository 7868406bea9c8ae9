/**
 * The staff account every end-to-end run starts with: made by `npm run staff -- create` before the
 * server starts (playwright.config.ts), as an operator would make it.
 */
export const E2E_STAFF = {
  phone: '0700000001',
  name: 'Achieng Odhiambo',
  password: 'mkulima-msaidizi-2026',
};

import type { StaffEngagement } from '../../../contract/staff.ts';
import type { engagementRequests } from '../../db/schema.ts';

type EngagementRow = typeof engagementRequests.$inferSelect;

/** An engagement request as staff see it, in the lists, the search and on its own. */
export const toStaffEngagement = (row: EngagementRow): StaffEngagement => ({
  id: row.id,
  reference: row.reference,
  kind: row.kind,
  name: row.name,
  phone_number: row.phone,
  email: row.email,
  language: row.language,
  details: row.details as Record<string, unknown>,
  status: row.status,
  created_at: row.createdAt.toISOString(),
  retain_until: row.retainUntil?.toISOString() ?? null,
});

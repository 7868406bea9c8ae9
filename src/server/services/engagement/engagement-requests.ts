import type { output } from 'zod';
import type {
  EngagementCreated,
  EngagementDetails,
  EngagementKind,
  enquiryCreateSchema,
  feedbackCreateSchema,
  productInterestCreateSchema,
  trialRequestCreateSchema,
} from '../../../contract/engagement.ts';
import type { Db } from '../../db/database.ts';
import { engagementRequests } from '../../db/schema.ts';
import { FieldErrors } from '../../errors/api-error.ts';
import type { OutboxWriter } from '../outbox/outbox-writer.ts';
import { queueSms } from '../outbox/sms-templates.ts';
import { takeTypedNumberText, type TypedNumberTexts } from '../outbox/typed-number-texts.ts';
import { withFreshReference } from '../reference-number.ts';
import { findProduct } from './product-catalogue.ts';

export interface EngagementDeps {
  db: Db;
  clock: () => Date;
  outbox: OutboxWriter;
  texts: TypedNumberTexts;
}

interface Contact {
  name?: string | null;
  phone?: string | null;
  email?: string | null;
  language: 'en' | 'sw';
}

/** Contact messages and their replies are kept six full years (SPEC §9): to the end of the sixth year after this one. */
export function enquiryRetention(createdAt: Date): Date {
  return new Date(Date.UTC(createdAt.getUTCFullYear() + 7, 0, 1));
}

async function store(
  deps: EngagementDeps,
  kind: EngagementKind,
  userId: string | null,
  contact: Contact,
  details: EngagementDetails,
) {
  const createdAt = deps.clock();
  const row = await withFreshReference(async (reference) => {
    const [inserted] = await deps.db
      .insert(engagementRequests)
      .values({
        reference,
        kind,
        userId,
        name: contact.name ?? null,
        phone: contact.phone ?? null,
        email: contact.email ?? null,
        language: contact.language,
        details,
        createdAt,
        retainUntil: kind === 'enquiry' ? enquiryRetention(createdAt) : null,
      })
      .onConflictDoNothing()
      .returning();
    return inserted ?? null;
  });
  const created: EngagementCreated = {
    id: row.id,
    reference: row.reference,
    kind,
    created_at: createdAt.toISOString(),
  };
  return created;
}

function product(id: string, language: string) {
  const found = findProduct(id, language);
  if (!found) throw new FieldErrors({ product_id: ['unknown_product'] });
  return found;
}

export async function recordProductInterest(
  deps: EngagementDeps,
  request: output<typeof productInterestCreateSchema>,
  userId: string | null,
) {
  const item = product(request.product_id, request.language);
  await takeTypedNumberText(deps.texts, request.phone_number);
  const { product_id, quantity, prebook, place } = request;
  const created = await store(
    deps,
    'product_interest',
    userId,
    { name: request.name, phone: request.phone_number, language: request.language },
    { product_id, quantity, prebook, place },
  );
  await queueSms(
    deps.outbox,
    { phone: request.phone_number, language: request.language },
    prebook ? 'product_prebooking' : 'product_interest',
    { reference: created.reference, product: item.name, quantity },
  );
  return created;
}

export async function recordTrialRequest(
  deps: EngagementDeps,
  request: output<typeof trialRequestCreateSchema>,
  userId: string | null,
) {
  const item = product(request.product_id, request.language);
  if (!item.trial) throw new FieldErrors({ product_id: ['no_trial'] });
  await takeTypedNumberText(deps.texts, request.phone_number);
  const { product_id, farm_size_acres, place } = request;
  const created = await store(
    deps,
    'trial_request',
    userId,
    { name: request.name, phone: request.phone_number, language: request.language },
    { product_id, farm_size_acres, place },
  );
  await queueSms(deps.outbox, { phone: request.phone_number, language: request.language }, 'trial_request', {
    reference: created.reference,
    product: item.name,
  });
  return created;
}

export function recordEnquiry(
  deps: EngagementDeps,
  request: output<typeof enquiryCreateSchema>,
  userId: string | null,
) {
  const contact = {
    name: request.name,
    phone: request.phone_number,
    email: request.email.toLowerCase(),
    language: request.language,
  };
  return store(deps, 'enquiry', userId, contact, { message: request.message });
}

export function recordFeedback(
  deps: EngagementDeps,
  request: output<typeof feedbackCreateSchema>,
  userId: string | null,
) {
  return store(
    deps,
    'feedback',
    userId,
    { language: request.language },
    { rating: request.rating, text: request.text || null, flow: request.flow ?? null },
  );
}

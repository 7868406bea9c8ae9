import { z } from 'zod';
import { pageQuerySchema, paginated } from './pagination.ts';
import { personNameSchema } from './person-name.ts';
import { kenyanPhoneSchema } from './phone-number.ts';
import './validation-messages.ts';

/**
 * `farmer/` (issue 13): a person who farms. A signed-in farmer has their own record (made on first
 * use); an extension officer or agro-dealer (a `data_manager`) registers farmers who have no account.
 */
export const GENDERS = ['female', 'male', 'other'] as const;
/** A ward by its 4-digit IEBC code, as `ward/?search=<ward, subcounty or county name>` lists them. */
export const wardCodeSchema = z.string().regex(/^\d{4}$/, { error: 'ward_code' });

/** The oldest age a year of birth may give: older is a typing mistake. */
const OLDEST_AGE = 120;
/**
 * A year of birth from 120 years ago to this year, the year checked when the value is: a person
 * cannot be born in the future or be over 120. Issues carry the bound, which the message states.
 */
const yearOfBirth = z
  .number()
  .int()
  .check((context) => {
    const thisYear = new Date().getFullYear();
    const value = context.value;
    if (value > thisYear)
      context.issues.push({
        code: 'too_big',
        origin: 'number',
        maximum: thisYear,
        inclusive: true,
        input: value,
        message: 'born_in_future',
      });
    else if (value < thisYear - OLDEST_AGE)
      context.issues.push({
        code: 'too_small',
        origin: 'number',
        minimum: thisYear - OLDEST_AGE,
        inclusive: true,
        input: value,
        message: 'born_too_early',
      });
  });
const name = personNameSchema(80);
const groupName = personNameSchema(120);

export const farmerInputSchema = z.object({
  first_name: name,
  last_name: name,
  phone_number: kenyanPhoneSchema,
  gender: z.enum(GENDERS).nullable().default(null),
  year_of_birth: yearOfBirth.nullable().default(null),
  ward: wardCodeSchema.nullable().default(null),
  group_name: groupName.nullable().default(null),
});
export type FarmerInput = z.input<typeof farmerInputSchema>;
export type FarmerValues = z.output<typeof farmerInputSchema>;

/** PATCH: any of the fields; what is left out stays as it was. */
export const farmerPatchSchema = z.object({
  first_name: name.optional(),
  last_name: name.optional(),
  phone_number: kenyanPhoneSchema.optional(),
  gender: z.enum(GENDERS).nullable().optional(),
  year_of_birth: yearOfBirth.nullable().optional(),
  ward: wardCodeSchema.nullable().optional(),
  group_name: groupName.nullable().optional(),
});
export type FarmerPatch = z.infer<typeof farmerPatchSchema>;

export const farmerSchema = z.object({
  id: z.uuid(),
  first_name: z.string(),
  last_name: z.string(),
  phone_number: z.string(),
  gender: z.enum(GENDERS).nullable(),
  year_of_birth: z.number().int().nullable(),
  ward: z.string().nullable(),
  group_name: z.string().nullable(),
  /** The account, when the farmer is a signed-in user. */
  user: z.uuid().nullable(),
  /** The account that registered the farmer. */
  registered_by: z.uuid().nullable(),
  created_at: z.string(),
  updated_at: z.string(),
});
export type Farmer = z.infer<typeof farmerSchema>;

/** Name or phone search, and filters by ward and group. */
export const farmerQuerySchema = pageQuerySchema.extend({
  search: z.string().trim().min(1).max(80).optional(),
  ward: wardCodeSchema.optional(),
  group_name: z.string().trim().min(1).max(120).optional(),
});
export type FarmerQuery = z.infer<typeof farmerQuerySchema>;
export const farmerListSchema = paginated(farmerSchema);
export type FarmerList = z.infer<typeof farmerListSchema>;

export const entityParamsSchema = z.object({ id: z.uuid() });

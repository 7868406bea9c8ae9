import { randomBytes } from 'node:crypto';
import { parseArgs } from 'node:util';
import { eq, inArray } from 'drizzle-orm';
import { toKenyanE164 } from '../src/contract/phone-number.ts';
import { STAFF_ROLES } from '../src/contract/staff.ts';
import { users } from '../src/server/db/schema.ts';
import { createPasswordHasher } from '../src/server/services/accounts/passwords.ts';
import { openOperatorDatabase } from './operator-database.ts';

/**
 * `npm run staff -- create --phone 0712 345 678 --name "Jane Wanjiru" [--role staff|grievance_officer|admin|data_manager]`
 * (`--grievance` is short for `--role grievance_officer`; an admin may suspend and terminate accounts): staff accounts are
 * made here, never by self-registration. An existing account with that phone becomes staff and keeps
 * its password; a new one gets a generated password, printed once. `npm run staff -- list` lists them.
 * With the embedded database, stop the server first: PGlite allows one process at a time, and this
 * script is refused with a message while the server runs.
 */
const { positionals, values } = parseArgs({
  allowPositionals: true,
  options: {
    phone: { type: 'string' },
    name: { type: 'string' },
    grievance: { type: 'boolean', default: false },
    role: { type: 'string' },
    password: { type: 'string' },
  },
});
const [command] = positionals;
const usage =
  'usage: npm run staff -- create --phone <Kenyan number> --name "<first> <last>" [--role staff|grievance_officer|admin|data_manager] | list';
const ROLES = STAFF_ROLES;

const { config, database } = await openOperatorDatabase();
try {
  if (command === 'list') {
    const staff = await database.db
      .select()
      .from(users)
      .where(inArray(users.role, [...ROLES]));
    for (const user of staff) {
      console.log(`${user.role.padEnd(18)} ${user.phoneNumber}  ${user.firstName} ${user.lastName}`);
    }
  } else if (command === 'create') {
    const phone = toKenyanE164(values.phone ?? '');
    const [firstName, ...rest] = (values.name ?? '').trim().split(/\s+/);
    if (!phone || !firstName || rest.length === 0) throw new Error(usage);
    const role = ROLES.find(
      (known) => known === (values.role ?? (values.grievance ? 'grievance_officer' : 'staff')),
    );
    if (!role) throw new Error(usage);
    const [existing] = await database.db.select().from(users).where(eq(users.phoneNumber, phone));
    if (existing) {
      await database.db.update(users).set({ role, updatedAt: new Date() }).where(eq(users.id, existing.id));
      console.log(
        `${existing.firstName} ${existing.lastName} (${phone}) is now ${role}; the password is unchanged.`,
      );
    } else {
      const password = values.password ?? randomBytes(12).toString('base64url');
      const hasher = createPasswordHasher(config.auth.argon2);
      await database.db.insert(users).values({
        firstName,
        lastName: rest.join(' '),
        phoneNumber: phone,
        passwordHash: await hasher.hash(password),
        isAdult: true,
        role,
      });
      console.log(`Created ${role} ${firstName} ${rest.join(' ')} (${phone}).`);
      if (!values.password) console.log(`Password (shown once; change it with a reset): ${password}`);
    }
  } else {
    throw new Error(usage);
  }
} catch (error) {
  console.error((error as Error).message);
  process.exitCode = 1;
} finally {
  await database.close();
}

import { parseArgs } from 'node:util';
import { inArray } from 'drizzle-orm';
import { toKenyanE164 } from '../src/contract/phone-number.ts';
import { STAFF_ROLES } from '../src/contract/staff.ts';
import { users } from '../src/server/db/schema.ts';
import { createPasswordHasher } from '../src/server/services/accounts/passwords.ts';
import { makeStaff } from '../src/server/services/staff/make-staff.ts';
import { openOperatorDatabase } from './operator-database.ts';

/**
 * `npm run staff -- create --phone 0712 345 678 --name "Jane Wanjiru" [--role staff|grievance_officer|admin|data_manager]`
 * (`--grievance` is short for `--role grievance_officer`; an admin may suspend and terminate accounts): staff accounts are
 * made here, never by self-registration. An existing account with that phone becomes staff with a new
 * password (see make-staff.ts); the password, generated unless given, is printed once.
 * `npm run staff -- list` lists them.
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
    const made = await makeStaff(database.db, createPasswordHasher(config.auth.argon2), {
      phone,
      firstName,
      lastName: rest.join(' '),
      role,
      password: values.password,
    });
    const who = `${made.firstName} ${made.lastName} (${phone})`;
    if (made.created) console.log(`Created ${role} ${who}.`);
    else
      console.log(
        `${who} is now ${role}. Whoever set the account up before no longer gets in: it has a new ` +
          'password, its logins and codes have ended, and its e-mail is removed.',
      );
    if (!values.password) console.log(`Password (shown once; change it with a reset): ${made.password}`);
  } else {
    throw new Error(usage);
  }
} catch (error) {
  console.error((error as Error).message);
  process.exitCode = 1;
} finally {
  await database.close();
}

/**
 * The seeded accounts (docs/decisions.md#accounts-and-sessions): created in the Firebase Auth
 * emulator with these fixed account ids and verified emails, and named by those ids in db.json (users
 * and the records they own). Demo credentials for the offline emulator only.
 */

import { mintUnsignedToken, type MintTokenOptions } from '../api/tokens';

export type SeedRole = 'admin' | 'teacher' | 'learner';

export interface SeedAccount {
  /** The account id (Firebase's `localId`, 28 characters), fixed so that db.json can name it. */
  uid: string;
  email: string;
  password: string;
  displayName: string;
  role: SeedRole;
}

export const SEED_ACCOUNTS: readonly SeedAccount[] = [
  {
    uid: 'AdminAccount0000000000000001',
    email: 'admin@example.com',
    password: 'Admin#2026',
    displayName: 'Ada Admin',
    role: 'admin',
  },
  {
    uid: 'TeacherAccount00000000000002',
    email: 'teacher@example.com',
    password: 'Teacher#2026',
    displayName: 'Tariq Teacher',
    role: 'teacher',
  },
  {
    uid: 'LearnerAccount00000000000003',
    email: 'learner@example.com',
    password: 'Learner#2026',
    displayName: 'Lena Learner',
    role: 'learner',
  },
  {
    uid: 'MariaGarciaAccount0000000004',
    email: 'maria.garcia@example.com',
    password: 'Maria#2026',
    displayName: 'Maria Garcia',
    role: 'learner',
  },
];

/** The seeded admin's account id (records an admin's refunds in generated data). */
export const ADMIN_UID = 'AdminAccount0000000000000001';

/** email -> password, for scripts that sign in. */
export const SEED_PASSWORDS: Readonly<Record<string, string>> = Object.fromEntries(
  SEED_ACCOUNTS.map((account) => [account.email, account.password]),
);

/** The seeded certificates (mocks/seed/writeCurricula.ts): QA and the tests open their pages. */
export const SEED_CERTIFICATES = {
  /** Lena Learner's, for Python Programming: valid. */
  python: 'oaic1agBxhkO-fzpo6rSFA',
  /** Maria Garcia's, for Upwork Mastery: revoked by the refund of her enrollment. */
  revoked: 'GuZbF7nqhjIGip0PXgw1dw',
} as const;

/** email -> account id. */
export const SEED_UIDS: Readonly<Record<string, string>> = Object.fromEntries(
  SEED_ACCOUNTS.map((account) => [account.email, account.uid]),
);

/**
 * The account id of an email in jest and MSW's test accounts: a seeded account's own id, else a
 * 28-character id made from the email (the same email, the same account).
 */
export function accountIdFor(email: string): string {
  const normalised = email.trim().toLowerCase();
  const seeded = SEED_UIDS[normalised];
  if (seeded) return seeded;
  let hash = 2166136261;
  let uid = '';
  for (let round = 0; uid.length < 28; round += 1) {
    for (const char of `${round}:${normalised}`) {
      hash ^= char.charCodeAt(0);
      hash = Math.imul(hash, 16777619) >>> 0;
    }
    uid += hash.toString(36);
  }
  return uid.slice(0, 28);
}

/** An MSW test token (../api/tokens.ts) for the account of that email. */
export function testTokenFor(
  email: string,
  options: Omit<MintTokenOptions, 'email' | 'uid'> & { uid?: string } = {},
): string {
  return mintUnsignedToken({ uid: accountIdFor(email), ...options, email });
}

/**
 * The seeded accounts (docs/decisions.md#accounts-and-sessions): identical in the Firebase Auth emulator and in db.json's users.
 * Demo credentials for the offline emulator only.
 */

export type SeedRole = 'admin' | 'teacher' | 'learner';

export interface SeedAccount {
  email: string;
  password: string;
  displayName: string;
  role: SeedRole;
}

export const SEED_ACCOUNTS: readonly SeedAccount[] = [
  { email: 'admin@example.com', password: 'Admin#2026', displayName: 'Ada Admin', role: 'admin' },
  {
    email: 'teacher@example.com',
    password: 'Teacher#2026',
    displayName: 'Tariq Teacher',
    role: 'teacher',
  },
  {
    email: 'learner@example.com',
    password: 'Learner#2026',
    displayName: 'Lena Learner',
    role: 'learner',
  },
];

/** email -> password, for scripts that sign in. */
export const SEED_PASSWORDS: Readonly<Record<string, string>> = Object.fromEntries(
  SEED_ACCOUNTS.map((account) => [account.email, account.password]),
);

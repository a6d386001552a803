/** A demo account the server seeds on first run (ARCHITECTURE §3: users with roles). */
export interface DemoUser {
  username: string;
  password: string;
}

/**
 * The demo accounts, one per role (spec 000 §1: operators, designers, reviewers, administrators;
 * §6: the restricted star role). The e2e server runs without DEMO_PASSWORDS_FILE, so these
 * default passwords apply.
 */
export const demoUsers = {
  admin: { username: 'admin', password: 'Admin@12345' },
  operator: { username: 'operator', password: 'Operator@12345' },
  designer: { username: 'designer', password: 'Designer@12345' },
  reviewer: { username: 'reviewer', password: 'Reviewer@12345' },
  star: { username: 'star', password: 'Star@12345' },
} as const satisfies Record<string, DemoUser>;

export type DemoRole = keyof typeof demoUsers;

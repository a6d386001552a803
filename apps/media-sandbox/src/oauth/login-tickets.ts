import { randomBytes } from 'node:crypto';
import type { Medium } from '@toufang/media-wire';

// Between signing in and ticking advertisers on an authorize page, the sandbox keeps a short-lived
// ticket instead of sending the password around again. Real time; not persisted.

export interface LoginTicket {
  medium: Medium;
  appId: number;
  username: string;
  redirectUri: string;
  state: string | null;
  scope: string[];
  expiresAt: number;
}

const TICKET_TTL_MS = 15 * 60_000;

export class LoginTickets {
  private readonly tickets = new Map<string, LoginTicket>();

  constructor(private readonly now: () => number) {}

  issue(ticket: Omit<LoginTicket, 'expiresAt'>): string {
    const id = randomBytes(16).toString('hex');
    this.tickets.set(id, { ...ticket, expiresAt: this.now() + TICKET_TTL_MS });
    return id;
  }

  /** The ticket if it is live and belongs to this medium. */
  find(id: string, medium: Medium): LoginTicket | null {
    const ticket = this.tickets.get(id);
    if (!ticket || ticket.medium !== medium) return null;
    if (this.now() >= ticket.expiresAt) {
      this.tickets.delete(id);
      return null;
    }
    return ticket;
  }

  /** A ticket is spent once the grant is made. */
  spend(id: string): void {
    this.tickets.delete(id);
  }

  clear(): void {
    this.tickets.clear();
  }
}

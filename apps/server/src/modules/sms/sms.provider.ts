import type { FastifyBaseLogger } from 'fastify';
import type { SmsRepository } from './sms.repository';

/** Where SMS messages go. A gateway provider (Aliyun, Tencent Cloud SMS) implements the same call. */
export interface SmsProvider {
  send(mobile: string, text: string): Promise<void>;
}

/**
 * The default provider for deployments without an SMS gateway: the message is written to the server
 * log and kept in the admin-only outbox (`GET /api/sms/outbox`).
 */
export class OutboxSmsProvider implements SmsProvider {
  constructor(
    private readonly repo: SmsRepository,
    private readonly log: FastifyBaseLogger,
  ) {}

  async send(mobile: string, text: string): Promise<void> {
    await this.repo.insertOutbox(mobile, text);
    this.log.info({ mobile, sms: text }, 'sms outbox');
  }
}

import { randomBytes } from 'node:crypto';
import type { MonitorChannelInput, MonitorChannelView, RobotType } from '@toufang/contracts';
import type { SecretBox } from '../../lib/secret-box';
import { maskRobotUrl, robotSecretProblem, robotUrlProblem } from './robot-urls';

/** A robot channel as stored (sealed): its address and signing secret in full. */
export interface StoredChannel {
  id: string;
  type: RobotType;
  url: string;
  secret: string | null;
}

const SEAL_CONTEXT = 'monitor_rules.channels_sealed';

/** A rule's channels, sealed at rest: their addresses hold the robots' tokens. */
export class MonitorChannels {
  constructor(
    private readonly box: SecretBox,
    /** Hosts allowed besides the robots' own (config `MONITOR_WEBHOOK_HOSTS`). */
    private readonly extraHosts: readonly string[],
  ) {}

  seal(channels: readonly StoredChannel[]): string | null {
    return channels.length === 0 ? null : this.box.seal(JSON.stringify(channels), SEAL_CONTEXT);
  }

  open(sealed: string | null): StoredChannel[] {
    return sealed === null
      ? []
      : (JSON.parse(this.box.open(sealed, SEAL_CONTEXT)) as StoredChannel[]);
  }

  views(sealed: string | null): MonitorChannelView[] {
    return this.open(sealed).map((c) => ({
      id: c.id,
      type: c.type,
      url_masked: maskRobotUrl(c.url),
      secret_set: c.secret !== null,
    }));
  }

  /**
   * The channels a save asks for: a saved channel (by id) keeps its address and secret unless new
   * ones are given; a new one must give its address. Every problem is answered, in Chinese.
   */
  resolve(
    inputs: readonly MonitorChannelInput[],
    stored: readonly StoredChannel[],
  ): { channels: StoredChannel[]; problems: string[] } {
    const problems: string[] = [];
    const channels: StoredChannel[] = [];
    inputs.forEach((input, i) => {
      const label = `机器人 ${i + 1}`;
      const saved = input.id === undefined ? undefined : stored.find((c) => c.id === input.id);
      const url = input.url || (saved && saved.type === input.type ? saved.url : '');
      if (!url) {
        problems.push(`${label}：请输入 Webhook 地址`);
        return;
      }
      const secret =
        input.secret === undefined
          ? saved && saved.type === input.type
            ? saved.secret
            : null
          : input.secret || null;
      const urlProblem = robotUrlProblem(input.type, url, this.extraHosts);
      if (urlProblem) problems.push(`${label}：${urlProblem}`);
      const secretProblem = robotSecretProblem(input.type, secret ?? '');
      if (secretProblem) problems.push(`${label}：${secretProblem}`);
      channels.push({
        id: saved?.id ?? randomBytes(6).toString('hex'),
        type: input.type,
        url,
        secret,
      });
    });
    return { channels, problems };
  }
}

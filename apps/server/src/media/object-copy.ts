import type { TokenSource } from './http/token-provider';

// Copying a level-2 object (Ocean Engine promotion, Kuaishou unit, Tencent adgroup) into its own
// account with its creatives (docs/architecture/autorules.md "Copy a winning ad"). Ocean Engine's
// copy is its delivery screen's (the promotion read and created again in its project); Kuaishou
// and Tencent have no copy call, so the object and its creatives are read from the medium and
// created through the medium's own create calls. Names are unique per account on every medium:
// a copy is looked up by its name before anything is created, and a copy found is completed
// (its missing creatives), never made twice.

export type CopyMedium = 'bytedance' | 'kuaishou' | 'tencent';

/** The medium will not copy the object; the message says why, in Chinese. */
export class CopyRefused extends Error {
  constructor(
    readonly code: string,
    message: string,
  ) {
    super(message);
  }
}

export interface MadeCopy {
  /** The copy's id on the medium. */
  id: string;
  /** Its creatives' ids (empty where the creatives live inside the object). */
  creativeIds: string[];
}

export interface MediumObjectCopy {
  readonly medium: CopyMedium;
  /** The rate-limit buckets the copy's create calls for the advertiser draw from. */
  limiterKeys(advertiserId: string): string[];
  /** The live copy named exactly `name` in the account, if the medium has one. */
  find(token: TokenSource, advertiserId: string, name: string): Promise<string | null>;
  /**
   * Makes the copy of `sourceId` named `name`, switched on or paused, with its creatives; a copy
   * already under that name is completed and answered. CopyRefused when the source cannot be
   * copied (gone, or refused by the medium's rules for copies).
   */
  copy(
    token: TokenSource,
    advertiserId: string,
    sourceId: string,
    name: string,
    enabled: boolean,
  ): Promise<MadeCopy>;
}

export type MediumObjectCopies = Readonly<Record<CopyMedium, MediumObjectCopy>>;

import type { MaterialType } from '../lib/media-mirror';
import type { TokenSource } from './http/token-provider';

// Copying files of one advertiser's library into other advertisers of the same medium without
// uploading them again (spec 002 §7 `material/bind`, `material/share`). Each medium that has such
// a call implements this in its folder; what the call takes is packages/domain
// materials/account-copy.ts.

/** A file of the source account, by the ids the medium keeps it under there. */
export interface SourceFile {
  fileId: string;
  materialId: string;
}

/** What became of one (file, target account). */
export type CopyOutcome = { sourceFileId: string; targetAdvertiserId: string } & (
  | {
      status: 'copied';
      /** The target's ids of the file. */
      fileId: string;
      materialId: string;
      /** The target had the file already; the medium copied nothing. */
      existed: boolean;
    }
  | {
      /** The medium left this target out; the message says why, in Chinese. */
      status: 'refused';
      code: string;
      message: string;
      /** The medium asks for the share to be sent again. */
      retryable: boolean;
    }
);

export interface MediaAccountCopy {
  /** The rate-limit buckets one call for the source advertiser draws from. */
  limiterKeys(advertiserId: string): string[];
  /**
   * Copies `files` (all of `kind`) of `advertiserId` to every target in one call. Answers an
   * outcome for every (file, target); a refusal of the whole call throws the medium's error.
   */
  copy(
    token: TokenSource,
    advertiserId: string,
    kind: MaterialType,
    files: readonly SourceFile[],
    targets: readonly string[],
  ): Promise<CopyOutcome[]>;
}

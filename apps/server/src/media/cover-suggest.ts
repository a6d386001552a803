import type { TokenSource } from './http/token-provider';

// Cover suggestions for a video in an advertiser's library (spec 002 §7 `material/suggestcover`,
// `tencent/material/suggestcover`). Each medium that has a call implements this in its folder;
// which media have one is packages/domain materials/cover-suggest.ts.

export interface CoverCandidate {
  /** The medium's image id of the cover, where it answers one (usable as the video's cover). */
  id: string | null;
  url: string;
  width: number | null;
  height: number | null;
}

export interface CoverSuggestion {
  /** `running` while the medium still makes them: ask again. */
  status: 'running' | 'succeeded' | 'failed';
  covers: CoverCandidate[];
}

export interface MediaCoverSuggest {
  suggest(token: TokenSource, advertiserId: string, videoId: string): Promise<CoverSuggestion>;
}

/** A grant's tokens and when they expire. */
export interface TokenSet {
  accessToken: string;
  refreshToken: string;
  accessExpiresAt: Date;
  refreshExpiresAt: Date;
}

/**
 * Gives the client the access token to call with, and a new one when the medium says it expired.
 * `refresh` throws `ReauthorizeRequired` when the grant can no longer be refreshed.
 */
export interface TokenProvider {
  accessToken(): Promise<string>;
  /** A fresh access token after `expired` was refused as expired. */
  refresh(expired: string): Promise<string>;
}

/** A bare access token (no refresh possible), or a provider that can refresh. */
export type TokenSource = string | TokenProvider;

export interface RefreshingTokensOptions {
  tokens: TokenSet;
  /** The medium's refresh call (an adapter's `refresh`). */
  refresh(refreshToken: string): Promise<TokenSet>;
  /** Persists rotated tokens (sealed at rest by media-accounts). */
  onRefreshed?(tokens: TokenSet): Promise<void> | void;
}

export interface RefreshingTokens extends TokenProvider {
  current(): TokenSet;
}

/**
 * A provider over one grant's tokens. Concurrent calls that all meet the expiry share one refresh:
 * Ocean Engine rotates the refresh token, so a second refresh with the old one would fail.
 */
export function refreshingTokens(options: RefreshingTokensOptions): RefreshingTokens {
  let tokens = options.tokens;
  let inFlight: Promise<TokenSet> | null = null;
  return {
    current: () => tokens,
    accessToken: () => Promise.resolve(tokens.accessToken),
    async refresh(expired) {
      if (tokens.accessToken !== expired) return tokens.accessToken;
      inFlight ??= (async () => {
        try {
          const next = await options.refresh(tokens.refreshToken);
          tokens = next;
          await options.onRefreshed?.(next);
          return next;
        } finally {
          inFlight = null;
        }
      })();
      return (await inFlight).accessToken;
    },
  };
}

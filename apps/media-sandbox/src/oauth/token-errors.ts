import { mediumError, type MediumError } from '../http/medium-error';
import type { ExchangeResult, RefreshResult } from './grant-service';

/** Why an auth code was refused, as the medium's error (OE 40115 / TX 11013 for a reused code). */
export function codeRefused(reason: Extract<ExchangeResult, { ok: false }>['reason']): MediumError {
  switch (reason) {
    case 'used':
      return mediumError('authCodeUsed');
    case 'expired':
      return mediumError('authCodeExpired');
    case 'redirect-mismatch':
      return mediumError('param', 'redirect_uri 与发起授权时不一致');
    case 'unknown':
      return mediumError('authCodeInvalid');
  }
}

/** Why a refresh token was refused; a rotated-away token is as good as unknown. */
export function refreshRefused(
  reason: Extract<RefreshResult, { ok: false }>['reason'],
): MediumError {
  return mediumError(reason === 'expired' ? 'refreshTokenExpired' : 'refreshTokenInvalid');
}

/** Seconds left until an expiry on the simulated clock. */
export function secondsUntil(expiresAt: number, now: number): number {
  return Math.max(0, Math.round((expiresAt - now) / 1000));
}

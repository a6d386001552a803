import { onUnknownEnumValue } from '@toufang/media-wire';
import type { ClientLogger } from './media-call';

// A medium adds status and type values without notice. The wire schemas keep such a value as it
// came (the mirror's raw status shows it, the domain status is `unknown`) instead of failing the
// call; this logs each new value once per process so someone maps it.

/** Sends every enum value outside the published sets (once per enum and value) to `log`. */
export function logUnknownEnumValues(log: ClientLogger): () => void {
  return onUnknownEnumValue(({ enumName, value }) => {
    log.warn(
      { module: 'media-wire', enumName, value },
      'media answer carries an enum value outside the published set; kept as sent',
    );
  });
}

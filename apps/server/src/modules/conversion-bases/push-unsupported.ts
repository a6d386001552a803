import type { BaseMedium } from '@toufang/contracts';
import { BASE_MEDIUM_SHAPES, BASE_PUSH_UNAVAILABLE } from '@toufang/domain';
import { AppError } from '../../lib/app-error';

/** The refusal of a push on a medium without one, with the medium's reason when it has one. */
export function pushUnsupported(medium: BaseMedium): AppError {
  const reason = BASE_PUSH_UNAVAILABLE[medium];
  return new AppError('BASE_PUSH_UNSUPPORTED', {
    params: { medium: BASE_MEDIUM_SHAPES[medium].name, reason: reason ? `：${reason}` : '' },
  });
}

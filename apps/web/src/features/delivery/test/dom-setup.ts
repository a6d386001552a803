import { cleanup } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, vi } from 'vitest';
import { setFeedback } from '../../../api/feedback';
import { stubMatchMedia } from '../../../test/stub-match-media';
import { stubResizeObserver } from './fake-api';

/**
 * Registers what a delivery component test needs around each test: antd's media queries, a
 * ResizeObserver, API feedback that shows nothing; and the cleanup of the DOM and the stubbed
 * globals (fetch included) afterwards.
 */
export function setUpDeliveryDom(): void {
  beforeAll(stubMatchMedia);
  beforeEach(() => {
    setFeedback({ showError: vi.fn(), confirmRelogin: vi.fn() });
    stubResizeObserver();
  });
  afterEach(() => {
    cleanup();
    setFeedback(undefined);
    vi.unstubAllGlobals();
  });
}

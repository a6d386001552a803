/**
 * Where the API client shows its messages (spec 000 §8). The antd-backed implementation is
 * registered by `FeedbackHost` inside ConfigProvider, so notifications follow it (locale, theme);
 * tests register a recording fake instead of mocking antd.
 */
export interface ErrorNotice {
  title: string;
  /** Shown with `white-space: pre-line`: '\n' separates lines. */
  description: string;
  /** Notices with the same key replace each other instead of piling up. */
  key?: string;
}

export interface Feedback {
  /** A notification that does not close by itself (spec 000 §8, §9: offset 60, no auto-close). */
  showError(notice: ErrorNotice): void;
  /** The re-login confirm for code -100; `onClosed` runs whichever way the dialog closes. */
  confirmRelogin(handlers: { onRelogin: () => void; onClosed: () => void }): void;
}

const fallback: Feedback = {
  // Before the app has mounted there is nowhere to render; the console keeps the trace.
  showError: (notice) => console.error(`${notice.title}: ${notice.description}`),
  confirmRelogin: ({ onClosed }) => onClosed(),
};

let current: Feedback = fallback;

export function setFeedback(feedback: Feedback | undefined): void {
  current = feedback ?? fallback;
}

export function getFeedback(): Feedback {
  return current;
}

/**
 * `loading` for buttons of quick calls: the spinner appears only when a call takes longer than this.
 * A spinner shown and withdrawn within a frame or two flickers, and antd's exit animation of its
 * icon can be left half-way on a fast local network.
 */
export const SPINNER_DELAY = { delay: 150 } as const;

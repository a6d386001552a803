/**
 * Whether an object modified at `modified` belongs to a listing of what changed since `since`
 * (every object when `since` is null). The media report whole seconds, so `since` counts from the
 * start of its second: an object modified in the same second is never lost.
 */
export function modifiedSince(modified: Date | null | undefined, since: Date | null): boolean {
  if (since === null) return true;
  const from = Math.floor(since.getTime() / 1000) * 1000;
  return modified !== null && modified !== undefined && modified.getTime() >= from;
}

// Endpoint patterns of the fault and rate-limit knobs: an optional method, then a path glob where
// `*` matches within one path segment and `**` across segments, e.g.
// "POST /oceanengine/open_api/v3.0/*/status/update/" or "/kuaishou/**".

export type EndpointMatcher = (method: string, path: string) => boolean;

export function compileEndpointPattern(pattern: string): EndpointMatcher {
  const trimmed = pattern.trim();
  const space = trimmed.indexOf(' ');
  const method = space > 0 ? trimmed.slice(0, space).toUpperCase() : null;
  const pathGlob = space > 0 ? trimmed.slice(space + 1).trim() : trimmed;
  let source = '';
  for (let i = 0; i < pathGlob.length; i += 1) {
    const c = pathGlob.charAt(i);
    if (c === '*' && pathGlob[i + 1] === '*') {
      source += '.*';
      i += 1;
    } else if (c === '*') source += '[^/]*';
    else source += c.replace(/[.+?^${}()|[\]\\]/g, '\\$&');
  }
  const regex = new RegExp(`^${source}$`);
  return (requestMethod, path) =>
    (method === null || method === requestMethod.toUpperCase()) && regex.test(path);
}

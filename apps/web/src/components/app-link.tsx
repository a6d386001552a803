import type { ReactNode } from 'react';
import { Link } from 'react-router';

const EXTERNAL = /^(https?:|mailto:|tel:)/i;

export function isExternalLink(to: string): boolean {
  return EXTERNAL.test(to);
}

/** spec 000 §2: http, https, mailto and tel links open in a new tab; the rest are in-app routes. */
export function AppLink({ to, children }: { to: string; children: ReactNode }) {
  if (isExternalLink(to)) {
    return (
      <a href={to} target="_blank" rel="noopener noreferrer">
        {children}
      </a>
    );
  }
  return <Link to={to}>{children}</Link>;
}

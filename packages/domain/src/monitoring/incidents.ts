// Incidents (docs/architecture/monitoring.md): a rule's check answers the subjects that match now;
// each (rule, subject) has at most one open incident. A subject that matches without one opens
// it (and notifies); one that still matches keeps its incident quietly; an open incident whose
// subject no longer matches is resolved (and notifies). A failed check changes nothing.

/** A subject a check found matching, with what it found, in words. */
export interface Finding {
  subjectKey: string;
  subjectName: string;
  message: string;
}

export interface OpenIncident {
  id: number;
  subjectKey: string;
}

export interface IncidentPlan {
  open: Finding[];
  keep: { id: number; finding: Finding }[];
  resolve: OpenIncident[];
}

/** What a check's findings do to the rule's open incidents; a subject found twice counts once. */
export function planIncidents(
  openIncidents: readonly OpenIncident[],
  findings: readonly Finding[],
): IncidentPlan {
  const found = new Map<string, Finding>();
  for (const f of findings) if (!found.has(f.subjectKey)) found.set(f.subjectKey, f);
  const openByKey = new Map<string, OpenIncident>();
  for (const i of openIncidents) if (!openByKey.has(i.subjectKey)) openByKey.set(i.subjectKey, i);
  const plan: IncidentPlan = { open: [], keep: [], resolve: [] };
  for (const [key, finding] of found) {
    const incident = openByKey.get(key);
    if (incident) plan.keep.push({ id: incident.id, finding });
    else plan.open.push(finding);
  }
  for (const incident of openIncidents) {
    if (!found.has(incident.subjectKey)) plan.resolve.push(incident);
  }
  return plan;
}

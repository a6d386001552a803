import { EDIT_DEFINITIONS, type EditField } from '@toufang/domain';
import type { ValueField } from '../../media/medium-writes';
import type { WriteTaskSpec } from '../delivery-writes/delivery-writes.tasks';

/** The write field each edit field is sent as (`${medium}.${level}.${field}` task types). */
export const EDIT_WRITE_FIELDS: Readonly<Record<EditField, ValueField>> = {
  name: 'name',
  budget: 'budget',
  cpaBid: 'cpaBid',
  endDate: 'endTime',
  audience: 'audience',
  placements: 'placements',
  schedule: 'weekSchedule',
  materials: 'materials',
  titles: 'titles',
};

/**
 * The writes of the edit pages, one task type `${medium}.${level}.${field}` per field a definition
 * edits, registered with the delivery screens' write tables (a type both name is registered once).
 */
export const EDIT_WRITE_SPECS: readonly WriteTaskSpec[] = EDIT_DEFINITIONS.flatMap((d) =>
  d.fields.length === 0
    ? []
    : [
        {
          medium: d.family,
          level: d.level,
          mirrorLevel: d.mirrorLevel,
          fields: d.fields.map((f) => EDIT_WRITE_FIELDS[f]),
        },
      ],
);

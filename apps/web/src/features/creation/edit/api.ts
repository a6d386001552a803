import {
  EDIT_API_BASE,
  type EditObjectAnswer,
  type EditSaveAnswer,
  type EditValuesBody,
} from '@toufang/contracts';
import { apiGet, apiPost } from '../../../api/client';

// The edit pages' calls (contracts object-edits.ts): the object read from its medium, the save.

export const editKey = (route: string, type: string, id: string) =>
  ['object-edit', route, type, id] as const;

const pathOf = (route: string, type: string, id: string) =>
  `${EDIT_API_BASE}/${route}/${encodeURIComponent(type)}/${encodeURIComponent(id)}`;

export const loadEditObject = (route: string, type: string, id: string) =>
  apiGet<EditObjectAnswer>(pathOf(route, type, id), undefined, { silent: true });

export const saveEditObject = (route: string, type: string, id: string, values: EditValuesBody) =>
  apiPost<EditSaveAnswer>(pathOf(route, type, id), { values }, { silent: true });

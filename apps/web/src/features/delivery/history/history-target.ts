/** The object whose history is read: its type in the history and the medium's id. */
export interface HistoryTarget {
  /** The writes' object type (advertiser, project, unit…). */
  objectType: string;
  objectId: string;
  /** Shown in the drawer's title. */
  name: string;
}

/**
 * The parent a drill-down opened a tab with (spec 001 §2: an account name opens its projects, a
 * project name its ads, an ad name its materials), shown as a removable tag: the parent tab's
 * title, the row, and the body key the child tab is filtered by.
 */
export interface ParentFilter {
  /** The parent tab's title (账户, 项目…). */
  title: string;
  id: string;
  name: string;
  body: string;
}

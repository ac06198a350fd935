export interface Crumb {
  title: string;
  href?: string;
}

/** What every page loader returns about itself: route name, title and breadcrumb trail. */
export interface PageFrame {
  name: string;
  title: string;
  crumbs: Crumb[];
}

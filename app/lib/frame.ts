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

/** Title, description, image and canonical of a page, after the SEO settings of its path. */
export interface SeoView {
  title: string;
  description: string;
  image: string | null;
  canonical: string;
  text: string;
}

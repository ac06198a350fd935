/** The handbook card and list as the API and the loaders present them (server/handbooks/handbooks.presenter.ts). */
export interface HandbookCardView {
  id: number;
  title: string;
  url: string;
  excerpt: string;
  access: boolean;
  access_level: string;
  date: string | null;
  options: { notshowdate: boolean };
  theme: { id: number; alias: string; title: string } | null;
  topics: { id: number; alias: string; title: string }[];
  views: number;
  share_count: number;
  favorites_count: number;
  favorite: boolean;
  rating: number;
  rating_count: number;
  /** The visitor's own rating (handbook page only). */
  rating_personal?: number | null;
}

export interface HandbookFilterItem {
  id: string;
  label: string;
  count: number;
}

export interface HandbookListView {
  data: HandbookCardView[];
  meta: { current_page: number; last_page: number; per_page: number; total: number };
  types: HandbookFilterItem[];
  filters: { queryName: string; title: string; placeholder: string; items: HandbookFilterItem[] }[];
}

export { kyivDate as formatDate } from '../../../common/uk-locale';

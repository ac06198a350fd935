/** Shapes the documents pages receive from their loaders (the API's presented answers). */
import type { DocumentFormat } from '../../../common/documents';

export type Block =
  | { kind: 'title'; text: string }
  | { kind: 'heading'; text: string }
  | { kind: 'paragraph'; text: string; align?: 'left' | 'center' | 'right' }
  | { kind: 'list'; ordered: boolean; items: string[] }
  | { kind: 'table'; header: string[]; rows: string[][] }
  | { kind: 'signatures'; lines: { role: string; name: string }[] };

export interface DocumentCard {
  id: number;
  alias: string;
  url: string;
  title: string;
  lead: string;
  type: { id: string; label: string };
  rubric: { alias: string; title: string };
  has_sample: boolean;
  formats: DocumentFormat[];
  is_fillable: boolean;
  access: boolean;
  hasAccess: boolean;
  date: string | null;
  views: number;
  share_count: number;
  favorites_count: number;
  comments_count: number;
  favorite: { enabled: boolean; inFavorites: boolean };
  viewed: boolean;
}

export interface DocumentView extends DocumentCard {
  legal: string[];
  preview: Block[];
  preview_is_cut: boolean;
  sample_preview: Block[] | null;
  fill: {
    uses_company: boolean;
    inputs: { id: string; label: string; classifier: boolean }[];
    formats: DocumentFormat[];
  } | null;
  profession_code: string | null;
  files: { variant: string; format: DocumentFormat; label: string; url: string }[];
}

export interface DocumentListView {
  data: DocumentCard[];
  meta: { current_page: number; last_page: number; per_page: number; total: number };
  totals: { absolute_total: number };
  rubric: { alias: string; title: string } | null;
  descriptionTitle: string;
  descriptionText: string;
  footerText: string;
  filter_counters: {
    queries: { total: number; sample: number; favorite: number };
    filter_type: { items: { id: string; label: string; count: number }[] }[];
  };
}

export interface CompanyProfileView {
  name: string;
  edrpou: string;
  director: string;
  address: string;
  accountant: string;
}

/**
 * Texts of the HR theme's demo news (./news.ts keeps their titles, taxonomy and dates): each post
 * as an editor wrote it — a lead (the open part a reader without a subscription sees, `contentShort`)
 * and a body of sections under `<h2>` headings. Figures are the 2026 ones from the sourced research
 * (МЗП 8 647 грн, ЄСВ 22 %, ПДФО 18 %, військовий збір 5 %); a rule that is not confirmed by a
 * source is not stated as fact.
 */
import { hrNewsBodies1 } from './news-hr-1';
import { hrNewsBodies2 } from './news-hr-2';
import { hrNewsBodies3 } from './news-hr-3';
import { hrNewsBodies4 } from './news-hr-4';

export interface HrNewsBody {
  /** The post's title exactly as in ./news.ts (the texts are matched by it). */
  title: string;
  /** One `<p>` of one or two sentences. */
  lead: string;
  /** Three or four sections, each an `<h2>` followed by paragraphs, lists or a quote; no ids. */
  body: string;
}

export const hrNewsBodies: readonly HrNewsBody[] = [
  ...hrNewsBodies1,
  ...hrNewsBodies2,
  ...hrNewsBodies3,
  ...hrNewsBodies4,
];

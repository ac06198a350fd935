import { loadAccess } from '../access/access';
import { type ListHandbooksOptions, listHandbooks } from './list-handbooks';
import { presentHandbookList } from './handbooks.presenter';

/** The presented list response: the API's /search and /handbooks/search, and the /handbooks page. */
export async function listHandbooksPage(opts: ListHandbooksOptions) {
  const [list, access] = await Promise.all([listHandbooks(opts), loadAccess({ db: opts.db, user: opts.user })]);
  return presentHandbookList(list, { access });
}

import { defineCapability } from '../capability';
import { CALCULATORS } from '../../common/tools/calculators';
import { classifierSeed, titleKey } from './classifier';
import { countProfessions, importProfessions } from './professions/import-professions';
import { calculatorsSearchSource } from './search/calculators-source';
import { toolsRoutes } from './tools.routes';
import { toolsServices } from './tools-services';
import { startReminderTimer } from './calendar/reminder-timer';
import { seedDemoCalendars } from './calendar/calendar-seed';

/**
 * Calculators on dated rules, the professions classifier, the personal deadline calendar with its iCal
 * feed and reminders, and the site search (which gathers the `search` sources of every capability).
 */
export const tools = defineCapability({
  name: 'tools',
  api: toolsRoutes,
  services: (deps) => {
    startReminderTimer(deps);
    return toolsServices(deps);
  },
  seed: {
    // The classifier's top of the tree and common titles are reference data: loaded once into an empty table.
    // A table loaded before gets only the titles checked against a source (added if missing, marked checked),
    // so working headings never stand beside the official file's.
    reference: async ({ db }) => {
      const seed = classifierSeed();
      if ((await countProfessions(db)) > 0) {
        const checked = seed.titles.filter((t) => seed.checked.has(titleKey(t)));
        await importProfessions({ db, rows: checked, checked: true });
        return;
      }
      const headings = [...seed.tree.values()]
        .filter((n) => n.title !== null)
        .map((n) => ({ code: n.code, title: n.title as string }));
      await importProfessions({
        db,
        rows: [...headings, ...seed.titles],
        checked: (r) => seed.checked.has(titleKey(r)),
      });
    },
    // The demo accounts' calendars: roles, reminders and their own notes around the 2026 deadlines.
    demo: ({ db }) => seedDemoCalendars(db),
  },
  // The section pages are in the route table's sitemap already; each calculator page is added here.
  sitemap: async () => CALCULATORS.map((c) => `/calculators/${c.alias}`),
  search: [calculatorsSearchSource],
});

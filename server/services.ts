import type { ThemeId } from '../common/themes';
import type { Capability } from './capability';
import type { Capabilities } from './capabilities';
import type { AppDeps } from './http/types';

type ServicesOf<C> =
  C extends Capability<infer Name, infer S> ? ([S] extends [never] ? never : { name: Name; s: S }) : never;
type CapabilityServices = {
  [E in ServicesOf<Capabilities[number]> as E['name']]: E['s'];
};

/**
 * Services bound to this process's dependencies, handed to React Router loaders through the load
 * context (loaders call services in-process, never HTTP to self): `services.<capability name>`,
 * built from the capability list, plus the sitemap that gathers every capability's public items.
 */
export function createServices(deps: AppDeps) {
  const { capabilities } = deps.registry;
  const byName = Object.fromEntries(
    capabilities.filter((c) => c.services).map((c) => [c.name, c.services?.(deps)]),
  ) as CapabilityServices;
  return {
    ...byName,
    sitemap: {
      /** Paths of public content items of the theme, from every capability that lists some. */
      urls: async (theme: ThemeId): Promise<string[]> =>
        (await Promise.all(capabilities.map((c) => c.sitemap?.(deps, { theme }) ?? Promise.resolve([])))).flat(),
    },
  };
}

export type Services = ReturnType<typeof createServices>;

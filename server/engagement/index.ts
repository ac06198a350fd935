import { defineCapability } from '../capability';
import { favoritesRoutes } from '../favorites/favorites.routes';

export const engagement = defineCapability({
  name: 'engagement',
  api: favoritesRoutes,
});

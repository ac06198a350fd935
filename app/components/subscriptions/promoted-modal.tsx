import { useEffect, useRef } from 'react';
import { buildPromotionEvent, type PromotionPlacement } from '../../../common/analytics';
import { pushDataLayer } from './data-layer';

/**
 * Promotion events for a modal placement: view when it opens, select when its link is followed,
 * close when it is closed any other way (spec part 2 §3, promotion event types).
 */
export function usePromotionModal(opts: { open: boolean; placement: PromotionPlacement; link: string; title: string }) {
  const { open, placement, link, title } = opts;
  const push = (type: 'view' | 'select' | 'close') =>
    pushDataLayer(buildPromotionEvent({ type, placement, link, title, base: window.location.origin }));
  const wasOpen = useRef(false);
  // biome-ignore lint/correctness/useExhaustiveDependencies: fires on opening only
  useEffect(() => {
    if (open && !wasOpen.current) push('view');
    wasOpen.current = open;
  }, [open]);
  return { onClosedBy: (how: 'escape' | 'backdrop' | 'link' | 'button') => push(how === 'link' ? 'select' : 'close') };
}

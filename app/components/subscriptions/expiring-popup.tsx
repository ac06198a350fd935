import { useEffect, useState } from 'react';
import { Link } from '../ui/link';
import { buildPromotionEvent } from '../../../common/analytics';
import { expiringPopupKey, formatSubscriptionEnd, isExpiringSoon } from '../../../common/subscription-rules';
import { Modal } from '../ui/modal';
import { pushDataLayer } from './data-layer';
import { subscriptionTexts as t } from './texts';

export interface ExpiringSubscription {
  package: string;
  plan: string | null;
  plan_title: string;
  is_demo: boolean;
  end: string;
  days_left: number;
}

export const renewHref = (s: { package: string; plan: string | null; is_demo: boolean }) =>
  `/checkout/${s.package}/${s.is_demo || !s.plan ? '12m' : s.plan}`;

/**
 * "Your subscription ends soon" (within 14 days): shown once per key (plan + end date) on whatever
 * page the subscriber is on; it is the banner_subscribe_end promotion (view, select on renew, close).
 */
export function ExpiringPopup({ current }: { current: ExpiringSubscription | null }) {
  const [isOpen, setOpen] = useState(false);
  const promotion = (type: 'view' | 'select' | 'close') =>
    current &&
    pushDataLayer(
      buildPromotionEvent({
        type,
        placement: 'banner_subscribe_end',
        link: renewHref(current),
        title: t.expiringTitle,
        base: window.location.origin,
      }),
    );
  const key = current ? expiringPopupKey({ planTitle: current.plan_title, end: current.end }) : null;
  // biome-ignore lint/correctness/useExhaustiveDependencies: one check per subscription key
  useEffect(() => {
    if (!current || !key || !isExpiringSoon(current.days_left)) return;
    if (window.localStorage.getItem(key)) return;
    window.localStorage.setItem(key, '1');
    setOpen(true);
    promotion('view');
  }, [key]);
  if (!current) return null;
  return (
    <Modal
      open={isOpen}
      onOpenChange={setOpen}
      onClosedBy={(how) => promotion(how === 'link' ? 'select' : 'close')}
      title={t.expiringTitle}
      description={t.expiring(current.days_left, formatSubscriptionEnd(current.end, current.days_left))}
    >
      <Link to={renewHref(current)} className="btn-primary">
        {t.renew}
      </Link>
    </Modal>
  );
}

import { Link } from '../ui/link';
import { msg } from '../../../common/messages';
import { useRootData } from '../../root';
import { themes } from '../../theme/themes';
import type { PromotionPlacement } from '../../../common/analytics';
import { Modal } from '../ui/modal';
import { usePromotionModal } from './promoted-modal';
import { subscriptionTexts as t } from './texts';

interface ModalState {
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

function MoreLink() {
  return (
    <Link to="/subscribe" className="btn-primary w-full sm:w-auto">
      {msg.more}
    </Link>
  );
}

/** No subscription access: title, explanation and «Детальніше» to /subscribe. */
export function NoSubscriptionModal({
  open,
  onOpenChange,
  placement = 'button_noaccess_video',
}: ModalState & { placement?: PromotionPlacement }) {
  const { onClosedBy } = usePromotionModal({ open, placement, link: '/subscribe', title: t.noAccessTitle });
  return (
    <Modal
      open={open}
      onOpenChange={onOpenChange}
      title={t.noAccessTitle}
      description={t.noAccessText}
      onClosedBy={onClosedBy}
    >
      <MoreLink />
    </Modal>
  );
}

/** Consultation-service no-access: the text depends on the theme and the service. */
export function ConsultationNoAccessModal({
  open,
  onOpenChange,
  service,
  text,
}: ModalState & { service: string; text?: string }) {
  const { theme } = useRootData();
  const s = themes[theme].consultationServices.find((c) => c.slug === service);
  return (
    <Modal
      open={open}
      onOpenChange={onOpenChange}
      title={s?.title ?? t.noAccessTitle}
      description={text ?? s?.noAccess ?? t.noAccessText}
    >
      <MoreLink />
    </Modal>
  );
}

/** Subscribe: a short pitch with the way to the packages. */
export function SubscribeModal({
  open,
  onOpenChange,
  placement = 'header_subscribe',
}: ModalState & { placement?: PromotionPlacement }) {
  const { onClosedBy } = usePromotionModal({ open, placement, link: '/subscribe', title: t.subscribeTitle });
  return (
    <Modal
      open={open}
      onOpenChange={onOpenChange}
      title={t.subscribeTitle}
      description={t.subscribeText}
      onClosedBy={onClosedBy}
    >
      <Link to="/subscribe" className="btn-primary w-full sm:w-auto">
        {t.choosePackage}
      </Link>
    </Modal>
  );
}

/** Subscribe to demo: the demo offer leads to the demo campaign landing. */
export function SubscribeDemoModal({ open, onOpenChange }: ModalState) {
  return (
    <Modal open={open} onOpenChange={onOpenChange} title={t.demoTitle} description={t.demoText}>
      <Link to="/demo" className="btn-primary w-full sm:w-auto">
        {t.demoCta}
      </Link>
    </Modal>
  );
}

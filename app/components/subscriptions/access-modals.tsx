import { Link } from 'react-router';
import { msg } from '../../../common/messages';
import { useRootData } from '../../root';
import { themes } from '../../theme/themes';
import { Modal } from '../ui/modal';
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
export function NoSubscriptionModal({ open, onOpenChange }: ModalState) {
  return (
    <Modal open={open} onOpenChange={onOpenChange} title={t.noAccessTitle} description={t.noAccessText}>
      <MoreLink />
    </Modal>
  );
}

/** Consultation-service no-access: the text depends on the theme and the service. */
export function ConsultationNoAccessModal({ open, onOpenChange, service }: ModalState & { service: string }) {
  const { theme } = useRootData();
  const s = themes[theme].consultationServices.find((c) => c.slug === service);
  return (
    <Modal open={open} onOpenChange={onOpenChange} title={s?.title ?? t.noAccessTitle} description={s?.noAccess ?? t.noAccessText}>
      <MoreLink />
    </Modal>
  );
}

/** Subscribe: a short pitch with the way to the packages. */
export function SubscribeModal({ open, onOpenChange }: ModalState) {
  return (
    <Modal open={open} onOpenChange={onOpenChange} title={t.subscribeTitle} description={t.subscribeText}>
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

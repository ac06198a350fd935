import type { ConsultationServiceSlug } from '../../common/consultation-services';

/**
 * Thread settings of the services (spec part 2 §3 Thread: replies 0 hidden, 1 off, 2 on for e-mail
 * responses). Every service of the desk answers by e-mail.
 */
const replies: Record<ConsultationServiceSlug, 0 | 1 | 2> = {
  'osobistiy-konsultant': 2,
  'consultations-documents': 2,
  'consultations-viiskovyi-oblik': 2,
  'consultation-zp-check': 2,
  'consultation-pn-unblock': 2,
};

export const threadReplies = (service: ConsultationServiceSlug) => replies[service];

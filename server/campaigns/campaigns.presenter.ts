import type { CampaignConfig } from './find-campaign';

export function presentCampaign(c: CampaignConfig, registrations: number) {
  return {
    alias: c.alias,
    title: c.title,
    grant_kind: c.grantKind,
    creates_account: c.createsAccount,
    package_code: c.packageCode,
    demo_days: c.demoDays,
    gift_url: c.giftUrl,
    webinar_id: c.webinarId,
    course_id: c.courseId,
    ok_path: c.okPath,
    exists_path: c.existsPath,
    already_path: c.alreadyPath,
    letter_subject: c.letterSubject,
    letter_text: c.letterText,
    starts_at: c.startsAt?.toISOString() ?? null,
    ends_at: c.endsAt?.toISOString() ?? null,
    registrations,
  };
}

import type { MailMessage } from './mailer';

const escapeHtml = (s: string) => s.replace(/[&<>"']/g, (ch) => `&#${ch.charCodeAt(0)};`);

/** The one layout of every letter: greeting, paragraphs, a button with its link also written out. */
function letter(opts: {
  to: string;
  subject: string;
  greeting: string;
  paragraphs: string[];
  action: { label: string; url: string };
  footer: string;
}): MailMessage {
  const { to, subject, greeting, paragraphs, action, footer } = opts;
  const html = `<!doctype html><html lang="uk"><head><meta charset="utf-8"><title>${escapeHtml(subject)}</title></head>
<body style="margin:0;padding:24px;background:#f8fafc;font-family:Arial,Helvetica,sans-serif;color:#0f172a">
<div style="max-width:560px;margin:0 auto;background:#ffffff;border-radius:12px;padding:24px">
<p style="font-size:16px">${escapeHtml(greeting)}</p>
${paragraphs.map((p) => `<p style="font-size:15px;line-height:1.5">${escapeHtml(p)}</p>`).join('\n')}
<p style="margin:24px 0"><a href="${escapeHtml(action.url)}"
style="background:#1f5fbf;color:#ffffff;padding:12px 20px;border-radius:8px;
text-decoration:none;display:inline-block">${escapeHtml(action.label)}</a></p>
<p style="font-size:13px;color:#475569">Якщо кнопка не працює, відкрийте посилання:
<a href="${escapeHtml(action.url)}">${escapeHtml(action.url)}</a></p>
<p style="font-size:13px;color:#475569">${escapeHtml(footer)}</p>
</div></body></html>`;
  const text = [greeting, '', ...paragraphs.flatMap((p) => [p, '']), `${action.label}: ${action.url}`, '', footer].join(
    '\n',
  );
  return { to, subject, html, text };
}

const hello = (name: string) => (name.trim() ? `Вітаємо, ${name.trim()}!` : 'Вітаємо!');

export function confirmationMail(opts: { to: string; name: string; link: string; site: string }): MailMessage {
  return letter({
    to: opts.to,
    subject: `Підтвердження e-mail на «${opts.site}»`,
    greeting: hello(opts.name),
    paragraphs: [
      `Дякуємо за реєстрацію на «${opts.site}».`,
      'Щоб підтвердити адресу електронної пошти, натисніть кнопку нижче.',
    ],
    action: { label: 'Підтвердити e-mail', url: opts.link },
    footer: 'Якщо ви не реєструвалися, просто проігноруйте цей лист.',
  });
}

export function passwordResetMail(opts: {
  to: string;
  name: string;
  link: string;
  site: string;
  validHours: number;
}): MailMessage {
  return letter({
    to: opts.to,
    subject: `Відновлення пароля на «${opts.site}»`,
    greeting: hello(opts.name),
    paragraphs: [
      'Ми отримали запит на відновлення пароля до вашого акаунта.',
      `Посилання діє ${opts.validHours} год. і спрацює лише один раз.`,
    ],
    action: { label: 'Встановити новий пароль', url: opts.link },
    footer: 'Якщо ви не надсилали запит, нічого не робіть: пароль залишиться без змін.',
  });
}

/**
 * A guest entered the e-mail of an existing account in a campaign form: the account's owner is
 * told and registers by signing in (nothing is registered in their name silently).
 */
export function campaignInvitationMail(opts: { to: string; name: string; link: string; site: string }): MailMessage {
  return letter({
    to: opts.to,
    subject: `Реєстрація на захід на «${opts.site}»`,
    greeting: hello(opts.name),
    paragraphs: [
      `На «${opts.site}» вашу адресу вказали у формі реєстрації на захід.`,
      'Щоб зареєструватися, увійдіть у свій акаунт і повторіть реєстрацію.',
    ],
    action: { label: 'Увійти', url: opts.link },
    footer: 'Якщо це були не ви, просто проігноруйте цей лист.',
  });
}

/** A consultant answered the client's question (sent once per answer when the thread mails replies). */
export function consultationAnswerMail(opts: {
  to: string;
  name: string;
  service: string;
  question: string;
  link: string;
  site: string;
}): MailMessage {
  const excerpt = opts.question.length > 200 ? `${opts.question.slice(0, 200)}…` : opts.question;
  return letter({
    to: opts.to,
    subject: `Відповідь на ваше запитання: ${opts.service}`,
    greeting: hello(opts.name),
    paragraphs: [`Експерт відповів на ваше запитання «${excerpt}».`, 'Відповідь чекає у розділі «Мої консультації».'],
    action: { label: 'Переглянути відповідь', url: opts.link },
    footer: `Ви отримали цей лист, бо поставили запитання на «${opts.site}».`,
  });
}

/** The letter a campaign sends on registration: its own subject and text, a button to the gift or the site. */
export function campaignMail(opts: {
  to: string;
  name: string;
  subject: string;
  text: string;
  action: { label: string; url: string };
  site: string;
}): MailMessage {
  return letter({
    to: opts.to,
    subject: opts.subject,
    greeting: hello(opts.name),
    paragraphs: opts.text.split(/\n{2,}/).filter((p) => p.trim()),
    action: opts.action,
    footer: `Ви отримали цей лист, бо зареєструвалися на «${opts.site}».`,
  });
}

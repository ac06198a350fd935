import { Link } from '../ui/link';
import { ErrorReportButton } from '../comments/error-report-button';
import { useRootData } from '../../root';
import { themes } from '../../theme/themes';

const socialNames: Record<string, string> = {
  telegram: 'Telegram',
  viber: 'Viber',
  facebook: 'Facebook',
  instagram: 'Instagram',
  youtube: 'YouTube',
};

export function Footer() {
  const { settings, theme } = useRootData();
  const t = themes[theme];
  return (
    <footer className="mt-12 border-t border-slate-200 bg-white">
      <div className="mx-auto grid max-w-7xl gap-8 px-4 py-10 sm:grid-cols-2 lg:grid-cols-4">
        <div>
          <p className="font-bold text-[var(--color-primary)]">{t.name}</p>
          <p className="mt-2 text-sm text-slate-600">{t.tagline}</p>
        </div>
        <address className="text-sm not-italic text-slate-700">
          <p className="font-semibold">Контакти</p>
          <p className="mt-2">{settings.contacts.address}</p>
          {settings.contacts.phones.map((p) => (
            <p key={p}>
              <a href={`tel:${p.replace(/[^+\d]/g, '')}`} className="inline-flex min-h-6 items-center hover:underline">
                {p}
              </a>
            </p>
          ))}
          <p>
            <a href={`mailto:${settings.contacts.email}`} className="inline-flex min-h-6 items-center hover:underline">
              {settings.contacts.email}
            </a>
          </p>
        </address>
        <nav aria-label="Інформація" className="flex flex-col gap-1 text-sm">
          <p className="font-semibold">Інформація</p>
          <Link to="/about" className="hover:underline">
            Про нас
          </Link>
          <Link to="/offer" className="hover:underline">
            Договір оферти
          </Link>
          <Link to="/privacy" className="hover:underline">
            Політика конфіденційності
          </Link>
          <Link to="/subscribe" className="hover:underline">
            Передплата
          </Link>
          <ErrorReportButton className="text-left hover:underline" />
        </nav>
        <div className="text-sm">
          <p className="font-semibold">Ми в соцмережах</p>
          <ul className="mt-2 flex flex-wrap gap-2">
            {Object.entries(settings.social).map(([key, href]) => (
              <li key={key}>
                <a href={href} className="chip" rel="noopener noreferrer" target="_blank">
                  {socialNames[key] ?? key}
                </a>
              </li>
            ))}
          </ul>
        </div>
      </div>
      <p className="border-t border-slate-100 py-4 text-center text-xs text-slate-500">
        © {new Date().getFullYear()} {t.name}. Усі права захищено.
      </p>
    </footer>
  );
}

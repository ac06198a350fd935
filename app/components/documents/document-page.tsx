import { useEffect, useState } from 'react';
import { Link } from '../ui/link';
import { documentMessages } from '../../../common/documents';
import { useAuth } from '../auth/auth-provider';
import { DocumentFavorite, DocumentShare } from './document-actions';
import { DocumentPreview } from './document-preview';
import type { CompanyProfileView, DocumentCard, DocumentView } from './document-types';
import { FillForm } from './fill-form';
import { kyivDate } from '../../../common/uk-locale';

/** The document page: preview, downloads, profile fill, favourite, share, views, related, comments frame. */
export function DocumentPage({
  doc,
  related,
  company,
  fillValues,
  isSignedIn,
  countsViewOnLoad,
  comments,
}: {
  doc: DocumentView;
  related: DocumentCard[];
  company: CompanyProfileView | null;
  fillValues: Record<string, string> | null;
  isSignedIn: boolean;
  countsViewOnLoad: boolean;
  /** The comments block; the counts frame below stands in without it. */
  comments?: React.ReactNode;
}) {
  const { requireLogin, showAccessRequired } = useAuth();
  const [views, setViews] = useState(doc.views);
  const [showFill, setShowFill] = useState(false);
  useEffect(() => {
    if (!countsViewOnLoad) return;
    fetch(`/api/documents/document/${doc.id}/view`)
      .then((r) => (r.ok ? r.json() : null))
      .then((answer: { views: number } | null) => {
        if (answer) setViews(answer.views);
      })
      .catch(() => undefined);
  }, [doc.id, countsViewOnLoad]);

  // The fill keeps company details per account: a guest is asked to log in or register first.
  const handleFill = () => {
    if (!isSignedIn) return showAccessRequired();
    setShowFill(true);
  };

  return (
    <article aria-labelledby="page-title">
      <p className="text-sm text-slate-600">
        <Link to={`/documents/${doc.rubric.alias}`} className="underline">
          {doc.rubric.title}
        </Link>{' '}
        · {doc.type.label}
        {doc.date ? ` · ${kyivDate(doc.date)}` : ''} · <span data-testid="views">Переглядів: {views}</span>
      </p>
      <h1 id="page-title" className="mt-1 text-2xl font-bold sm:text-3xl">
        {doc.title}
      </h1>
      <p className="mt-2 text-slate-700">{doc.lead}</p>
      <div className="mt-4 flex flex-wrap gap-2">
        <DocumentFavorite
          id={doc.id}
          favorite={doc.favorite.inFavorites}
          count={doc.favorites_count}
          isSignedIn={isSignedIn}
        />
        <DocumentShare id={doc.id} count={doc.share_count} />
      </div>
      <section aria-labelledby="downloads-title" className="card mt-4">
        <h2 id="downloads-title" className="font-semibold">
          Завантажити
        </h2>
        {doc.hasAccess ? (
          <div className="mt-2 flex flex-wrap gap-2">
            {doc.files.map((f) => (
              <a
                key={`${f.variant}-${f.format}`}
                href={f.url}
                download
                className={f.format === 'docx' ? 'btn-primary' : 'btn-secondary'}
              >
                {f.label}
              </a>
            ))}
            {doc.fill ? (
              <button type="button" className="btn-secondary" onClick={handleFill} aria-expanded={showFill}>
                Заповнити за моїми даними
              </button>
            ) : null}
          </div>
        ) : (
          <div className="mt-2 text-sm">
            <p>{documentMessages.noAccess}.</p>
            <p className="mt-1">
              {isSignedIn ? null : (
                <>
                  <button type="button" className="underline" onClick={() => requireLogin()}>
                    Увійдіть
                  </button>{' '}
                  або{' '}
                </>
              )}
              <Link to="/subscribe" className="underline">
                оформіть передплату
              </Link>
              , щоб завантажити бланк{doc.has_sample ? ', зразок заповнення' : ''}
              {doc.fill ? ' і заповнити документ за своїми даними' : ''}.
            </p>
          </div>
        )}
      </section>
      {showFill && doc.hasAccess ? (
        <div className="mt-4">
          <FillForm doc={doc} company={company} stored={fillValues} />
        </div>
      ) : null}
      <section aria-labelledby="preview-title" className="mt-6">
        <h2 id="preview-title" className="text-lg font-semibold">
          Перегляд шаблону
        </h2>
        <div className="mt-2">
          <DocumentPreview blocks={doc.preview} label="Шаблон документа" />
        </div>
        {doc.preview_is_cut ? (
          <p className="mt-2 text-sm text-slate-700">Повний текст шаблону доступний передплатникам.</p>
        ) : null}
      </section>
      {doc.sample_preview ? (
        <section aria-labelledby="sample-title" className="mt-6">
          <h2 id="sample-title" className="text-lg font-semibold">
            Зразок заповнення
          </h2>
          <div className="mt-2">
            <DocumentPreview blocks={doc.sample_preview} label="Зразок заповнення" />
          </div>
        </section>
      ) : null}
      {doc.legal.length ? (
        <section aria-labelledby="legal-title" className="mt-6">
          <h2 id="legal-title" className="text-lg font-semibold">
            Нормативна база
          </h2>
          <ul className="mt-2 list-disc ps-6 text-sm">
            {doc.legal.map((l) => (
              <li key={l}>{l}</li>
            ))}
          </ul>
        </section>
      ) : null}
      {related.length ? (
        <section aria-labelledby="related-title" className="mt-6">
          <h2 id="related-title" className="text-lg font-semibold">
            Схожі документи
          </h2>
          <ul className="mt-2 space-y-1">
            {related.map((r) => (
              <li key={r.id}>
                <Link to={r.url} className="underline">
                  {r.title}
                </Link>
              </li>
            ))}
          </ul>
        </section>
      ) : null}
      {comments ?? (
        <section id="comments" aria-labelledby="comments-title" className="card mt-8" data-testid="comments-block">
          <h2 id="comments-title" className="text-lg font-semibold">
            Коментарі <span className="text-slate-600">({doc.comments_count})</span>
          </h2>
          <p className="mt-2 text-sm text-slate-600">Обговорення документа з’явиться тут.</p>
        </section>
      )}
    </article>
  );
}

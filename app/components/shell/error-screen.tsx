import { Link } from 'react-router';

/** 404 and 500 pages of the spec: the 500 page says technical works are under way, with a button home. */
export function ErrorScreen({ status, detail }: { status: number; detail?: string }) {
  const isNotFound = status === 404;
  return (
    <main
      className="mx-auto flex min-h-[60vh] max-w-xl flex-col items-center justify-center gap-4 px-4 py-16 text-center"
      data-status={status}
    >
      <p className="text-6xl font-bold text-[var(--color-primary)]">{status}</p>
      <h1 className="text-2xl font-semibold">
        {isNotFound
          ? 'Сторінку не знайдено'
          : status >= 500
            ? 'На сайті тривають технічні роботи'
            : 'Цю сторінку неможливо показати'}
      </h1>
      <p className="text-slate-600">
        {isNotFound
          ? 'Можливо, її перенесли або адресу введено з помилкою. Скористайтеся меню або поверніться на головну.'
          : status >= 500
            ? 'Ми вже працюємо над цим. Спробуйте оновити сторінку за кілька хвилин.'
            : 'Перевірте адресу або поверніться на головну.'}
      </p>
      {detail ? (
        <p className="text-xs text-slate-400" data-testid="error-detail">
          {detail}
        </p>
      ) : null}
      <Link to="/" reloadDocument={status >= 500} className="btn-primary">
        На головну
      </Link>
    </main>
  );
}

import { lazy, Suspense, useState } from 'react';
import { errorReportTexts } from '../../../common/error-report-texts';

/** The form and its validation load on first use: every page shows the button, few open it. */
const ErrorReportModal = lazy(() => import('./error-report'));

/** 'Повідомити про помилку': a button that opens the report form (footer and article pages). */
export function ErrorReportButton({ className }: { className?: string }) {
  const [isOpen, setOpen] = useState(false);
  return (
    <>
      <button type="button" className={className} onClick={() => setOpen(true)}>
        {errorReportTexts.title}
      </button>
      {isOpen ? (
        <Suspense fallback={null}>
          <ErrorReportModal onClose={() => setOpen(false)} />
        </Suspense>
      ) : null}
    </>
  );
}

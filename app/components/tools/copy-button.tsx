import { useState } from 'react';

/** Copies a text (e.g. the exact title for the work book); says so on the button. */
export function CopyButton({ text, label }: { text: string; label: string }) {
  const [isCopied, setCopied] = useState(false);
  return (
    <button
      type="button"
      className="btn-ghost px-2 py-1 text-xs"
      aria-label={`${label}: ${text}`}
      onClick={() => {
        void navigator.clipboard?.writeText(text).then(() => setCopied(true));
      }}
    >
      {isCopied ? 'Скопійовано' : label}
    </button>
  );
}

import { useEffect } from 'react';
import { newsMessages } from '../../../common/news';

/**
 * Copy with source (spec part 1 §2): when the copied selection touches an element marked
 * data-copy-source, the plain text gets "Джерело: {url}" and the HTML a source link.
 */
export function useCopyWithSource(enabled: boolean) {
  useEffect(() => {
    if (!enabled) return;
    const handleCopy = (event: ClipboardEvent) => {
      const selection = window.getSelection();
      if (!selection || selection.isCollapsed || !event.clipboardData) return;
      const range = selection.getRangeAt(0);
      const marked = [...document.querySelectorAll('[data-copy-source]')].some((el) => range.intersectsNode(el));
      if (!marked) return;
      const url = window.location.href.split('#')[0];
      const holder = document.createElement('div');
      holder.appendChild(range.cloneContents());
      const escaped = url.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');
      event.clipboardData.setData('text/plain', `${selection.toString()}\n\n${newsMessages.source(url)}`);
      event.clipboardData.setData(
        'text/html',
        `${holder.innerHTML}<p>Джерело: <a href="${escaped}">${escaped}</a></p>`,
      );
      event.preventDefault();
    };
    document.addEventListener('copy', handleCopy);
    return () => document.removeEventListener('copy', handleCopy);
  }, [enabled]);
}

import { useEffect } from 'react';
import { useLocation } from 'react-router';
import { gtmSnippet } from '../../../common/analytics';
import { CHAT_WIDGET_POLL_LIMIT_MS, CHAT_WIDGET_POLL_MS, isChatWidgetHidden } from '../../../common/chat-widget';

/** The tag manager's loader in <head>, with the page's CSP nonce; nothing when no container is set. */
export function TagManager({ id, nonce }: { id: string | null | undefined; nonce: string | undefined }) {
  if (!id) return null;
  return <script nonce={nonce} data-testid="gtm" dangerouslySetInnerHTML={{ __html: gtmSnippet(id) }} />;
}

/**
 * Loads the third-party chat widget once and, after each navigation, shows or hides the element it
 * adds (spec rule of hidden paths), looking for it every 100 ms for up to 1 s since it appears late.
 */
export function ChatWidget({ config }: { config: { src: string; selector: string } | null }) {
  const location = useLocation();
  useEffect(() => {
    if (!config || document.querySelector('script[data-chat-widget]')) return;
    const script = document.createElement('script');
    script.src = config.src;
    script.async = true;
    script.dataset.chatWidget = 'true';
    const nonce = document.querySelector<HTMLScriptElement>('script[nonce]')?.nonce;
    if (nonce) script.nonce = nonce;
    document.body.appendChild(script);
  }, [config]);
  useEffect(() => {
    if (!config) return;
    const isHidden = isChatWidgetHidden(location.pathname, location.search);
    const apply = () => {
      const el = document.querySelector<HTMLElement>(config.selector);
      if (!el) return false;
      el.style.display = isHidden ? 'none' : '';
      el.dataset.chatHidden = String(isHidden);
      return true;
    };
    if (apply()) return;
    const started = Date.now();
    const timer = window.setInterval(() => {
      if (apply() || Date.now() - started >= CHAT_WIDGET_POLL_LIMIT_MS) window.clearInterval(timer);
    }, CHAT_WIDGET_POLL_MS);
    return () => window.clearInterval(timer);
  }, [config, location.pathname, location.search]);
  return null;
}

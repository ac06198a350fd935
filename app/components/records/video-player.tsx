import { useEffect, useRef, useState } from 'react';
import { embedUrl, recordLimits, recordMessages, videoProvider } from '../../../common/records';
import { useAuth } from '../auth/auth-provider';
import { NoSubscriptionModal } from '../subscriptions/access-modals';
import { clock, type VideoView } from './record-types';

const PLAYER_ORIGINS = ['https://www.youtube-nocookie.com', 'https://www.youtube.com', 'https://player.vimeo.com'];

/** Seconds the player reports in a postMessage (YouTube infoDelivery, Vimeo timeupdate/playProgress). */
function reportedSeconds(data: unknown): number | null {
  let msg = data;
  if (typeof msg === 'string') {
    try {
      msg = JSON.parse(msg);
    } catch {
      return null;
    }
  }
  const m = msg as { event?: string; info?: { currentTime?: number }; data?: { seconds?: number } };
  if (m?.event === 'infoDelivery' && typeof m.info?.currentTime === 'number') return m.info.currentTime;
  if ((m?.event === 'timeupdate' || m?.event === 'playProgress') && typeof m.data?.seconds === 'number') {
    return m.data.seconds;
  }
  return null;
}

/**
 * The poster first; the player's iframe loads only when the visitor asks for it. A video without
 * access opens the no-access notice instead (guest: access required; signed in: no subscription).
 * The watch position goes to the server as whole seconds, at most once per throttle period, and on leaving.
 */
export function VideoPlayer({
  video,
  recordTitle,
  isSignedIn,
}: {
  video: VideoView & { timecode?: number };
  recordTitle: string;
  isSignedIn: boolean;
}) {
  const { showAccessRequired } = useAuth();
  const [isPlaying, setPlaying] = useState(false);
  const [isNoAccessOpen, setNoAccessOpen] = useState(false);
  const frame = useRef<HTMLIFrameElement>(null);
  const position = useRef(video.timecode ?? 0);
  const lastSent = useRef({ at: 0, seconds: video.timecode ?? 0 });

  const handlePlay = () => {
    if (!video.hasAccess) {
      if (isSignedIn) setNoAccessOpen(true);
      else showAccessRequired();
      return;
    }
    setPlaying(true);
  };

  useEffect(() => {
    if (!isPlaying || !video.embed || !isSignedIn) return;
    const send = (force: boolean) => {
      const seconds = Math.floor(position.current);
      const now = Date.now();
      if (seconds === lastSent.current.seconds) return;
      if (!force && now - lastSent.current.at < recordLimits.timecodeThrottleMs) return;
      lastSent.current = { at: now, seconds };
      const url = `/api/records/video/${video.id}/timecode`;
      const body = JSON.stringify({ time: Math.min(seconds, recordLimits.maxTimecode) });
      if (force && navigator.sendBeacon) {
        navigator.sendBeacon(url, new Blob([body], { type: 'application/json' }));
        return;
      }
      void fetch(url, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body,
        credentials: 'same-origin',
      });
    };
    const handleMessage = (e: MessageEvent) => {
      if (!PLAYER_ORIGINS.includes(e.origin)) return;
      const seconds = reportedSeconds(e.data);
      if (seconds === null || seconds < 0) return;
      position.current = seconds;
      send(false);
    };
    const handleLeave = () => send(true);
    const handleLoad = () => {
      // Ask the player to report its time (YouTube "listening", Vimeo event subscription).
      const target = frame.current?.contentWindow;
      if (!target || !video.embed) return;
      if (video.embed.provider === 'youtube') {
        target.postMessage(JSON.stringify({ event: 'listening', id: video.id, channel: 'widget' }), '*');
      } else {
        target.postMessage(JSON.stringify({ method: 'addEventListener', value: 'timeupdate' }), '*');
      }
    };
    const el = frame.current;
    el?.addEventListener('load', handleLoad);
    window.addEventListener('message', handleMessage);
    window.addEventListener('pagehide', handleLeave);
    return () => {
      el?.removeEventListener('load', handleLoad);
      window.removeEventListener('message', handleMessage);
      window.removeEventListener('pagehide', handleLeave);
      send(true);
    };
  }, [isPlaying, video.embed, video.id, isSignedIn]);

  const resume = video.timecode ?? 0;
  if (!video.playable) {
    // No recording uploaded yet: say so instead of a player that cannot start.
    return (
      <div
        className={
          'flex aspect-video w-full flex-col items-center justify-center gap-2 rounded-xl p-4 text-center ' +
          'bg-gradient-to-br from-slate-800 to-[var(--color-primary-dark)] text-white'
        }
        data-testid="video-soon"
        role="status"
      >
        <span className="text-sm opacity-90">{recordTitle}</span>
        <span className="font-semibold">{video.title}</span>
        <span className="text-lg font-semibold">{recordMessages.videoSoon}</span>
        <span className="max-w-md text-sm opacity-90">{recordMessages.videoSoonHint}</span>
      </div>
    );
  }
  return (
    <div className="relative aspect-video w-full overflow-hidden rounded-xl bg-slate-900" data-testid="video-player">
      {isPlaying && video.embed ? (
        <iframe
          ref={frame}
          title={`Відео: ${video.title}`}
          src={embedUrl(video.embed.id, resume)}
          data-provider={videoProvider(video.embed.id)}
          className="absolute inset-0 h-full w-full"
          allow="autoplay; fullscreen; picture-in-picture"
          allowFullScreen
        />
      ) : (
        <button
          type="button"
          onClick={handlePlay}
          className={
            'absolute inset-0 flex h-full w-full flex-col items-center justify-center gap-3 p-4 text-center ' +
            'bg-gradient-to-br from-slate-800 to-[var(--color-primary-dark)] text-white'
          }
          aria-label={`${recordMessages.playLabel}: ${video.title}`}
          data-testid="video-poster"
        >
          <span className="text-sm opacity-90">{recordTitle}</span>
          <span className="flex h-16 w-16 items-center justify-center rounded-full bg-white/90 text-3xl text-slate-900">
            ▶
          </span>
          <span className="font-semibold">{video.title}</span>
          <span className="text-sm opacity-90">
            {video.duration}
            {resume > 0 ? ` · ${recordMessages.continueWatching} з ${clock(resume)}` : ''}
          </span>
          {!video.hasAccess ? <span className="text-xs uppercase tracking-wide">Доступ за передплатою</span> : null}
        </button>
      )}
      <NoSubscriptionModal open={isNoAccessOpen} onOpenChange={setNoAccessOpen} />
    </div>
  );
}

import { useState } from 'react';
import { Link } from '../ui/link';
import { introVideo as texts } from '../../../common/consultation-pages';
import { embedUrl } from '../../../common/records';

export interface IntroVideo {
  url: string;
  video: { title: string; embed_id: string } | null;
}

/**
 * The service's video introduction (its record/video id pair): the player loads only when asked
 * for; without the video in the catalogue, a link to the record's page.
 */
export function IntroVideoBlock({ intro }: { intro: IntroVideo }) {
  const [isPlaying, setPlaying] = useState(false);
  const { video } = intro;
  return (
    <section className="card flex flex-col gap-3" aria-labelledby="intro-video-title" data-testid="intro-video">
      <h2 id="intro-video-title" className="text-lg font-semibold">
        {texts.title}
      </h2>
      {video ? (
        <>
          <div className="aspect-video w-full overflow-hidden rounded bg-slate-900">
            {isPlaying ? (
              <iframe
                src={embedUrl(video.embed_id)}
                title={video.title}
                className="h-full w-full"
                allow="autoplay; fullscreen; picture-in-picture"
                allowFullScreen
              />
            ) : (
              <button
                type="button"
                className="flex h-full w-full items-center justify-center text-lg font-semibold text-white"
                onClick={() => setPlaying(true)}
              >
                ▶ {texts.play}: {video.title}
              </button>
            )}
          </div>
          <Link to={intro.url} className="text-sm text-[var(--color-primary)] hover:underline">
            {texts.record}
          </Link>
        </>
      ) : (
        <p className="text-slate-700">
          <Link to={intro.url} className="text-[var(--color-primary)] hover:underline">
            {texts.missing}
          </Link>
        </p>
      )}
    </section>
  );
}

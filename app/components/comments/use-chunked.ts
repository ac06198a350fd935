import { useEffect, useState } from 'react';
import { chunkedCount, commentRules } from '../../../common/comments';

/**
 * How many of `length` comments to render now: all of a short list; for a long one (above the
 * view's threshold) a chunk at first and one more every interval, so the page stays responsive
 * while a big thread is drawn. A fresh list (`generation` changes) starts again from one chunk.
 */
export function useChunked(length: number, view: 'list' | 'search', generation: number): number {
  const [ticks, setTicks] = useState(0);
  // biome-ignore lint/correctness/useExhaustiveDependencies: a new generation restarts the chunks
  useEffect(() => setTicks(0), [generation]);
  const shown = chunkedCount(length, view, ticks);
  const isGrowing = shown < length;
  useEffect(() => {
    if (!isGrowing) return;
    const timer = setInterval(() => setTicks((n) => n + 1), commentRules.chunk.everyMs);
    return () => clearInterval(timer);
  }, [isGrowing]);
  return shown;
}

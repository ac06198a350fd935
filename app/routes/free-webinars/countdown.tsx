import { useEffect, useState } from 'react';

const SECOND = 1000;
const pad = (n: number) => String(n).padStart(2, '0');

/** Days, hours, minutes and seconds left; zero once the time has come. */
export function splitRemaining(ms: number) {
  const total = Math.max(0, Math.floor(ms / SECOND));
  return {
    days: Math.floor(total / 86_400),
    hours: Math.floor((total % 86_400) / 3600),
    minutes: Math.floor((total % 3600) / 60),
    seconds: total % 60,
  };
}

/**
 * Time left until the start: the server renders the remaining time it computed, the browser then
 * counts down every second against the start date.
 */
export function Countdown({ startsAt, remainingMs }: { startsAt: string; remainingMs: number }) {
  const [left, setLeft] = useState(remainingMs);
  useEffect(() => {
    const target = Date.parse(startsAt);
    const tick = () => setLeft(Math.max(0, target - Date.now()));
    tick();
    const timer = setInterval(tick, SECOND);
    return () => clearInterval(timer);
  }, [startsAt]);
  const { days, hours, minutes, seconds } = splitRemaining(left);
  if (left <= 0) return <p className="font-medium">Вебінар розпочався</p>;
  return (
    <p className="flex flex-wrap items-baseline gap-2" role="timer" aria-label="До початку вебінару">
      <span className="text-sm text-slate-600">До початку:</span>
      <span className="text-xl font-semibold tabular-nums" data-testid="countdown">
        {days > 0 ? `${days} дн. ` : ''}
        {pad(hours)}:{pad(minutes)}:{pad(seconds)}
      </span>
    </p>
  );
}

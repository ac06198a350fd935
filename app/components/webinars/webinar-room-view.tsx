import { useState } from 'react';
import { Countdown } from '../../routes/free-webinars/countdown';
import { useChannel } from '../../lib/realtime';
import { CommentsBlock } from '../comments/comments-block';

type CommentsBlockData = Parameters<typeof CommentsBlock>[0]['block'];

export interface WebinarRoom {
  id: number;
  title: string;
  date: string;
  state: 'upcoming' | 'live' | 'ended';
  stream_embed: string | null;
  stream_url: string | null;
  presence_channel: string;
  programme: string[];
  materials: { title: string; kind: 'link' | 'file'; url: string }[];
  gifts: string[];
  record_id: number | null;
}

type Material = WebinarRoom['materials'][number];

/** Links and files (files download through the participants-only address). */
export function MaterialsList({ materials }: { materials: Material[] }) {
  if (!materials.length) return null;
  return (
    <ul className="list-disc pl-5" data-testid="materials">
      {materials.map((m) => (
        <li key={m.url}>
          <a
            href={m.url}
            className="text-[var(--color-primary)] underline"
            {...(m.kind === 'file' ? { download: '' } : { rel: 'noopener noreferrer' })}
          >
            {m.title}
          </a>
          {m.kind === 'file' ? <span className="text-sm text-slate-600"> (файл)</span> : null}
        </li>
      ))}
    </ul>
  );
}

/** How many people are in the room now (the presence channel's count, sent on every join and leave). */
function usePresence(channel: string): number | null {
  const [count, setCount] = useState<number | null>(null);
  useChannel(channel, (event, payload) => {
    if (event === 'presence') setCount((payload as { count: number }).count);
  });
  return count;
}

/** The live room: stream, presence, countdown, gift after the end, materials and the chat. */
export function WebinarRoomView({
  room,
  chat,
  remainingMs,
}: {
  room: WebinarRoom;
  chat: CommentsBlockData | null;
  remainingMs: number;
}) {
  const present = usePresence(room.presence_channel);
  return (
    <article aria-labelledby="page-title" className="flex flex-col gap-5">
      <div className="flex flex-wrap items-baseline justify-between gap-3">
        <h1 id="page-title" className="text-2xl font-bold">
          {room.title}
        </h1>
        <p className="text-sm text-slate-600" aria-live="polite" data-testid="presence">
          {present === null ? 'Учасники приєднуються…' : `Зараз у кімнаті: ${present}`}
        </p>
      </div>
      {room.state === 'upcoming' ? <Countdown startsAt={room.date} remainingMs={remainingMs} /> : null}
      <section aria-label="Трансляція" className="aspect-video w-full overflow-hidden rounded-xl bg-slate-900">
        {room.stream_embed ? (
          <iframe
            src={room.stream_embed}
            title={`Трансляція: ${room.title}`}
            className="h-full w-full"
            allow="autoplay; fullscreen; picture-in-picture"
            allowFullScreen
          />
        ) : (
          <p className="flex h-full items-center justify-center p-4 text-center text-white">
            {room.stream_url ? (
              <a href={room.stream_url} className="underline" rel="noopener noreferrer" target="_blank">
                Відкрити трансляцію
              </a>
            ) : room.state === 'ended' ? (
              'Вебінар завершився'
            ) : (
              'Трансляція з’явиться тут на початку вебінару'
            )}
          </p>
        )}
      </section>
      {room.state === 'ended' ? (
        <section aria-labelledby="after-title" className="card flex flex-col gap-2">
          <h2 id="after-title" className="text-lg font-semibold">
            Дякуємо, що були з нами!
          </h2>
          {room.gifts.length ? (
            <>
              <p>Ваш подарунок:</p>
              <ul className="list-disc pl-5">
                {room.gifts.map((g) => (
                  <li key={g}>{g}</li>
                ))}
              </ul>
            </>
          ) : null}
          {room.record_id ? (
            <a href={`/events/${room.record_id}`} className="text-[var(--color-primary)] underline">
              Дивитися запис
            </a>
          ) : (
            <p>Запис з’явиться серед відео найближчим часом.</p>
          )}
        </section>
      ) : null}
      <section aria-labelledby="materials-title" className="flex flex-col gap-2">
        <h2 id="materials-title" className="text-lg font-semibold">
          Матеріали
        </h2>
        <MaterialsList materials={room.materials} />
        {room.programme.length ? (
          <>
            <h3 className="font-semibold">Програма вебінару</h3>
            <ol className="list-decimal pl-5">
              {room.programme.map((m) => (
                <li key={m}>{m}</li>
              ))}
            </ol>
          </>
        ) : null}
        <a
          href={`/api/records/free-webinars/${room.id}/calendar.ics`}
          className="text-[var(--color-primary)] underline"
        >
          Додати до календаря
        </a>
      </section>
      <section aria-labelledby="chat-title" className="flex flex-col gap-2">
        <h2 id="chat-title" className="text-lg font-semibold">
          Чат вебінару
        </h2>
        {chat ? <CommentsBlock block={chat} isSignedIn /> : <p>Чат зараз недоступний.</p>}
      </section>
    </article>
  );
}

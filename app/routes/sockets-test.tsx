import { useState } from 'react';
import { pageOf } from '../lib/frame.server';
import { seoMeta, themeFromMatches } from '../lib/meta';
import { useChannel, useRealtimeConnection } from '../lib/realtime';
import type { Route } from './+types/sockets-test';

export async function loader(args: Route.LoaderArgs) {
  const { frame, seo } = pageOf(args.context);
  return { frame, seo };
}

export const meta: Route.MetaFunction = ({ data, matches }) => seoMeta(data?.seo, themeFromMatches(matches));

const connectionLabels = {
  off: 'Не підключено',
  connecting: 'Підключення…',
  connected: 'Підключено',
  disconnected: 'З’єднання втрачено',
} as const;
const channelLabels = { pending: 'Очікує', joined: 'Підписано', refused: 'Відмовлено' } as const;

function ChannelLog({ channel }: { channel: string }) {
  const [events, setEvents] = useState<string[]>([]);
  const state = useChannel(channel, (event, payload) =>
    setEvents((list) => [`${event}: ${JSON.stringify(payload).slice(0, 300)}`, ...list].slice(0, 50)),
  );
  return (
    <section className="card mt-4" aria-label={`Канал ${channel}`}>
      <p>
        <span className="font-semibold">{channel}</span> —{' '}
        <span data-channel-state={state}>{channelLabels[state]}</span>
      </p>
      <ol className="mt-2 text-sm">
        {events.map((e, i) => (
          <li key={`${i}-${e}`} className="break-all">
            {e}
          </li>
        ))}
      </ol>
    </section>
  );
}

/** /sockets-test (login required): the connection state, joining a channel and its events. */
export default function SocketsTest({ loaderData }: Route.ComponentProps) {
  const connection = useRealtimeConnection();
  const [channels, setChannels] = useState<string[]>([]);
  const [name, setName] = useState('');
  return (
    <div>
      <h1 className="text-2xl font-bold">{loaderData.frame.title}</h1>
      <p className="mt-2" role="status">
        Стан з’єднання: <span data-connection={connection}>{connectionLabels[connection]}</span>
      </p>
      <form
        className="mt-4 flex flex-wrap items-end gap-2"
        onSubmit={(e) => {
          e.preventDefault();
          const channel = name.trim();
          if (channel && !channels.includes(channel)) setChannels((list) => [...list, channel]);
          setName('');
        }}
      >
        <label className="flex flex-col text-sm">
          Канал
          <input className="input" value={name} placeholder="comments.5828" onChange={(e) => setName(e.target.value)} />
        </label>
        <button type="submit" className="btn-primary">
          Підписатися
        </button>
      </form>
      {channels.map((c) => (
        <ChannelLog key={c} channel={c} />
      ))}
    </div>
  );
}

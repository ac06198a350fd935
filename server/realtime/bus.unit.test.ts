import { describe, expect, it } from 'vitest';
import { buildRegistry } from '../capability';
import { capabilities } from '../capabilities';
import { EventBus, type RoomMessage } from './bus';

describe('domain events', () => {
  it('reach the rooms the capability list maps them to, and their own listeners', () => {
    const bus = new EventBus(buildRegistry(capabilities).events);
    const messages: RoomMessage[] = [];
    const types: string[] = [];
    bus.subscribe((m) => messages.push(m));
    bus.onDomainEvent((e) => types.push(e.type));
    bus.publish({
      type: 'subscription.activated',
      payload: { userId: 7, subscriptionId: 3, packageId: 2, endAt: '2027-01-01T00:00:00.000Z' },
    });
    bus.publish({ type: 'nobody.listens', payload: {} });
    expect(messages).toEqual([
      {
        room: 'private-user.7',
        event: 'subscription_activated',
        payload: { id: 3, end_at: '2027-01-01T00:00:00.000Z' },
      },
    ]);
    expect(types).toEqual(['subscription.activated', 'nobody.listens']);
  });

  it('a type mapped by two capabilities is refused when the list is built', () => {
    const twice = { 'x.happened': () => [] };
    expect(() =>
      buildRegistry([
        { name: 'a', events: twice },
        { name: 'b', events: twice },
      ]),
    ).toThrow('Domain event x.happened is mapped twice');
  });
});

import { EventEmitter } from 'node:events';

/** Domain events, emitted by services after their write commits; the realtime server relays them to rooms. */
export interface DomainEvent {
  /** socket.io room, e.g. `comments.266`, `consultations`, `private-user.5`. */
  room: string;
  event: string;
  payload: unknown;
}

export class EventBus {
  readonly #emitter = new EventEmitter();
  emit(event: DomainEvent): void {
    this.#emitter.emit('event', event);
  }
  subscribe(listener: (event: DomainEvent) => void): () => void {
    this.#emitter.on('event', listener);
    return () => this.#emitter.off('event', listener);
  }
}

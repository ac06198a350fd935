import { EventEmitter } from 'node:events';

/**
 * Something that happened in the domain (`comment.created`, `consultation.answered`,
 * `subscription.activated` …). Services publish it after their write commits; they never address
 * sockets themselves.
 */
export interface DomainEvent {
  type: string;
  payload: Record<string, unknown>;
}

/** What the realtime server sends: one socket event to one room. */
export interface RoomMessage {
  /** socket.io room, e.g. `comments.266`, `consultations`, `private-user.5`. */
  room: string;
  event: string;
  payload: unknown;
}

/** Per domain event type: the room messages it becomes. Capabilities contribute theirs. */
export type DomainEventRooms = Record<string, (payload: Record<string, unknown>) => RoomMessage[]>;

/**
 * The process's event bus. `publish` takes domain events and, through the one mapping built from
 * the capability list, turns them into room messages for the realtime server; other listeners
 * (mail, counters) may follow the domain events themselves.
 */
export class EventBus {
  readonly #emitter = new EventEmitter();
  readonly #rooms: DomainEventRooms;

  constructor(rooms: DomainEventRooms = {}) {
    this.#rooms = rooms;
    this.#emitter.setMaxListeners(50);
  }

  publish(event: DomainEvent): void {
    this.#emitter.emit('domain', event);
    for (const message of this.#rooms[event.type]?.(event.payload) ?? []) this.emit(message);
  }

  onDomainEvent(listener: (event: DomainEvent) => void): () => void {
    this.#emitter.on('domain', listener);
    return () => this.#emitter.off('domain', listener);
  }

  /** A room message as is (the realtime relay's input). */
  emit(message: RoomMessage): void {
    this.#emitter.emit('room', message);
  }

  subscribe(listener: (message: RoomMessage) => void): () => void {
    this.#emitter.on('room', listener);
    return () => this.#emitter.off('room', listener);
  }
}

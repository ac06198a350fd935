import type { DomainEventRooms, EventBus } from '../realtime/bus';
import type { RoomRule } from '../realtime/server';

/**
 * Live events of the desk (spec part 1 §4): `status_changed` and `answered` on the `consultations`
 * channel. Staff listen on `consultations` itself; each client only on `consultations.{own id}`,
 * so nobody receives another client's events.
 */
export const CONSULTATIONS_ROOM = 'consultations';
export const clientRoom = (userId: number) => `${CONSULTATIONS_ROOM}.${userId}`;

export interface QuestionEvent {
  id: number;
  service: string;
  status: string;
  authorId: number | null;
}

const toRooms = (event: string) => (payload: Record<string, unknown>) => {
  const p = payload as unknown as QuestionEvent;
  const body = { id: p.id, service: p.service, status: p.status };
  return [
    { room: CONSULTATIONS_ROOM, event, payload: body },
    ...(p.authorId ? [{ room: clientRoom(p.authorId), event, payload: body }] : []),
  ];
};

export const consultationEventRooms: DomainEventRooms = {
  'consultation.status_changed': toRooms('status_changed'),
  'consultation.answered': toRooms('answered'),
};

export const consultationRoomRule: RoomRule = (room, user) => {
  if (!user) return false;
  if (room === CONSULTATIONS_ROOM) return Boolean(user.options.consultant);
  return room === clientRoom(user.id);
};

/** Called by operations after their transaction committed. */
export function publishQuestionEvent(bus: EventBus, type: 'status_changed' | 'answered', q: QuestionEvent): void {
  bus.publish({ type: `consultation.${type}`, payload: { ...q } });
}

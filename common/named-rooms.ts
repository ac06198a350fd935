/**
 * The named webinar rooms of spec part 1 §2: fixed addresses that always show the live room of the
 * current or next webinar staff assigned to them (webinars.room_alias).
 */
export const namedRooms = {
  room_velseminar: 'Великий семінар: кімната трансляції',
  klubna_zustrich: 'Клубна зустріч',
} as const;
export type NamedRoom = keyof typeof namedRooms;
export const namedRoomAliases = Object.keys(namedRooms) as NamedRoom[];

export const isNamedRoom = (alias: string): alias is NamedRoom => Object.hasOwn(namedRooms, alias);

/** Said by the named room (page and API) when no current or upcoming webinar is assigned to it. */
export const NAMED_ROOM_EMPTY = 'Зараз у цій кімнаті немає запланованих зустрічей';

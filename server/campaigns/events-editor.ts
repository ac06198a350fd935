/** Staff who configure campaigns and webinars: option events_editor. */
export function isEventsEditor(user: { options?: { events_editor?: boolean } } | null | undefined): boolean {
  return Boolean(user?.options?.events_editor);
}

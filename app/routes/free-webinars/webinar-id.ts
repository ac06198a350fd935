import { leadingId } from '../../../common/route-params';
import { pageNotFound } from '../../lib/frame.server';

/** The numeric id of `/free-webinars/{id}…`; anything else is not found. */
export function webinarId(raw: string | undefined, pathname: string): number {
  const id = leadingId(raw ?? '');
  if (!id) pageNotFound(pathname);
  return id;
}

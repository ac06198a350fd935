import { documentMessages } from '../../common/documents';
import { AppError } from '../http/errors';

/** A document id from the path: digits only, else 400 before any database call (spec part 2 §8). */
export function documentIdOf(value: string): number {
  if (!/^\d{1,9}$/.test(value)) throw new AppError('invalid_id', { message: documentMessages.idInvalid });
  return Number(value);
}

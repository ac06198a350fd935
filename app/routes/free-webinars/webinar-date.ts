import { kyivDateTime } from '../../../common/uk-locale';
/** DD.MM.YYYY HH:mm in Kyiv time (spec part 2 §9 date display). */
export const formatWebinarDate = (value: string): string => kyivDateTime(value);

/**
 * Ukrainian phone numbers as people paste or autofill them: "+380671234567", "380671234567",
 * "80671234567", "0671234567", "671234567", with any spacing or punctuation. The phone mask
 * (+38 (0##) ###-##-##) owns "+38" and the operator code's 0, so only the 9 national digits after
 * them go into it.
 */

/** Prefixes that may stand before the 9 national digits of a complete number. */
const COMPLETE_PREFIXES = ['380', '80', '0', ''];

/**
 * The national digits (the part after "+38 (0") of a whole or partial number. A complete number is
 * recognised by its length with any known prefix; a partial one only loses a leading "0", which the
 * mask already shows.
 */
export function nationalPhoneDigits(input: string): string {
  const digits = input.replace(/\D/g, '');
  for (const prefix of COMPLETE_PREFIXES)
    if (digits.length === prefix.length + 9 && digits.startsWith(prefix)) return digits.slice(prefix.length);
  return digits.replace(/^0/, '');
}

/** Any accepted spelling → "380#########" (the stored form); something else → its digits. */
export function normalizePhone(value: string): string {
  const digits = value.replace(/\D/g, '');
  const national = nationalPhoneDigits(digits);
  return national.length === 9 ? `380${national}` : digits;
}

/** 380671234567 → "+38 (067) 123-45-67" (the phone mask); anything else unchanged. */
export function maskedPhone(value: string): string {
  const m = /^38(0\d{2})(\d{3})(\d{2})(\d{2})$/.exec(normalizePhone(value));
  return m ? `+38 (${m[1]}) ${m[2]}-${m[3]}-${m[4]}` : value;
}

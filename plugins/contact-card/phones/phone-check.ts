// Spec 000 section 5 and 001 section 9: an additional phone has 5 to 11 digits and differs from every
// other phone of the contact; otherwise the card shows phoneError.
export const PHONE_MIN_DIGITS = 5;
export const PHONE_MAX_DIGITS = 11;

export const phoneDigits = (value: string) => value.replace(/\D/g, '');

/** True when `value` may be saved as an additional phone next to `others`. */
export function isValidAdditionalPhone(value: string, others: readonly string[]): boolean {
  const digits = phoneDigits(value);
  if (digits.length < PHONE_MIN_DIGITS || digits.length > PHONE_MAX_DIGITS) return false;
  // Only digits count: "+7 900" is the same line as "7900".
  if (/[^\d\s()+-]/.test(value)) return false;
  return !others.some((other) => phoneDigits(other) === digits && !other.includes('*'));
}

/** Fewer digits than this match too many phones to be a useful search. */
export const PHONE_SEARCH_MIN_DIGITS = 3;

/**
 * The digits a search compares with customers' phones, or null when the text is not a phone
 * fragment. A text with letters is a name, a plate or a NIF ("1234BCD" is a car, not someone
 * whose phone contains 1234); spaces, dots, dashes, brackets and a leading + are how people
 * write phones ("+34 615 33 82", "(91) 555-12").
 */
export function phoneDigitsOf(text: string): string | null {
  if (/\p{L}/u.test(text)) return null;
  const digits = text.replace(/\D/g, '');
  return digits.length >= PHONE_SEARCH_MIN_DIGITS ? digits : null;
}

/**
 * Field rules every form of the site shares (the live-account registration, the lead
 * forms of POST /api/signUp): trimmed text, names of at least two characters, e-mail
 * addresses with a dot in their domain. Each rule takes its message keys, so each form
 * keeps its own wording.
 */
import { string } from 'yup';

/** §5 and §9: a name has at least this many characters. */
export const NAME_MIN_LENGTH = 2;

/**
 * An address with a dot in its domain (the browser's e-mail rule would also take
 * `name@host`, which no mailbox on the internet has).
 */
export const EMAIL_PATTERN =
  /^[a-zA-Z0-9.!#$%&'*+/=?^_`{|}~-]+@[a-zA-Z0-9](?:[a-zA-Z0-9-]{0,61}[a-zA-Z0-9])?(?:\.[a-zA-Z0-9](?:[a-zA-Z0-9-]{0,61}[a-zA-Z0-9])?)+$/;

/** A trimmed string; anything that is not text (an object, a list) counts as missing. */
export const trimmedText = () =>
  string()
    .transform((value: unknown) => (typeof value === 'string' ? value : undefined))
    .trim();

/** A required name of at least NAME_MIN_LENGTH characters; an empty one is the `required` error alone, not both. */
export const nameRule = (required: string, tooShort: string) =>
  trimmedText()
    .required(required)
    .test('min-length', tooShort, (value) => !value || value.length >= NAME_MIN_LENGTH);

/** A required e-mail address; an empty one is the `required` error alone. */
export const emailRule = (required: string, invalid: string) =>
  trimmedText().required(required).matches(EMAIL_PATTERN, { message: invalid, excludeEmptyString: true });

/**
 * The live-account form's rules (§5), shared by the pop-up (through Formik) and by the
 * server function, so both reject the same input with the same message keys. The keys
 * name strings under `errors` in locales/{set}/signup.json. Every value is trimmed before
 * it is checked, and the checked values are the trimmed ones.
 */
import { object, ValidationError } from 'yup';
import { emailRule, nameRule, NAME_MIN_LENGTH, trimmedText } from '../form-rules';
import { countryRecords } from './countries';

export { NAME_MIN_LENGTH };

/** The fields in their on-screen order: a submit with errors focuses the first invalid one. */
export const REGISTRATION_FIELDS = ['first_name', 'middle_name', 'last_name', 'email', 'classname', 'country_code', 'mobile'] as const;

export type RegistrationField = (typeof REGISTRATION_FIELDS)[number];

/** What the visitor enters: names, e-mail, the country (its flag code), the dial code and the number. */
export type RegistrationFields = Record<RegistrationField, string>;

export type RegistrationErrorKey =
  | 'firstNameRequired'
  | 'firstNameMinLength'
  | 'lastNameRequired'
  | 'lastNameMinLength'
  | 'emailRequired'
  | 'emailInvalid'
  | 'countryRequired'
  | 'phoneCodeRequired'
  | 'phoneRequired';

export type RegistrationErrors = Partial<Record<RegistrationField, RegistrationErrorKey>>;

const requiredText = (required: RegistrationErrorKey) => trimmedText().required(required);

export const registrationSchema = object({
  first_name: nameRule('firstNameRequired', 'firstNameMinLength'),
  middle_name: trimmedText().default(''),
  last_name: nameRule('lastNameRequired', 'lastNameMinLength'),
  email: emailRule('emailRequired', 'emailInvalid'),
  classname: requiredText('countryRequired').oneOf(
    countryRecords.map((record) => record.classname),
    'countryRequired',
  ),
  country_code: requiredText('phoneCodeRequired').oneOf([...new Set(countryRecords.map((record) => record.phoneCo))], 'phoneCodeRequired'),
  mobile: requiredText('phoneRequired'),
});

export type RegistrationCheck = { valid: true; fields: RegistrationFields } | { valid: false; errors: RegistrationErrors };

/** Checks any input (form values or a request body): the trimmed fields, or one error key per field. */
export async function validateRegistration(input: unknown): Promise<RegistrationCheck> {
  try {
    const fields = await registrationSchema.validate(input, { abortEarly: false, stripUnknown: true });
    return { valid: true, fields };
  } catch (error) {
    if (!(error instanceof ValidationError)) throw error;
    const errors: RegistrationErrors = {};
    for (const issue of error.inner.length ? error.inner : [error]) {
      const field = REGISTRATION_FIELDS.find((candidate) => candidate === issue.path);
      if (field && !errors[field]) errors[field] = issue.message as RegistrationErrorKey;
    }
    return { valid: false, errors };
  }
}

/** The errors outside the fields: the captcha gave no token, or the application could not be sent. */
export type SubmissionErrorKey = 'verifyIdentity' | 'registrationFailed';

/** The text of an error key (`errors.*` of the signup namespace) in the translator's language. */
export const registrationErrorMessage = (
  t: (key: string, options: { min: number }) => string,
  key: RegistrationErrorKey | SubmissionErrorKey,
): string => t(`errors.${key}`, { min: NAME_MIN_LENGTH });

/**
 * The rules of POST /api/signUp (e-book request, webinar registration, contact form), one
 * yup schema for the lead forms (src/components/lead-form) and the embedded API alike, so
 * both reject the same input with the same message keys: `errors.*` of the forms namespace
 * in the browser, `signUp.*` of api.json on the server. Every value is trimmed before it is
 * checked (the rules the live-account form uses for names and e-mail addresses).
 */
import { mixed, object, string, ValidationError, type InferType } from 'yup';
import type { SignUpKind, SignUpRequest } from './api/types';
import { emailRule, NAME_MIN_LENGTH, nameRule, trimmedText } from './form-rules';

export { NAME_MIN_LENGTH };
export const SIGN_UP_KINDS: SignUpKind[] = ['ebook', 'webinar', 'contact'];
export const NAME_MAX_LENGTH = 100;
export const EMAIL_MAX_LENGTH = 254;
export const PHONE_MAX_LENGTH = 20;
export const MESSAGE_MAX_LENGTH = 2000;

/** What a contact message is about: routes it to the right desk. */
export const CONTACT_SUBJECTS = ['account', 'funding', 'platform', 'education', 'partnership', 'other'] as const;
/** The e-book reader's trading experience: the follow-up lessons it suggests. */
export const EXPERIENCE_LEVELS = ['new', 'some', 'experienced'] as const;

/** The fields a visitor fills in, in their on-screen order per form. */
export type LeadField = 'name' | 'email' | 'phone' | 'subject' | 'experience' | 'message';
export const LEAD_FIELDS: Record<SignUpKind, readonly LeadField[]> = {
  ebook: ['name', 'email', 'experience'],
  webinar: ['name', 'email'],
  contact: ['name', 'email', 'phone', 'subject', 'message'],
};

export type LeadErrorKey =
  | 'unknownKind'
  | 'nameRequired'
  | 'nameMinLength'
  | 'nameTooLong'
  | 'emailRequired'
  | 'emailInvalid'
  | 'phoneInvalid'
  | 'subjectRequired'
  | 'experienceInvalid'
  | 'messageRequired'
  | 'messageTooLong'
  | 'unknownWebinar';

/** A message key, checked against the list. */
const key = (name: LeadErrorKey) => name;
/** An optional choice of a list: empty is none, anything else must be on the list. */
const optionalChoice = (choices: readonly string[], invalid: LeadErrorKey) =>
  trimmedText()
    .transform((value: string | undefined) => value || undefined)
    .oneOf(choices, invalid)
    .optional();

export const signUpRequestSchema = object({
  kind: mixed<SignUpKind>().oneOf(SIGN_UP_KINDS, key('unknownKind')).required(key('unknownKind')),
  name: nameRule(key('nameRequired'), key('nameMinLength')).max(NAME_MAX_LENGTH, key('nameTooLong')),
  email: emailRule(key('emailRequired'), key('emailInvalid')).max(EMAIL_MAX_LENGTH, key('emailInvalid')),
  phone: trimmedText()
    .optional()
    .matches(/^\+?[0-9 ()-]{6,20}$/, { message: key('phoneInvalid'), excludeEmptyString: true }),
  subject: optionalChoice(CONTACT_SUBJECTS, 'subjectRequired').when('kind', {
    is: 'contact',
    then: (rule) => rule.required(key('subjectRequired')),
  }),
  experience: optionalChoice(EXPERIENCE_LEVELS, 'experienceInvalid'),
  message: trimmedText()
    .max(MESSAGE_MAX_LENGTH, key('messageTooLong'))
    .when('kind', { is: 'contact', then: (rule) => rule.required(key('messageRequired')) }),
  webinarId: trimmedText().when('kind', { is: 'webinar', then: (rule) => rule.required(key('unknownWebinar')) }),
  language: string().trim().default('en'),
});

export type ValidSignUpRequest = InferType<typeof signUpRequestSchema>;

/** What a lead form holds: every field as the visitor typed it. */
export type LeadValues = Record<LeadField, string>;

export const emptyLeadValues = (): LeadValues => ({ name: '', email: '', phone: '', subject: '', experience: '', message: '' });

export type LeadErrors = Partial<Record<LeadField, LeadErrorKey>>;

export type LeadCheck = { valid: true; request: SignUpRequest } | { valid: false; errors: LeadErrors };

/** What the form sends: the kind's own fields (trimmed by the schema later), the webinar and the page's locale. */
export function leadRequest(kind: SignUpKind, values: LeadValues, context: { language: string; webinarId?: string }): SignUpRequest {
  const fields = Object.fromEntries(LEAD_FIELDS[kind].map((field) => [field, values[field]]));
  return { kind, ...fields, ...(kind === 'webinar' ? { webinarId: context.webinarId } : {}), language: context.language } as SignUpRequest;
}

/**
 * Checks a form's values as the server will: the request to send, or one error key per
 * visible field. An error of a field the visitor cannot change (the kind, the webinar) is
 * left to the server, whose answer the form shows.
 */
export async function validateLead(
  kind: SignUpKind,
  values: LeadValues,
  context: { language: string; webinarId?: string },
): Promise<LeadCheck> {
  const request = leadRequest(kind, values, context);
  try {
    const checked = await signUpRequestSchema.validate(request, { abortEarly: false, stripUnknown: true });
    return { valid: true, request: withoutEmpty(checked) };
  } catch (error) {
    if (!(error instanceof ValidationError)) throw error;
    const errors: LeadErrors = {};
    for (const issue of error.inner.length ? error.inner : [error]) {
      const field = LEAD_FIELDS[kind].find((candidate) => candidate === issue.path);
      if (field && !errors[field]) errors[field] = issue.message as LeadErrorKey;
    }
    return Object.keys(errors).length ? { valid: false, errors } : { valid: true, request };
  }
}

/** The checked values without the optional fields left empty. */
const withoutEmpty = (checked: ValidSignUpRequest): SignUpRequest => {
  const kept = Object.entries(checked).filter(([, value]) => value !== undefined && value !== '');
  return {
    ...(Object.fromEntries(kept) as Partial<SignUpRequest>),
    kind: checked.kind,
    name: checked.name,
    email: checked.email,
    language: checked.language,
  };
};

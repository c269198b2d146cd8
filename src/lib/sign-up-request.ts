/**
 * The rules of POST /api/signUp (e-book request, webinar registration, contact form), one
 * yup schema for the forms (Formik's validationSchema) and the embedded API alike. Messages
 * are translation keys (api.json `signUp.*` on the server).
 */
import { mixed, object, string, type InferType } from 'yup';
import type { SignUpKind } from './api/types';

export const SIGN_UP_KINDS: SignUpKind[] = ['ebook', 'webinar', 'contact'];
export const NAME_MIN_LENGTH = 2;
export const MESSAGE_MAX_LENGTH = 2000;

export const signUpRequestSchema = object({
  kind: mixed<SignUpKind>().oneOf(SIGN_UP_KINDS, 'unknownKind').required('unknownKind'),
  name: string().trim().required('nameRequired').min(NAME_MIN_LENGTH, 'nameMinLength').max(100, 'nameTooLong'),
  email: string().trim().required('emailRequired').email('emailInvalid').max(254, 'emailInvalid'),
  phone: string()
    .trim()
    .optional()
    .matches(/^\+?[0-9 ()-]{6,20}$/, { message: 'phoneInvalid', excludeEmptyString: true }),
  message: string()
    .trim()
    .max(MESSAGE_MAX_LENGTH, 'messageTooLong')
    .when('kind', { is: 'contact', then: (rule) => rule.required('messageRequired') }),
  webinarId: string()
    .trim()
    .when('kind', { is: 'webinar', then: (rule) => rule.required('unknownWebinar') }),
  language: string().trim().default('en'),
});

export type ValidSignUpRequest = InferType<typeof signUpRequestSchema>;

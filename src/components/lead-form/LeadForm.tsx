import React, { useEffect, useId, useRef, useState, type ChangeEvent, type FormEvent } from 'react';
import { useFormik, type FormikErrors } from 'formik';
import { Trans } from 'react-i18next';
import { useTranslation } from '../useTranslation';
import { signUp } from '../../lib/api/endpoints';
import { submissionKeys } from '../../lib/api/idempotency';
import type { SignUpKind, SignUpRequest, SignUpResult } from '../../lib/api/types';
import { serverErrorMessage } from '../../lib/registration/response';
import {
  CONTACT_SUBJECTS,
  EMAIL_MAX_LENGTH,
  EXPERIENCE_LEVELS,
  LEAD_FIELDS,
  MESSAGE_MAX_LENGTH,
  NAME_MAX_LENGTH,
  NAME_MIN_LENGTH,
  PHONE_MAX_LENGTH,
  emptyLeadValues,
  validateLead,
  type LeadErrorKey,
  type LeadField,
  type LeadValues,
} from '../../lib/sign-up-request';
import { FieldError, SubmitButton } from '../forms/FormParts';
import * as parts from '../forms/FormParts.module.css';
import { useBlurAfterPress } from '../forms/useBlurAfterPress';
import { LocalizedLink } from '../LocalizedLink';
import { useLocale } from '../locale-context';
import { useToast } from '../toast/ToastProvider';
import * as styles from './LeadForm.module.css';

const ERROR_TOAST_MS = 6000;

export interface LeadFormProps {
  kind: SignUpKind;
  /** The webinar a registration is for. */
  webinarId?: string;
  /**
   * What follows an accepted request (a registration opens its thank-you page); without
   * it the form gives way to a confirmation of what happens next.
   */
  onSent?: (result: SignUpResult, request: SignUpRequest) => void;
  /** The privacy policy's path below the locale prefix, for the notice under the form. */
  privacyPath: string;
}

/** The choices of a list field, in order. */
const CHOICES: Partial<Record<LeadField, readonly string[]>> = { subject: CONTACT_SUBJECTS, experience: EXPERIENCE_LEVELS };

/**
 * The e-book request, the webinar registration and the contact form (POST /api/signUp):
 * one form whose fields depend on its kind, checked with the API's own schema. Errors show
 * when a field is left and on submit, and clear while it is edited; a second submit waits
 * for the first; a failure keeps everything typed and says what went wrong in a toast.
 */
export default function LeadForm({ kind, webinarId, onSent, privacyPath }: LeadFormProps) {
  const { t } = useTranslation('forms');
  const locale = useLocale();
  const { showToast } = useToast();
  const formId = useId();
  const fieldId = (field: LeadField) => `${formId}-${field}`;
  const errorId = (field: LeadField) => `${formId}-${field}-error`;
  const fields = LEAD_FIELDS[kind];
  const context = { language: locale.code, webinarId };

  const busy = useRef(false);
  // One key per request: sending the same values again (after a lost answer) is the same lead.
  const keys = useRef(submissionKeys());
  const [sent, setSent] = useState<{ result: SignUpResult; values: LeadValues } | null>(null);
  const confirmation = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    if (sent) confirmation.current?.focus();
  }, [sent]);

  const formik = useFormik<LeadValues>({
    initialValues: emptyLeadValues(),
    validate: async (values) => {
      const check = await validateLead(kind, values, context);
      return check.valid ? {} : (check.errors as FormikErrors<LeadValues>);
    },
    // Errors appear on leaving a field and on submit, and clear while the field is edited.
    validateOnChange: false,
    validateOnBlur: true,
    // Submission runs in `submit` below, which also guards against a second submit.
    onSubmit: () => undefined,
  });
  const { values, errors, touched, setFieldTouched } = formik;

  // Until this runs the server-rendered form has no handler (its submit button stays disabled,
  // so that nothing goes to the browser's own submission). What a visitor typed before then
  // is in the fields only: take it into the form's state in the same update, before React
  // writes the (empty) state back into them.
  const [ready, setReady] = useState(false);
  const { setValues } = formik;
  // Once, on mount: the form's id, its fields and Formik's setter do not change afterwards.
  useEffect(() => {
    const typed = Object.fromEntries(
      fields.flatMap((field) => {
        const element = document.getElementById(`${formId}-${field}`) as HTMLInputElement | null;
        return element?.value ? [[field, element.value]] : [];
      }),
    );
    if (Object.keys(typed).length) void setValues((current) => ({ ...current, ...typed }), false);
    setReady(true);
  }, [formId, fields, setValues]);
  const onFieldBlur = useBlurAfterPress(formik.handleBlur, setFieldTouched);

  const fieldError = (field: LeadField): string | undefined => {
    const key = touched[field] ? (errors[field] as LeadErrorKey | undefined) : undefined;
    return key ? t(`errors.${key}`, { min: NAME_MIN_LENGTH, max: MESSAGE_MAX_LENGTH }) : undefined;
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (busy.current) return;
    busy.current = true;
    try {
      void formik.setTouched(Object.fromEntries(fields.map((field) => [field, true])), false);
      const check = await validateLead(kind, values, context);
      if (!check.valid) {
        formik.setErrors(check.errors as FormikErrors<LeadValues>);
        const first = fields.find((field) => check.errors[field]);
        if (first) document.getElementById(fieldId(first))?.focus();
        return;
      }
      formik.setSubmitting(true);
      let result: SignUpResult;
      try {
        result = await signUp(check.request, { idempotencyKey: keys.current.keyFor(check.request) });
      } catch (error) {
        showToast({
          type: 'error',
          message: serverErrorMessage(error) ?? t('failed'),
          duration: ERROR_TOAST_MS,
          showClose: true,
        });
        return;
      }
      keys.current.forget();
      if (onSent) onSent(result, check.request);
      else {
        showToast({ type: 'success', message: result.message });
        setSent({ result, values });
        formik.resetForm();
      }
    } finally {
      busy.current = false;
      formik.setSubmitting(false);
    }
  };

  if (sent) {
    return (
      <div className={parts.confirmation}>
        <h3 ref={confirmation} tabIndex={-1} className={parts.confirmationTitle}>
          {t(`sent.${kind}.title`)}
        </h3>
        <p>{t(`sent.${kind}.text`, { name: sent.values.name.trim(), email: sent.values.email.trim() })}</p>
        <p>{t('sent.reference', { reference: sent.result.reference })}</p>
        <button type="button" className="button button-secondary" onClick={() => setSent(null)}>
          {t('sent.again')}
        </button>
      </div>
    );
  }

  const control = (field: LeadField) => {
    const message = fieldError(field);
    const common = {
      id: fieldId(field),
      name: field,
      value: values[field],
      className: `${parts.control} ${styles.control}`,
      onChange: (event: ChangeEvent<HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement>) => {
        formik.handleChange(event);
        formik.setFieldError(field, undefined);
      },
      onBlur: onFieldBlur,
      'aria-invalid': message ? true : undefined,
      'aria-describedby':
        [field === 'message' ? `${fieldId(field)}-hint` : '', message ? errorId(field) : ''].filter(Boolean).join(' ') || undefined,
    };
    const choices = CHOICES[field];
    if (choices) {
      return (
        <select {...common}>
          <option value="">{t('choose')}</option>
          {choices.map((choice) => (
            <option key={choice} value={choice}>
              {t(`choices.${field}.${choice}`)}
            </option>
          ))}
        </select>
      );
    }
    switch (field) {
      case 'name':
        return <input {...common} type="text" autoComplete="name" maxLength={NAME_MAX_LENGTH} />;
      case 'email':
        return <input {...common} type="email" autoComplete="email" inputMode="email" maxLength={EMAIL_MAX_LENGTH} dir="ltr" />;
      case 'phone':
        return <input {...common} type="tel" autoComplete="tel" inputMode="tel" maxLength={PHONE_MAX_LENGTH} dir="ltr" />;
      default:
        return <textarea {...common} rows={6} maxLength={MESSAGE_MAX_LENGTH} />;
    }
  };

  return (
    <form className={styles.form} noValidate onSubmit={submit} aria-busy={formik.isSubmitting}>
      <div className={styles.fields}>
        {fields.map((field) => (
          <div key={field} className={`${styles.field} ${field === 'message' ? styles.wide : ''}`}>
            <label htmlFor={fieldId(field)} className={parts.label}>
              {t(`fields.${field}`)}
            </label>
            {control(field)}
            {field === 'message' && (
              <p id={`${fieldId(field)}-hint`} className={styles.hint}>
                {t('hints.message', { max: MESSAGE_MAX_LENGTH })}
              </p>
            )}
            <FieldError id={errorId(field)} message={fieldError(field)} />
          </div>
        ))}
      </div>
      <p className={styles.privacy}>
        <Trans t={t} i18nKey="privacy" components={{ privacy: <LocalizedLink to={privacyPath} /> }} />
      </p>
      <SubmitButton busy={formik.isSubmitting} label={t(`submit.${kind}`)} busyLabel={t('processing')} disabled={!ready} />
    </form>
  );
}

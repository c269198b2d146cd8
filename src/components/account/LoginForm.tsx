import React, { useId, useState, type FormEvent } from 'react';
import { useFormik } from 'formik';
import { logIn } from '../../lib/api/endpoints';
import type { UserInfo } from '../../lib/api/types';
import { serverErrorMessage } from '../../lib/registration/response';
import { FieldError, SubmitButton } from '../forms/FormParts';
import * as parts from '../forms/FormParts.module.css';
import { useLocale } from '../locale-context';
import { useTranslation } from '../useTranslation';
import * as styles from './Account.module.css';

type Field = 'email' | 'password';

/**
 * Logs in with e-mail and password (POST /user/login). A refusal shows the server's own
 * message (translated: the request names the page's language) and keeps what was typed.
 */
export function LoginForm({ onSignedIn }: { onSignedIn: (user: UserInfo) => void }) {
  const { t } = useTranslation('account');
  const locale = useLocale();
  const id = useId();
  const [failure, setFailure] = useState<string | null>(null);
  const formik = useFormik<Record<Field, string>>({
    initialValues: { email: '', password: '' },
    validateOnChange: false,
    validateOnBlur: false,
    onSubmit: () => undefined,
  });
  const { values, errors, isSubmitting } = formik;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (isSubmitting) return;
    const missing = (['email', 'password'] as Field[]).filter((field) => !values[field].trim());
    if (missing.length) {
      formik.setErrors(Object.fromEntries(missing.map((field) => [field, t('login.required')])));
      document.getElementById(`${id}-${missing[0]}`)?.focus();
      return;
    }
    setFailure(null);
    formik.setSubmitting(true);
    try {
      onSignedIn(await logIn({ email: values.email.trim(), password: values.password, language: locale.code }));
    } catch (error) {
      setFailure(serverErrorMessage(error) ?? t('login.failed'));
    } finally {
      formik.setSubmitting(false);
    }
  };

  const input = (field: Field, type: string, autoComplete: string) => (
    <div className={parts.field}>
      <label htmlFor={`${id}-${field}`} className={parts.label}>
        {t(`login.${field}`)}
      </label>
      <input
        id={`${id}-${field}`}
        name={field}
        type={type}
        autoComplete={autoComplete}
        dir="ltr"
        className={parts.control}
        value={values[field]}
        onChange={(event) => {
          formik.handleChange(event);
          formik.setFieldError(field, undefined);
        }}
        aria-invalid={errors[field] ? true : undefined}
        aria-describedby={errors[field] ? `${id}-${field}-error` : undefined}
      />
      <FieldError id={`${id}-${field}-error`} message={errors[field]} />
    </div>
  );

  return (
    <form className={styles.form} noValidate onSubmit={submit} aria-busy={isSubmitting}>
      {input('email', 'email', 'username')}
      {input('password', 'password', 'current-password')}
      {failure && (
        <p role="alert" className={styles.failure}>
          {failure}
        </p>
      )}
      <SubmitButton busy={isSubmitting} label={t('login.submit')} busyLabel={t('login.processing')} />
    </form>
  );
}

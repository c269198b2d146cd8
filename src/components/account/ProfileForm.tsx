import React, { useId, useState, type FormEvent } from 'react';
import { useFormik } from 'formik';
import { updateUserInfo } from '../../lib/api/endpoints';
import type { UserInfo } from '../../lib/api/types';
import { publishedLocales } from '../../lib/locales';
import { serverErrorMessage } from '../../lib/registration/response';
import { PROFILE_FIELDS, profileChanges, profileErrors, type ProfileField } from '../../lib/user-profile';
import { FieldError, SubmitButton } from '../forms/FormParts';
import * as parts from '../forms/FormParts.module.css';
import { useTranslation } from '../useTranslation';
import * as styles from './Account.module.css';

type Values = Record<ProfileField, string>;
type Outcome = { kind: 'saved' | 'unchanged' } | { kind: 'failed'; message: string } | null;

const AUTOCOMPLETE: Record<Exclude<ProfileField, 'language'>, string> = { firstName: 'given-name', lastName: 'family-name', phone: 'tel' };

/**
 * Changes the details PUT /user/info accepts (names, phone, preferred language), checked
 * with the API's own rules (src/lib/user-profile.ts); only what changed is sent. A failure
 * keeps what was typed.
 */
export function ProfileForm({ user, onSaved }: { user: UserInfo; onSaved: (user: UserInfo) => void }) {
  const { t } = useTranslation('account');
  const id = useId();
  const [outcome, setOutcome] = useState<Outcome>(null);
  const formik = useFormik<Values>({
    initialValues: Object.fromEntries(PROFILE_FIELDS.map((field) => [field, user[field]])) as Values,
    validateOnChange: false,
    validateOnBlur: false,
    onSubmit: () => undefined,
  });
  const { values, errors, isSubmitting } = formik;
  const errorOf = (field: ProfileField) => (errors[field] ? t(`profile.errors.${errors[field]}`) : undefined);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (isSubmitting) return;
    setOutcome(null);
    const invalid = profileErrors(values);
    const first = PROFILE_FIELDS.find((field) => invalid[field]);
    if (first) {
      formik.setErrors(invalid);
      document.getElementById(`${id}-${first}`)?.focus();
      return;
    }
    const changes = profileChanges(user, values);
    if (Object.keys(changes).length === 0) {
      setOutcome({ kind: 'unchanged' });
      return;
    }
    formik.setSubmitting(true);
    try {
      onSaved(await updateUserInfo(changes));
      setOutcome({ kind: 'saved' });
    } catch (error) {
      setOutcome({ kind: 'failed', message: serverErrorMessage(error) ?? t('profile.failed') });
    } finally {
      formik.setSubmitting(false);
    }
  };

  const control = (field: ProfileField) => {
    const common = {
      id: `${id}-${field}`,
      name: field,
      value: values[field],
      className: parts.control,
      onChange: (event: React.ChangeEvent<HTMLInputElement | HTMLSelectElement>) => {
        formik.handleChange(event);
        formik.setFieldError(field, undefined);
      },
      'aria-invalid': errors[field] ? true : undefined,
      'aria-describedby': errors[field] ? `${id}-${field}-error` : undefined,
    };
    if (field === 'language') {
      return (
        <select {...common}>
          {publishedLocales.map((locale) => (
            <option key={locale.code} value={locale.code}>
              {locale.name}
            </option>
          ))}
        </select>
      );
    }
    return <input {...common} type={field === 'phone' ? 'tel' : 'text'} autoComplete={AUTOCOMPLETE[field]} dir={field === 'phone' ? 'ltr' : undefined} />;
  };

  return (
    <form className={styles.form} noValidate onSubmit={submit} aria-busy={isSubmitting} aria-labelledby={`${id}-title`}>
      <h3 id={`${id}-title`} className={styles.formTitle}>
        {t('profile.title')}
      </h3>
      <div className={styles.fields}>
        {PROFILE_FIELDS.map((field) => (
          <div key={field} className={parts.field}>
            <label htmlFor={`${id}-${field}`} className={parts.label}>
              {t(`profile.${field}`)}
            </label>
            {control(field)}
            <FieldError id={`${id}-${field}-error`} message={errorOf(field)} />
          </div>
        ))}
      </div>
      <p role="status" className={styles.notice}>
        {outcome && outcome.kind !== 'failed' && t(`profile.${outcome.kind}`)}
      </p>
      {outcome?.kind === 'failed' && (
        <p role="alert" className={styles.failure}>
          {outcome.message}
        </p>
      )}
      <SubmitButton busy={isSubmitting} label={t('profile.save')} busyLabel={t('profile.saving')} />
    </form>
  );
}

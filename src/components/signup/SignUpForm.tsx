import React, {
  useCallback,
  useEffect,
  useId,
  useMemo,
  useRef,
  useState,
  type FormEvent,
  type InputHTMLAttributes,
  type ReactNode,
} from 'react';
import { useFormik, type FormikErrors } from 'formik';
import { Trans } from 'react-i18next';
import { useTranslation } from '../useTranslation';
import { getLocation, register } from '../../lib/api/endpoints';
import { submissionKeys } from '../../lib/api/idempotency';
import {
  countryFromLookup,
  countryOptions,
  defaultCountry,
  filterByDialCode,
  filterByName,
  findCountry,
  type CountryOption,
} from '../../lib/registration/countries';
import { buildRegistrationPayload } from '../../lib/registration/payload';
import { failedRequestOutcome, registrationOutcome, type RegistrationOutcome } from '../../lib/registration/response';
import {
  REGISTRATION_FIELDS,
  registrationErrorMessage,
  validateRegistration,
  type RegistrationErrorKey,
  type RegistrationField,
  type RegistrationFields,
  type SubmissionErrorKey,
} from '../../lib/registration/schema';
import { trackingCodes } from '../../lib/tracking';
import chineseStrings from '../../../locales/zh-hans/signup.json';
import { FieldError, SubmitButton } from '../forms/FormParts';
import * as parts from '../forms/FormParts.module.css';
import { useBlurAfterPress } from '../forms/useBlurAfterPress';
import { useLocale } from '../locale-context';
import { useToast } from '../toast/ToastProvider';
import { CountryCombobox, type CountryComboboxProps } from './CountryCombobox';
import { useRecaptcha } from './useRecaptcha';
import * as styles from './SignUpForm.module.css';

/** The fields, plus the entry whose dial code was chosen (several countries share +1). */
interface FormValues extends RegistrationFields {
  dial_classname: string;
}

/** The two dropdowns, named by the field each sets. */
type Dropdown = 'classname' | 'country_code';

/** A text field's own attributes; every field has a length limit. */
type TextInputProps = InputHTMLAttributes<HTMLInputElement> & { maxLength: number };

const ERROR_TOAST_MS = 6000;
const allTouched = Object.fromEntries(REGISTRATION_FIELDS.map((field) => [field, true]));

/** The live-account form (§5): Formik state, the shared schema, the captcha and the submission. */
export function SignUpForm({ onRegistered }: { onRegistered: () => void }) {
  const { t } = useTranslation('signup');
  const locale = useLocale();
  const { showToast } = useToast();
  const captcha = useRecaptcha();
  const formId = useId();
  const fieldId = (field: RegistrationField) => `${formId}-${field}`;
  const errorId = (field: RegistrationField) => `${formId}-${field}-error`;
  const captchaErrorId = `${formId}-captcha`;

  const options = useMemo(() => countryOptions(locale.code, locale.tag), [locale]);
  const initialCountry = useMemo(() => defaultCountry(options), [options]);
  const [dropdown, setDropdown] = useState<Dropdown | null>(null);
  const [formError, setFormError] = useState<SubmissionErrorKey | null>(null);
  const [blockedUrl, setBlockedUrl] = useState<string | null>(null);
  const [received, setReceived] = useState<Extract<RegistrationOutcome, { kind: 'received' }> | null>(null);
  const receivedHeading = useRef<HTMLHeadingElement>(null);
  const busy = useRef(false);
  // One key per application: a second submit of the same values (after a lost answer) is the same lead.
  const keys = useRef(submissionKeys());
  const countryChosen = useRef(false);

  const formik = useFormik<FormValues>({
    initialValues: {
      first_name: '',
      middle_name: '',
      last_name: '',
      email: '',
      classname: initialCountry.classname,
      country_code: initialCountry.phoneCo,
      dial_classname: initialCountry.classname,
      mobile: '',
    },
    validate: async (values) => {
      const check = await validateRegistration(values);
      return check.valid ? {} : (check.errors as FormikErrors<FormValues>);
    },
    // Errors appear on leaving a field and on submit, and clear while the field is edited.
    validateOnChange: false,
    validateOnBlur: true,
    // Submission runs in `submit` below, which also guards against a second submit.
    onSubmit: () => undefined,
  });
  const { values, errors, touched, setFieldValue, setFieldError, setFieldTouched } = formik;

  const onFieldBlur = useBlurAfterPress(formik.handleBlur, setFieldTouched);

  const clearError = useCallback(
    (...fields: RegistrationField[]) => {
      for (const field of fields) setFieldError(field, undefined);
    },
    [setFieldError],
  );

  const chooseCountry = useCallback(
    (country: CountryOption) => {
      void setFieldValue('classname', country.classname, false);
      void setFieldValue('dial_classname', country.classname, false);
      void setFieldValue('country_code', country.phoneCo, false);
      clearError('classname', 'country_code');
    },
    [setFieldValue, clearError],
  );

  // Prefill from the visitor's location; any failure leaves the default (BO) in place.
  useEffect(() => {
    const controller = new AbortController();
    getLocation({}, controller.signal)
      .then((location) => {
        const country = countryFromLookup(options, location);
        if (country && !countryChosen.current) chooseCountry(country);
      })
      .catch(() => undefined);
    return () => controller.abort();
  }, [options, chooseCountry]);

  const selectedCountry = findCountry(options, values.classname) ?? initialCountry;
  const selectedDial = findCountry(options, values.dial_classname) ?? selectedCountry;
  const captchaFailed = captcha.enabled && captcha.status === 'failed';

  // Opening one dropdown closes the other; each keeps one stable handler.
  const onOpenChange = useMemo(() => {
    const toggle = (name: Dropdown) => (open: boolean) => setDropdown((current) => (open ? name : current === name ? null : current));
    return { classname: toggle('classname'), country_code: toggle('country_code') };
  }, []);

  const fieldError = (field: RegistrationField): string | undefined => {
    const key = touched[field] ? (errors[field] as RegistrationErrorKey | undefined) : undefined;
    return key ? registrationErrorMessage(t, key) : undefined;
  };

  useEffect(() => {
    if (received) receivedHeading.current?.focus();
  }, [received]);

  const finish = (outcome: RegistrationOutcome) => {
    if (outcome.kind === 'received') {
      keys.current.forget();
      setReceived(outcome);
      return;
    }
    if (outcome.kind === 'failed') {
      showToast({
        type: 'error',
        message: outcome.message ?? registrationErrorMessage(t, 'registrationFailed'),
        duration: ERROR_TOAST_MS,
        showClose: true,
      });
      return;
    }
    const portal = window.open(outcome.url, '_blank');
    if (!portal) {
      // A popup blocker stopped it (the answer came after the click): offer a link instead.
      setBlockedUrl(outcome.url);
      return;
    }
    portal.opener = null;
    keys.current.forget();
    showToast({ type: 'success', message: t('redirect.opened') });
    onRegistered();
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (busy.current || captchaFailed) return;
    busy.current = true;
    setFormError(null);
    setBlockedUrl(null);
    try {
      void formik.setTouched(allTouched, false);
      const check = await validateRegistration(values);
      if (!check.valid) {
        formik.setErrors(check.errors as FormikErrors<FormValues>);
        const first = REGISTRATION_FIELDS.find((field) => check.errors[field]);
        if (first) document.getElementById(fieldId(first))?.focus();
        return;
      }
      formik.setSubmitting(true);
      const token = await captcha.token();
      if (captcha.enabled && !token) {
        setFormError('verifyIdentity');
        return;
      }
      const payload = buildRegistrationPayload(check.fields, { language: locale.code, token });
      let outcome: RegistrationOutcome;
      try {
        const idempotencyKey = keys.current.keyFor({ ...payload, token: undefined });
        outcome = registrationOutcome(await register(payload, { idempotencyKey }), trackingCodes());
      } catch (error) {
        outcome = failedRequestOutcome(error);
      }
      finish(outcome);
    } finally {
      busy.current = false;
      formik.setSubmitting(false);
    }
  };

  const textInput = (field: RegistrationField, input: TextInputProps) => {
    const message = fieldError(field);
    return (
      <input
        id={fieldId(field)}
        name={field}
        className={parts.control}
        value={values[field]}
        onChange={(event) => {
          formik.handleChange(event);
          clearError(field);
        }}
        onBlur={onFieldBlur}
        aria-invalid={message ? true : undefined}
        aria-describedby={message ? errorId(field) : undefined}
        {...input}
      />
    );
  };

  const textField = (field: RegistrationField, label: string, input: TextInputProps) => (
    <div className={styles.field}>
      <label htmlFor={fieldId(field)} className={parts.label}>
        {label}
      </label>
      {textInput(field, input)}
      <FieldError id={errorId(field)} message={fieldError(field)} />
    </div>
  );

  const dropdownField = (
    field: Dropdown,
    label: string,
    combobox: Pick<CountryComboboxProps, 'selected' | 'filter' | 'display' | 'renderOption' | 'searchHint' | 'onSelect' | 'valueDir'>,
  ) => {
    const labelId = `${fieldId(field)}-label`;
    const message = fieldError(field);
    return (
      <>
        <label id={labelId} htmlFor={fieldId(field)} className={parts.label}>
          {label}
        </label>
        <CountryCombobox
          id={fieldId(field)}
          labelId={labelId}
          options={options}
          noResults={t('dropdown.noResults')}
          resultCount={(count) => t('dropdown.resultCount', { count })}
          open={dropdown === field}
          onOpenChange={onOpenChange[field]}
          invalid={Boolean(message)}
          describedBy={message ? errorId(field) : undefined}
          {...combobox}
        />
      </>
    );
  };

  if (received) {
    return (
      <div className={parts.confirmation}>
        <h3 ref={receivedHeading} tabIndex={-1} className={parts.confirmationTitle}>
          {t('received.title')}
        </h3>
        {received.message && <p>{withReference(received.message, received.reference)}</p>}
        <button type="button" className="button button-secondary" onClick={onRegistered}>
          {t('close')}
        </button>
      </div>
    );
  }

  return (
    <form className={styles.form} noValidate onSubmit={submit} aria-busy={formik.isSubmitting}>
      <div className={styles.grid}>
        {textField('first_name', t('fields.firstName'), { autoComplete: 'given-name', maxLength: 100 })}
        {textField('middle_name', t('fields.middleName'), { autoComplete: 'additional-name', maxLength: 100 })}
        {textField('last_name', t('fields.lastName'), { autoComplete: 'family-name', maxLength: 100 })}
        {textField('email', t('fields.email'), { type: 'email', autoComplete: 'email', inputMode: 'email', maxLength: 254 })}

        <div className={`${styles.field} ${styles.wide}`}>
          {dropdownField('classname', t('fields.country'), {
            selected: selectedCountry,
            filter: filterByName,
            display: (option) => option.country,
            renderOption: (option) => (
              <>
                <span>{option.country}</span>
                {/* dir on an inner span: on the outer one it would turn its margins around in Arabic. */}
                <span className={styles.muted}>
                  <span dir="ltr">{option.phoneCo}</span>
                </span>
              </>
            ),
            searchHint: t('dropdown.countrySearch'),
            onSelect: (country) => {
              countryChosen.current = true;
              chooseCountry(country);
            },
          })}
          <FieldError id={errorId('classname')} message={fieldError('classname')} />
        </div>

        <div className={`${styles.field} ${styles.wide}`}>
          <div className={styles.phone}>
            <div className={styles.phoneCode}>
              {dropdownField('country_code', t('fields.phoneCode'), {
                selected: selectedDial,
                filter: filterByDialCode,
                display: (option) => option.phoneCo,
                valueDir: 'ltr',
                renderOption: (option) => (
                  <>
                    <span dir="ltr">{option.phoneCo}</span>
                    <span className={styles.muted}>{option.country}</span>
                  </>
                ),
                searchHint: t('dropdown.phoneCodeSearch'),
                onSelect: (entry) => {
                  countryChosen.current = true;
                  void setFieldValue('dial_classname', entry.classname, false);
                  void setFieldValue('country_code', entry.phoneCo, false);
                  clearError('country_code');
                },
              })}
            </div>
            <div className={styles.mobile}>
              <label htmlFor={fieldId('mobile')} className={parts.label}>
                {t('fields.mobile')}
              </label>
              {textInput('mobile', { type: 'tel', inputMode: 'tel', autoComplete: 'tel-national', maxLength: 20 })}
            </div>
          </div>
          <FieldError id={errorId('country_code')} message={fieldError('country_code')} />
          <FieldError id={errorId('mobile')} message={fieldError('mobile')} />
        </div>
      </div>

      {captchaFailed && (
        <div id={captchaErrorId} role="alert" className={styles.alert}>
          <p lang="zh-CN" dir="ltr">
            {chineseStrings.captcha.loadFailed}
          </p>
          {locale.translationSet !== 'zh-hans' && <p>{t('captcha.loadFailed')}</p>}
          <button type="button" className={styles.retry} onClick={captcha.retry}>
            {t('captcha.retry')}
          </button>
        </div>
      )}
      {formError && (
        <p role="alert" className={styles.alert}>
          {registrationErrorMessage(t, formError)}
        </p>
      )}
      {blockedUrl && (
        <p role="alert" className={styles.alert}>
          {t('redirect.blocked')}{' '}
          <a href={blockedUrl} target="_blank" rel="noopener noreferrer" onClick={onRegistered}>
            {t('redirect.continue')}
          </a>
        </p>
      )}

      <SubmitButton
        busy={formik.isSubmitting}
        label={t('submit')}
        busyLabel={t('processing')}
        blocked={captchaFailed}
        describedBy={captchaFailed ? captchaErrorId : undefined}
        className={styles.submit}
      />

      {captcha.enabled && (
        <p className={styles.notice}>
          <Trans
            t={t}
            i18nKey="captcha.notice"
            components={{
              privacy: <NewWindowLink href="https://policies.google.com/privacy" />,
              terms: <NewWindowLink href="https://policies.google.com/terms" />,
            }}
          />
        </p>
      )}
    </form>
  );
}

/** The server's message with the reference in it kept on one line (and in its own direction). */
function withReference(message: string, reference: string | null): ReactNode {
  if (!reference || !message.includes(reference)) return message;
  const [before, ...after] = message.split(reference);
  return (
    <>
      {before}
      <span className={styles.reference}>{reference}</span>
      {after.join(reference)}
    </>
  );
}

/** A link of a translated sentence (Trans gives it its text) that opens in a new window. */
function NewWindowLink({ href, children }: { href: string; children?: ReactNode }) {
  return (
    <a href={href} target="_blank" rel="noopener noreferrer">
      {children}
    </a>
  );
}

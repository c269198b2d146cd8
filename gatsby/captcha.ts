/** Says once per build when the sign-up form will have no captcha (src/lib/captcha.ts). */
import type { GatsbyNode } from 'gatsby';

export const onPreBuild: GatsbyNode['onPreBuild'] = ({ reporter }) => {
  if (!process.env.GATSBY_RECAPTCHA_SITE_KEY?.trim()) {
    reporter.warn('GATSBY_RECAPTCHA_SITE_KEY is not set: the sign-up form is built without its reCAPTCHA step.');
  }
};

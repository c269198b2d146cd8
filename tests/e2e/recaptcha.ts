/** reCAPTCHA in the browser tests: its script cannot load here, so a stand-in takes its place. */
export const RECAPTCHA_SCRIPT = 'https://www.google.com/recaptcha/api.js**';

/** A reCAPTCHA stand-in whose execute() answers `token` and records its calls. */
export const recaptchaStub = (token: string) => `
  window.captchaCalls = [];
  window.grecaptcha = {
    ready: (callback) => callback(),
    execute: (key, options) => { window.captchaCalls.push([key, options.action]); return Promise.resolve(${JSON.stringify(token)}); },
  };`;

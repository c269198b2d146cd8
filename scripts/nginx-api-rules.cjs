// The embedded API's rules for nginx's `http` block, written from the API's own run-time settings
// (data/server-settings.json and the environment, scripts/server-settings.cjs) where the API runs,
// never at build time: a limit changed for the API changes for nginx at the same restart.
//
// - Request limits at the edge: POST /api/register, POST /api/signUp (each counted apart, as the
//   API counts them: RATE_LIMIT_SUBMISSIONS) and POST /api/user/login (RATE_LIMIT_LOGIN), per
//   client address, shared by every nginx worker and so by every API process behind it. A limit of
//   `count/seconds` becomes a rate of count per seconds with a burst of count: the same number of
//   requests at once, and the same average after. The API keeps its own limits as a second line.
// - The texts of nginx's own answers under /api/ (413, 429, 502, 504: the `@api_…` locations of
//   nginx/site-rules.conf, gatsby/host-rules.ts) in every published language, from
//   locales/*/api.json, picked by the `lang` query, else by the first tag of Accept-Language
//   (the site's API client sends the page's language tag).
//
//   node scripts/nginx-api-rules.cjs [--out file]    (npm run serve:nginx writes its own copy)
const { readFileSync, writeFileSync, existsSync } = require('node:fs');
const { join } = require('node:path');
const i18next = require('i18next');
const { rateIn, settingIn } = require('./server-settings.cjs');

const root = join(__dirname, '..');
const readJson = (...parts) => JSON.parse(readFileSync(join(root, ...parts), 'utf8'));

/** The limited calls: zone name, method and path, and the setting that sets the limit. */
const LIMITED_CALLS = [
  { zone: 'api_register', path: '/api/register', setting: 'RATE_LIMIT_SUBMISSIONS' },
  { zone: 'api_signup', path: '/api/signUp', setting: 'RATE_LIMIT_SUBMISSIONS' },
  { zone: 'api_login', path: '/api/user/login', setting: 'RATE_LIMIT_LOGIN' },
];

/** nginx's form of `count` requests per `seconds`: per minute when that is a whole number, else rounded up (the API's own limit is exact). */
function nginxRate({ count, seconds }) {
  const perSecond = count / seconds;
  if (Number.isInteger(perSecond) && perSecond >= 1) return `${perSecond}r/s`;
  return `${Math.max(1, Math.ceil((count * 60) / seconds))}r/m`;
}

/**
 * How long nginx waits for an answer of the API before it answers 504 itself: the upstream's
 * timeout (UPSTREAM_TIMEOUT_MS), and 15 s more for the rest of the request (the captcha check
 * takes at most 10 s). A lead is stored before it is forwarded, so a 504 never loses one.
 */
const proxyReadTimeoutSeconds = (env) => Math.ceil((Number(settingIn(env, 'UPSTREAM_TIMEOUT_MS')) || 30_000) / 1000) + 15;

/** The seconds a refused client waits for the next request the zone lets through. */
const retryAfterSeconds = ({ count, seconds }) => Math.max(1, Math.ceil(seconds / Math.max(1, count)));

/** The published locales (data/locales.json): code, tag, hreflang and translation set. */
const publishedLocales = () => readJson('data', 'locales.json').locales.filter((locale) => locale.built);

function merged(base, override) {
  const result = { ...base };
  for (const [key, value] of Object.entries(override)) {
    result[key] = value && typeof value === 'object' && typeof base[key] === 'object' ? merged(base[key], value) : value;
  }
  return result;
}

/** A translator over a locale's api.json: its set's strings with the locale's own wording over them. */
function apiStrings(locale) {
  const own = join(root, 'locales', locale.code, 'api.json');
  const strings = merged(
    readJson('locales', locale.translationSet, 'api.json'),
    existsSync(own) ? readJson('locales', locale.code, 'api.json') : {},
  );
  const instance = i18next.createInstance();
  void instance.init({
    lowerCaseLng: true,
    lng: locale.translationSet,
    resources: { [locale.translationSet]: { api: strings } },
    defaultNS: 'api',
    initAsync: false,
  });
  return (key, values) => {
    const text = instance.t(key, values);
    if (text === key) throw new Error(`nginx-api-rules: locales/${locale.translationSet}/api.json has no ${key}`);
    return text;
  };
}

/** A JSON string's inside, written for a double-quoted nginx string (which unescapes \\ and \"). */
function nginxJsonText(text) {
  if (text.includes('$')) throw new Error(`nginx-api-rules: "${text}" holds a $, which nginx would read as a variable`);
  return JSON.stringify(text).slice(1, -1).replace(/\\/g, '\\\\').replace(/"/g, '\\"');
}

const escapeRegex = (text) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * `$api_locale` from the `lang` query (a published code), else from the first tag of
 * Accept-Language: a locale's code, tag or hreflang, else its language alone (zh: the first
 * locale listed with it), longest first; English otherwise.
 */
function localeMap(locales) {
  const byQuery = locales.map((locale) => [`~*^${escapeRegex(locale.code)}\\|`, locale.code]);
  const tags = new Map();
  for (const locale of locales) {
    for (const tag of [locale.code, locale.tag, locale.hreflang].filter(Boolean))
      if (!tags.has(tag.toLowerCase())) tags.set(tag.toLowerCase(), locale.code);
  }
  for (const locale of locales) {
    const language = locale.tag.split('-')[0].toLowerCase();
    if (!tags.has(language)) tags.set(language, locale.code);
  }
  const byHeader = [...tags.entries()]
    .sort(([a], [b]) => b.length - a.length)
    .map(([tag, code]) => [`~*^[^|]*\\|\\s*${escapeRegex(tag)}(?=[-,;\\s]|$)`, code]);
  return [
    "# The language of nginx's own answers under /api/: the lang query, else the first tag of Accept-Language.",
    'map "$arg_lang|$http_accept_language" $api_locale {',
    '    default en;',
    ...[...byQuery, ...byHeader].map(([pattern, code]) => `    "${pattern}" ${code};`),
    '}',
  ];
}

/** A map from `$api_locale` (and, with `minutes`, the wait in minutes) to a message of api.json as JSON text. */
function messageMap(variable, key, locales, minutes) {
  const rows = locales.flatMap((locale) => {
    const t = apiStrings(locale);
    if (!minutes) return [`    ${locale.code} "${nginxJsonText(t(key))}";`];
    return minutes.map((value) => `    "${locale.code}|${value}" "${nginxJsonText(t(key, { minutes: value, count: value }))}";`);
  });
  const fallback = rows[0].replace(/^\s*\S+/, '    default');
  return [`map ${minutes ? '"$api_locale|$api_retry_minutes"' : '$api_locale'} ${variable} {`, fallback, ...rows, '}'];
}

/** The whole http-level file from an environment (the API's), the published locales and their strings. */
function apiHttpRules(env = process.env, locales = publishedLocales()) {
  const limits = LIMITED_CALLS.map((call) => ({ ...call, rate: rateIn(env, call.setting) }));
  const minutes = [...new Set(limits.map(({ rate }) => Math.ceil(retryAfterSeconds(rate) / 60)))];
  return [
    "# Written by scripts/nginx-api-rules.cjs from the embedded API's settings and locales/*/api.json: do not edit.",
    "# Include it in nginx's http block, beside the upstream embedded_api (docs/deploy.md).",
    '',
    ...localeMap(locales),
    '',
    "# The texts of nginx's own answers under /api/ (the @api_… locations of nginx/site-rules.conf).",
    ...messageMap('$api_message_413', 'errors.tooLarge', locales),
    ...messageMap('$api_message_502', 'errors.unavailable', locales),
    ...messageMap('$api_message_504', 'errors.timeout', locales),
    'map $uri $api_retry_after {',
    `    default ${Math.max(...limits.map(({ rate }) => retryAfterSeconds(rate)))};`,
    ...limits.map(({ path, rate }) => `    ${path} ${retryAfterSeconds(rate)};`),
    '}',
    'map $api_retry_after $api_retry_minutes {',
    ...[...new Set(limits.map(({ rate }) => retryAfterSeconds(rate)))].map((seconds) => `    ${seconds} ${Math.ceil(seconds / 60)};`),
    `    default ${Math.max(...minutes)};`,
    '}',
    ...messageMap('$api_message_429', 'rateLimited', locales, minutes),
    '',
    '# How long nginx waits for the API before its own 504 (UPSTREAM_TIMEOUT_MS and 15 s more).',
    `proxy_read_timeout ${proxyReadTimeoutSeconds(env)}s;`,
    '',
    "# Request limits per client address, the same as the API's own (RATE_LIMIT_SUBMISSIONS, RATE_LIMIT_LOGIN).",
    '# Only the POST of each call counts: an empty key is not counted, so every other request passes.',
    ...limits.flatMap(({ zone, path, rate }) => [
      `map "$request_method $uri" $${zone}_client {`,
      `    "POST ${path}" $binary_remote_addr;`,
      '    default "";',
      '}',
      `limit_req_zone $${zone}_client zone=${zone}:10m rate=${nginxRate(rate)};`,
      `limit_req zone=${zone} burst=${Math.max(0, rate.count - 1)} nodelay;`,
    ]),
    'limit_req_status 429;',
    'limit_req_log_level warn;',
    '',
  ].join('\n');
}

module.exports = {
  LIMITED_CALLS,
  nginxRate,
  proxyReadTimeoutSeconds,
  retryAfterSeconds,
  publishedLocales,
  apiStrings,
  nginxJsonText,
  localeMap,
  apiHttpRules,
};

if (require.main === module) {
  const index = process.argv.indexOf('--out');
  const rules = apiHttpRules();
  if (index > 0) writeFileSync(process.argv[index + 1], rules);
  else process.stdout.write(rules);
}

/** @jest-environment node */
import { execFileSync } from 'node:child_process';
import { existsSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import {
  apiHttpRules,
  localeMap,
  nginxJsonText,
  nginxRate,
  proxyReadTimeoutSeconds,
  publishedLocales,
  retryAfterSeconds,
} from './nginx-api-rules.cjs';

describe('request limits at the edge', () => {
  it('become nginx rates: per second when whole, else per minute rounded up', () => {
    expect(nginxRate({ count: 10, seconds: 600 })).toBe('1r/m');
    expect(nginxRate({ count: 20, seconds: 600 })).toBe('2r/m');
    expect(nginxRate({ count: 100000, seconds: 60 })).toBe('100000r/m');
    expect(nginxRate({ count: 120, seconds: 60 })).toBe('2r/s');
    expect(nginxRate({ count: 1, seconds: 3600 })).toBe('1r/m');
    expect(retryAfterSeconds({ count: 10, seconds: 600 })).toBe(60);
    expect(retryAfterSeconds({ count: 1, seconds: 600 })).toBe(600);
  });

  it('are written from the same settings as the API’s, counting only each call’s POST', () => {
    const rules = apiHttpRules({ RATE_LIMIT_SUBMISSIONS: '3/600', RATE_LIMIT_LOGIN: 'nonsense' });
    expect(rules).toContain('limit_req_zone $api_register_client zone=api_register:10m rate=1r/m;');
    expect(rules).toContain('limit_req zone=api_register burst=2 nodelay;');
    expect(rules).toContain('limit_req zone=api_signup burst=2 nodelay;');
    // A malformed setting falls back to its default, as the API does (20/600).
    expect(rules).toContain('limit_req_zone $api_login_client zone=api_login:10m rate=2r/m;');
    expect(rules).toContain('limit_req zone=api_login burst=19 nodelay;');
    expect(rules).toMatch(
      /map "\$request_method \$uri" \$api_register_client \{\n {4}"POST \/api\/register" \$binary_remote_addr;\n {4}default "";/,
    );
    expect(rules).toContain('    /api/register 200;');
    expect(proxyReadTimeoutSeconds({ UPSTREAM_TIMEOUT_MS: '1500' })).toBe(17);
    expect(rules).toContain('proxy_read_timeout 45s;');
  });
});

describe('the texts of nginx’s own answers', () => {
  const rules = apiHttpRules({});

  it('are in every published language, Taiwan’s wording included', () => {
    for (const { code } of publishedLocales()) expect(rules).toMatch(new RegExp(`^ {4}${code} "`, 'm'));
    expect(rules).toContain('    ar "الخدمة غير متاحة حاليًا. يُرجى المحاولة مرة أخرى بعد بضع دقائق.";');
    expect(rules).toContain('"zh-hant-tw|1" "您的網路連線嘗試次數過多，請等待 1 分鐘後再試。"');
    expect(rules).toContain('"cht|1" "您的網絡連線嘗試次數過多，請等待 1 分鐘後再試。"');
  });

  it('are JSON text that nginx’s quoting gives back unchanged', () => {
    expect(nginxJsonText('Say "hi" \\ then')).toBe('Say \\\\\\"hi\\\\\\" \\\\\\\\ then');
    expect(() => nginxJsonText('costs $5')).toThrow(/variable/);
  });

  it('pick the lang query first, then the first tag of Accept-Language, longest first', () => {
    const map = localeMap(publishedLocales());
    const patterns = map
      .filter((line) => line.startsWith('    "~'))
      .map((line) => {
        const [, pattern, code] = /^ {4}"~\*(.*)" (\S+);$/.exec(line) as RegExpExecArray;
        return { pattern: new RegExp(pattern.replace(/\\\\/g, '\\'), 'i'), code };
      });
    const pick = (lang: string, acceptLanguage: string) =>
      patterns.find(({ pattern }) => pattern.test(`${lang}|${acceptLanguage}`))?.code ?? 'en';
    expect(pick('ar', 'de-DE')).toBe('ar');
    expect(pick('', 'de-DE,de;q=0.9')).toBe('de');
    expect(pick('', 'zh-Hant-TW')).toBe('zh-hant-tw');
    expect(pick('', 'zh-Hant')).toBe('cht');
    expect(pick('', 'zh-CN,zh;q=0.9')).toBe('zh-hans');
    expect(pick('', 'en-IN')).toBe('en-in');
    expect(pick('', 'pt-BR')).toBe('pt');
    expect(pick('xx', 'fil-PH')).toBe('en');
    expect(pick('', '')).toBe('en');
  });
});

const nginx = ['/usr/sbin/nginx', '/usr/local/sbin/nginx'].find(existsSync);
(nginx ? it : it.skip)('is a configuration nginx accepts, with the site’s rules', () => {
  const dir = mkdtempSync(path.join(tmpdir(), 'nginx-rules-'));
  writeFileSync(path.join(dir, 'api-http.conf'), apiHttpRules({}));
  writeFileSync(
    path.join(dir, 'nginx.conf'),
    `pid ${dir}/nginx.pid; error_log stderr; events {} http { include ${dir}/api-http.conf; upstream embedded_api { server 127.0.0.1:9; }
     server { listen 127.0.0.1:9; location ^~ /api/ { proxy_pass http://embedded_api; error_page 429 = @api_429; }
     location @api_429 { add_header Retry-After $api_retry_after always; return 429 '{"m":"$api_message_429","l":"$api_locale"}'; } } }`,
  );
  expect(() => execFileSync(nginx as string, ['-t', '-q', '-p', dir, '-e', 'stderr', '-c', path.join(dir, 'nginx.conf')])).not.toThrow();
});

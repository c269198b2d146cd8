import { startScriptWorker } from './script-worker';
import { warmUpIntl, warmUpScript } from './intl-warm-up';

jest.mock('./script-worker', () => ({ startScriptWorker: jest.fn(() => null) }));

describe('warmUpScript', () => {
  it('formats a number, a date and a plural in the language, then closes the worker', () => {
    const calls: string[] = [];
    const spy = (kind: string) =>
      function Formatter(tag: string) {
        calls.push(`${kind} ${tag}`);
        return { format: () => '', select: () => '' };
      };
    const close = jest.fn();
    const fakeIntl = { NumberFormat: spy('number'), DateTimeFormat: spy('date'), PluralRules: spy('plural') };
    new Function('Intl', 'close', warmUpScript('ar-AE'))(fakeIntl, close);
    expect(calls).toEqual(['number ar-AE', 'date ar-AE', 'plural ar-AE']);
    expect(close).toHaveBeenCalled();
  });

  it('quotes the tag as data, not code', () => {
    expect(warmUpScript('x");alert(1);("')).toContain(JSON.stringify('x");alert(1);("'));
  });
});

describe('warmUpIntl', () => {
  it('runs the script of the page language in a worker', () => {
    warmUpIntl('zh-CN');
    expect(startScriptWorker).toHaveBeenCalledWith(warmUpScript('zh-CN'));
  });
});

import { warmUpIntl, warmUpScript } from './intl-warm-up';

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
  const original = { Worker: global.Worker, create: URL.createObjectURL, revoke: URL.revokeObjectURL };
  afterEach(() => {
    global.Worker = original.Worker;
    URL.createObjectURL = original.create;
    URL.revokeObjectURL = original.revoke;
  });

  it('starts a worker on a script URL and releases the URL', () => {
    const started: string[] = [];
    global.Worker = jest.fn((url: string) => started.push(url)) as unknown as typeof Worker;
    URL.createObjectURL = jest.fn(() => 'blob:warm-up');
    URL.revokeObjectURL = jest.fn();
    warmUpIntl('zh-CN');
    expect(started).toEqual(['blob:warm-up']);
    expect(URL.revokeObjectURL).toHaveBeenCalledWith('blob:warm-up');
  });

  it('does nothing where workers are missing or refused', () => {
    URL.createObjectURL = jest.fn(() => 'blob:warm-up');
    URL.revokeObjectURL = jest.fn();
    // @ts-expect-error: a browser without workers
    delete global.Worker;
    expect(() => warmUpIntl('en-GB')).not.toThrow();
    expect(URL.createObjectURL).not.toHaveBeenCalled();
    global.Worker = jest.fn(() => {
      throw new Error('refused by the content security policy');
    }) as unknown as typeof Worker;
    expect(() => warmUpIntl('en-GB')).not.toThrow();
    expect(URL.revokeObjectURL).toHaveBeenCalledWith('blob:warm-up');
  });
});

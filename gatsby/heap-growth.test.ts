import { spawnSync } from 'node:child_process';
import * as v8 from 'node:v8';
import { HEAP_GROWTH_FLAG, onPreInit } from './heap-growth';

jest.mock('node:v8', () => ({ setFlagsFromString: jest.fn() }));

describe('heap growth of the build process', () => {
  it('sets the flag when Gatsby starts', () => {
    (onPreInit as () => void)();
    expect(v8.setFlagsFromString).toHaveBeenCalledWith(HEAP_GROWTH_FLAG);
  });

  it("is a flag this Node's V8 knows (an unknown one is only reported on stderr)", () => {
    const known = spawnSync(process.execPath, ['-e', `require('node:v8').setFlagsFromString(${JSON.stringify(HEAP_GROWTH_FLAG)})`], {
      encoding: 'utf8',
    });
    expect(known.stderr).toBe('');
    const unknown = spawnSync(process.execPath, ['-e', `require('node:v8').setFlagsFromString('--no-such-heap-flag')`], {
      encoding: 'utf8',
    });
    expect(unknown.stderr).toMatch(/unrecognized flag/);
  });
});

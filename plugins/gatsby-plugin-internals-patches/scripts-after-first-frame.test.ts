import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Compiler } from 'webpack';
import {
  SCRIPTS_ATTRIBUTE,
  ScriptsAfterFirstFramePlugin,
  loadScriptsAfterFirstFrame,
  loadScriptsAfterFirstFrameInline,
  templateScripts,
} from './scripts-after-first-frame';

/** What Gatsby 5 writes into public/_gatsby/slices/_gatsby-scripts-1.html (gatsby-webpack-stats-extractor). */
const gatsbyScriptsSlice =
  '\n          <script\n            id="gatsby-chunk-mapping"\n          >\n            window.___chunkMapping="{}";\n          </script>\n        ' +
  '<script>window.___webpackCompilationHash="abc";</script>' +
  '<script src="/webpack-runtime-1.js" async></script><script src="/framework-2.js" async></script><script src="/app-3.js" async></script>';

describe('loadScriptsAfterFirstFrame', () => {
  it('replaces the script tags by one loader that lists their URLs in order', () => {
    const slice = loadScriptsAfterFirstFrame(gatsbyScriptsSlice);
    expect(slice).not.toMatch(/<script[^>]* src=/);
    expect(slice.match(/<script/g)).toHaveLength(3);
    expect(slice).toContain(
      `<script ${SCRIPTS_ATTRIBUTE}="/webpack-runtime-1.js /framework-2.js /app-3.js">${loadScriptsAfterFirstFrameInline}</script>`,
    );
    // The chunk map and the build's hash still run first, as they did.
    expect(slice.startsWith(gatsbyScriptsSlice.slice(0, gatsbyScriptsSlice.indexOf('<script src')))).toBe(true);
  });

  it('fails loudly when Gatsby writes its script tags some other way', () => {
    expect(() => loadScriptsAfterFirstFrame('<script defer src="/app-3.js"></script>')).toThrow(/no <script src async> tags/);
  });
});

describe('the inline loader', () => {
  let frames: FrameRequestCallback[];
  let timers: (() => void)[];

  /** Runs the loader as the browser would, its element being the current script. */
  function runLoader(visibilityState: DocumentVisibilityState) {
    const element = document.createElement('script');
    element.setAttribute(SCRIPTS_ATTRIBUTE, '/webpack-runtime-1.js /framework-2.js /app-3.js');
    const pageDocument = {
      currentScript: element,
      visibilityState,
      body: document.body,
      createElement: document.createElement.bind(document),
    };
    new Function('document', 'requestAnimationFrame', 'setTimeout', loadScriptsAfterFirstFrameInline)(
      pageDocument,
      (callback: FrameRequestCallback) => frames.push(callback),
      (callback: () => void) => timers.push(callback),
    );
  }
  const appended = () => [...document.body.querySelectorAll('script')].map((script) => script.getAttribute('src'));

  beforeEach(() => {
    frames = [];
    timers = [];
    document.body.innerHTML = '';
    document.body.removeAttribute(SCRIPTS_ATTRIBUTE);
  });

  it('appends the scripts in the task after the first frame', () => {
    runLoader('visible');
    expect(appended()).toEqual([]);
    frames.forEach((frame) => frame(0));
    expect(appended()).toEqual([]);
    timers.forEach((timer) => timer());
    expect(appended()).toEqual(['/webpack-runtime-1.js', '/framework-2.js', '/app-3.js']);
  });

  it("then appends the page template's scripts that the body lists", () => {
    document.body.setAttribute(SCRIPTS_ATTRIBUTE, '/1766-4.js /component---src-templates-route-tsx-5.js');
    runLoader('visible');
    frames.forEach((frame) => frame(0));
    timers.forEach((timer) => timer());
    expect(appended()).toEqual([
      '/webpack-runtime-1.js',
      '/framework-2.js',
      '/app-3.js',
      '/1766-4.js',
      '/component---src-templates-route-tsx-5.js',
    ]);
  });

  it('appends them at once when the page loads out of sight and draws no frame', () => {
    runLoader('hidden');
    expect(appended()).toEqual(['/webpack-runtime-1.js', '/framework-2.js', '/app-3.js']);
    expect(frames).toEqual([]);
  });
});

describe('templateScripts', () => {
  // The shape of public/webpack.stats.json, trimmed.
  const stats = {
    namedChunkGroups: {
      app: { assets: [{ name: 'webpack-runtime-1.js' }, { name: 'framework-2.js' }, { name: 'app-3.js' }] },
      'component---src-templates-route-tsx': {
        assets: [
          { name: 'styles.6.css' },
          { name: '1766-4.js' },
          { name: 'app-3.js' },
          { name: 'component---src-templates-route-tsx-5.js' },
        ],
      },
    },
  };

  it("lists the scripts of the template's chunk group that the app's group does not load, without its styles", () => {
    expect(templateScripts(stats, 'component---src-templates-route-tsx')).toEqual([
      '/1766-4.js',
      '/component---src-templates-route-tsx-5.js',
    ]);
  });

  it('lists nothing for a template the stats do not know', () => {
    expect(templateScripts(stats, 'component---src-templates-gone-tsx')).toEqual([]);
  });
});

describe('ScriptsAfterFirstFramePlugin', () => {
  const { AsyncSeriesHook } = jest.requireActual<typeof import('tapable')>('tapable');
  // Gatsby's own comparison of its scripts slice with the file (gatsby-webpack-stats-extractor).
  const { ensureFileContent } = jest.requireActual<{ ensureFileContent: (file: string, data: string) => Promise<boolean> }>(
    'gatsby/dist/utils/ensure-file-content',
  );
  const sliceFile = path.join('public', '_gatsby', 'slices', '_gatsby-scripts-1.html');
  let cwd: string;
  beforeEach(() => {
    cwd = process.cwd();
    process.chdir(mkdtempSync(path.join(tmpdir(), 'scripts-slice-')));
  });
  afterEach(() => process.chdir(cwd));

  /** One browser build's done hook: Gatsby's stats hook writes its slice; answers whether Gatsby saw a new slice (it then stitches every page again). */
  async function build(gatsbySlice: string): Promise<boolean> {
    const done = new AsyncSeriesHook<[unknown]>(['stats']);
    let regenerated = false;
    done.tapPromise('GatsbyWebpackStatsExtractor', async () => {
      regenerated = await ensureFileContent(sliceFile, gatsbySlice);
    });
    new ScriptsAfterFirstFramePlugin().apply({ hooks: { done } } as unknown as Compiler);
    await done.promise({});
    return regenerated;
  }

  it('leaves the slice rewritten, and Gatsby sees no new slice in a build whose scripts did not change', async () => {
    expect(await build(gatsbyScriptsSlice)).toBe(true);
    expect(readFileSync(sliceFile, 'utf8')).toBe(loadScriptsAfterFirstFrame(gatsbyScriptsSlice));
    expect(await build(gatsbyScriptsSlice)).toBe(false);
    expect(readFileSync(sliceFile, 'utf8')).toBe(loadScriptsAfterFirstFrame(gatsbyScriptsSlice));
    const newScripts = gatsbyScriptsSlice.replace('/app-3.js', '/app-4.js');
    expect(await build(newScripts)).toBe(true);
    expect(readFileSync(sliceFile, 'utf8')).toBe(loadScriptsAfterFirstFrame(newScripts));
  });
});

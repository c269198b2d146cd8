/**
 * Every change the site makes to Gatsby's internals and output, one option per patch (patches.ts,
 * docs/gatsby-patches.md). At the start of the build each patch that is on checks the Gatsby
 * files it relies on, and the build stops with their names if one changed.
 */
import path from 'node:path';
import type { GatsbyNode } from 'gatsby';
import { checkGatsbyInternals } from './gatsby-internals';
import { isOn, PATCHES, type PatchOptions } from './patches';
import { patchWebpackConfig } from './webpack';
import { patchBuiltHtml, writeFunctionsManifest, writeUnknownPathPageData } from './built-files';

export const pluginOptionsSchema: GatsbyNode['pluginOptionsSchema'] = ({ Joi }) =>
  Joi.object({
    off: Joi.array()
      .items(Joi.string().valid(...PATCHES))
      .unique()
      .default([]),
    notFoundPages: Joi.function().arity(0),
  });

export const onPluginInit: GatsbyNode['onPluginInit'] = (_args, options) => checkGatsbyInternals(options as PatchOptions);

export const onCreateWebpackConfig: GatsbyNode['onCreateWebpackConfig'] = (args, options) =>
  patchWebpackConfig(args, options as PatchOptions);

const publicDir = path.resolve('public');

export const onPostBuild: GatsbyNode['onPostBuild'] = ({ reporter }, pluginOptions) => {
  const options = pluginOptions as PatchOptions;
  const html = isOn(options, 'nulBytesOut')
    ? patchBuiltHtml(publicDir, path.resolve('.cache', 'internals-patches', 'html.json'))
    : { read: 0, nulBytes: 0 };
  const notFound =
    isOn(options, 'unknownPathPageData') && options.notFoundPages ? writeUnknownPathPageData(publicDir, options.notFoundPages()) : 0;
  const functions = isOn(options, 'functionsManifest') ? writeFunctionsManifest(path.resolve('.cache')) : 0;
  reporter.info(
    `internals patches: ${html.read} HTML files written in this build read, ${html.nulBytes} had NUL bytes; ` +
      `${notFound} unknown-path page data files; ${functions} API functions listed`,
  );
};

/**
 * Every change the site makes to Gatsby's internals, one boolean option per patch (patches.ts,
 * docs/gatsby-patches.md). At the start of the build each patch that is on checks the Gatsby
 * files it relies on, and the build stops with their names if one changed.
 */
import type { GatsbyNode } from 'gatsby';
import { checkGatsbyInternals } from './gatsby-internals';
import { PATCHES, type PatchOptions } from './patches';
import { patchWebpackConfig } from './webpack';

export const pluginOptionsSchema: GatsbyNode['pluginOptionsSchema'] = ({ Joi }) =>
  Joi.object(Object.fromEntries(PATCHES.map((patch) => [patch, Joi.boolean().default(true)])));

export const onPluginInit: GatsbyNode['onPluginInit'] = (_args, options) => checkGatsbyInternals(options as PatchOptions);

export const onCreateWebpackConfig: GatsbyNode['onCreateWebpackConfig'] = (args, options) => patchWebpackConfig(args, options as PatchOptions);

import type { GatsbyBrowser } from 'gatsby';
import { nextTask } from '../../src/lib/next-task';
import { hydrateInTransition } from './hydrate-in-transition';
import { isOn, type PatchOptions } from './patches';

/**
 * twoTaskStart: Gatsby waits for this promise before it finds the page's data and code; ending
 * the task here splits the app chunk's start (its modules, then the loader's work) into two
 * shorter tasks. Listed after the site's runtime plugin, whose onClientEntry runs first.
 */
export const onClientEntry: GatsbyBrowser['onClientEntry'] = (_args, options) =>
  isOn(options as PatchOptions, 'twoTaskStart') ? nextTask() : undefined;

// hydrateInTransition: Gatsby's render-or-hydrate choice, made in a transition (typed loosely
// by Gatsby, whose declaration names react-dom's legacy `render`). Gatsby takes its own when
// no plugin answers.
export const replaceHydrateFunction = (_args: unknown, options: PatchOptions) =>
  isOn(options, 'hydrateInTransition') ? hydrateInTransition : undefined;

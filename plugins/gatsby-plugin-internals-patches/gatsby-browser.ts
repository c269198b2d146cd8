import { hydrateInTransition } from './hydrate-in-transition';
import { isOn, type PatchOptions } from './patches';

// hydrateInTransition: Gatsby's render-or-hydrate choice, made in a transition (typed loosely
// by Gatsby, whose declaration names react-dom's legacy `render`). Gatsby takes its own when
// no plugin answers.
export const replaceHydrateFunction = (_args: unknown, options: PatchOptions) =>
  isOn(options, 'hydrateInTransition') ? hydrateInTransition : undefined;

import { replaceHydrateFunction } from './gatsby-browser';
import { hydrateInTransition } from './hydrate-in-transition';

it("leaves Gatsby's hydration as it is when its patch is off", () => {
  expect(replaceHydrateFunction({}, { off: ['hydrateInTransition'] })).toBeUndefined();
  expect(replaceHydrateFunction({}, {})).toBe(hydrateInTransition);
});

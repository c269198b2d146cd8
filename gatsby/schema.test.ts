/**
 * @jest-environment node
 */
import { typeDefs } from './schema';

const { typesWithoutInference } = jest.requireActual<{ typesWithoutInference: (names: string[], typeDefs: string) => string[] }>(
  'gatsby/dist/schema/types/type-defs',
);

it('switches Gatsby’s inference off for its page nodes too: no page context is inferred on createPage', () => {
  // Gatsby's own reading of createTypes: the types its inference then ignores node by node.
  expect(typesWithoutInference([], typeDefs)).toContain('SitePage');
});

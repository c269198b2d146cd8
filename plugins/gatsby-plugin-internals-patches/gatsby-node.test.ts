import { testPluginOptionsSchema } from 'gatsby-plugin-utils';
import type { PluginRef } from 'gatsby';
import config from '../../gatsby-config';
import { pluginOptionsSchema } from './gatsby-node';

const configuredOptions = () => {
  const entry = config.plugins?.find(
    (plugin: PluginRef): plugin is { resolve: string; options: Record<string, unknown> } =>
      typeof plugin === 'object' && plugin.resolve === 'gatsby-plugin-internals-patches',
  );
  if (!entry) throw new Error('gatsby-config.ts no longer lists gatsby-plugin-internals-patches');
  return entry.options;
};

it('declares every option gatsby-config.ts gives it (Gatsby warns about the others and ignores them)', async () => {
  const { isValid, errors, warnings } = await testPluginOptionsSchema(pluginOptionsSchema!, configuredOptions());
  expect({ isValid, errors, warnings }).toEqual({ isValid: true, errors: [], warnings: [] });
});

it('refuses a patch that does not exist', async () => {
  const { isValid } = await testPluginOptionsSchema(pluginOptionsSchema!, { off: ['noSuchPatch'] });
  expect(isValid).toBe(false);
});

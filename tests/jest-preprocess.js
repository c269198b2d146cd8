// Jest compiles TypeScript and JSX with Gatsby's own Babel preset, as the site does.
const babelJest = require('babel-jest').default;

module.exports = babelJest.createTransformer({ presets: ['babel-preset-gatsby', '@babel/preset-typescript'] });

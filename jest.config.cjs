/**
 * One jest run for every package: unit, component and server tests, compiled by @swc/jest
 * (TypeScript 7-era toolchain: no ts-jest). Each package is a jest project.
 */
const swc = ['@swc/jest', { jsc: { parser: { syntax: 'typescript', tsx: true }, transform: { react: { runtime: 'automatic' } }, target: 'es2022' }, module: { type: 'commonjs' } }];
const web = (name) => ({
  displayName: name,
  rootDir: `<rootDir>/${name}`,
  testEnvironment: 'jsdom',
  testMatch: ['<rootDir>/{src,test}/**/*.test.{ts,tsx}'],
  transform: { '^.+\\.[cm]?[jt]sx?$': swc },
  transformIgnorePatterns: ['/node_modules/(?!(\\.pnpm/)?(ol|geotiff|quick-lru|earcut|rbush|quickselect|color-|pbf|@ant-design[+/]colors|@ant-design[+/]fast-color|shared-session|shared-widgets))'],
  // one antd per project: shared-widgets' own copy differs (optional peers of the date picker),
  // which would split antd's App / ConfigProvider contexts in tests; module federation shares one at runtime.
  moduleNameMapper: { '\\.css$': '<rootDir>/../tools/jest-style-mock.cjs', '^antd$': '<rootDir>/node_modules/antd', '^antd/(.*)$': '<rootDir>/node_modules/antd/$1' },
  setupFiles: ['<rootDir>/../tools/jest-setup-dom.cjs'],
});
module.exports = {
  projects: [
    web('shared-session'),
    web('shared-widgets'),
    web('shell'),
    web('remote-fleet'),
    web('remote-system'),
    {
      displayName: 'server',
      rootDir: '<rootDir>/server',
      testEnvironment: 'node',
      testMatch: ['<rootDir>/test/**/*.test.ts'],
      transform: { '^.+\\.[cm]?[jt]sx?$': swc },
      // sanitize-html's parser (htmlparser2 12) and its dom packages are ESM-only
      transformIgnorePatterns: ['/node_modules/(?!(\\.pnpm/)?(htmlparser2|domhandler|domutils|dom-serializer|domelementtype|entities)[@/])'],
      moduleNameMapper: { '^(\\.{1,2}/.*)\\.js$': '$1' },
    },
  ],
};

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
  moduleNameMapper: { '\\.css$': '<rootDir>/../tools/jest-style-mock.cjs' },
  setupFiles: ['<rootDir>/../tools/jest-setup-dom.cjs'],
});
module.exports = {
  projects: [
    web('shared-session'),
    web('shared-widgets'),
    web('shell'),
    web('remote-fleet'),
    {
      displayName: 'server',
      rootDir: '<rootDir>/server',
      testEnvironment: 'node',
      testMatch: ['<rootDir>/test/**/*.test.ts'],
      transform: { '^.+\\.[cm]?[jt]sx?$': swc },
      moduleNameMapper: { '^(\\.{1,2}/.*)\\.js$': '$1' },
    },
  ],
};

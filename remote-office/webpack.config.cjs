const { makeConfig } = require('../tools/webpack.base.cjs');

module.exports = makeConfig({
  dir: __dirname,
  name: 'remote_office',
  exposes: { './views': './src/views.ts' },
  html: { title: 'remote_office', templateContent: '<!doctype html><html><head><meta charset="utf-8"></head><body><div id="root"></div></body></html>' },
});

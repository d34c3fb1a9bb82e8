const { makeConfig } = require('../tools/webpack.base.cjs');

module.exports = makeConfig({
  dir: __dirname,
  name: 'remote_system',
  exposes: { './views': './src/views.ts' },
  html: { title: 'remote_system', templateContent: '<!doctype html><html><head><meta charset="utf-8"></head><body><div id="root"></div></body></html>' },
});

const { makeConfig } = require('../tools/webpack.base.cjs');

module.exports = makeConfig({
  dir: __dirname,
  name: 'remote_workflow',
  exposes: { './views': './src/views.ts' },
  html: { title: 'remote_workflow', templateContent: '<!doctype html><html><head><meta charset="utf-8"></head><body><div id="root"></div></body></html>' },
});

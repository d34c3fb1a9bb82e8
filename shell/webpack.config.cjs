const { makeConfig } = require('../tools/webpack.base.cjs');

module.exports = makeConfig({
  dir: __dirname,
  name: 'shell',
  html: { template: './public/index.html', favicon: './public/favicon.svg' },
});

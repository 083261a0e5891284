const { createConfig } = require('../tooling/webpack-base.cjs');

module.exports = (env, argv) => {
  const config = createConfig(
    {
      dir: __dirname,
      name: 'shell',
      devPort: 3001,
      // absolute asset paths, or deep links such as /admin/forms/5 load nothing
      html: { publicPath: '/', title: 'Tamir Formu' },
    },
    argv,
  );
  // spec §9: chunk load time-out of the page loader
  config.output.chunkLoadTimeout = 120000;
  // standalone development: /remotes.json lists the remotes under /mfe/… on the API server
  config.devServer.proxy[0].context.push('/mfe');
  return config;
};

const HtmlWebpackPlugin = require('html-webpack-plugin');
const { createConfig, PAGE_TEMPLATE } = require('../tooling/webpack-base.cjs');

/** The shell's page (index.html and login.html). */
const page = {
  title: 'Tamir Formu',
  meta: { description: 'Tamir Formu: araç tamir ve arıza formu yönetim sistemi', 'theme-color': '#14213d' },
  noscript: "Tamir Formu'nu kullanmak için JavaScript'i etkinleştirin.",
};

/**
 * The light login page (issue 13): what a cold load of /giris gets. A build of its own, without
 * Module Federation (so everything in it is tree-shaken and nothing of the share scope loads),
 * into the same dist as login.html + login.<hash>.js; it runs after the shell's build, whose
 * `clean` would otherwise remove it.
 */
function loginConfig(shell) {
  const production = shell.mode === 'production';
  return {
    name: 'login',
    dependencies: ['shell'],
    mode: shell.mode,
    context: shell.context,
    entry: { login: './src/login-entry.tsx' },
    devtool: shell.devtool,
    output: { ...shell.output, publicPath: '/', clean: false, uniqueName: 'shell_login' },
    resolve: shell.resolve,
    module: shell.module,
    plugins: [new HtmlWebpackPlugin({ template: PAGE_TEMPLATE, filename: 'login.html', chunks: ['login'], ...page })],
    performance: shell.performance,
    optimization: production ? { ...shell.optimization, splitChunks: false } : {},
  };
}

module.exports = (env, argv) => {
  const config = createConfig(
    {
      dir: __dirname,
      name: 'shell',
      devPort: 3001,
      // absolute asset paths, or deep links such as /admin/forms/5 load nothing
      html: { publicPath: '/', ...page },
    },
    argv,
  );
  config.name = 'shell';
  // spec §9: chunk load time-out of the page loader
  config.output.chunkLoadTimeout = 120000;
  // standalone development: /remotes.json lists the remotes under /mfe/… on the API server
  config.devServer.proxy[0].context.push('/mfe');
  // `start:standalone` serves the shell alone (its router has the login route).
  return argv && argv.mode === 'development' && process.env.WEBPACK_SERVE ? config : [config, loginConfig(config)];
};

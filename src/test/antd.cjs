/** `antd` under jest: its exports, each required on first use (see lazyBarrel.cjs). */
module.exports = require('./lazyBarrel.cjs').lazyBarrel('antd/lib/index.js');

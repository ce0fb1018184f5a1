/**
 * Stand-in for `electrodb`'s entry in function bundles (esbuild alias in infra/bundling.ts): the
 * code imports only `Entity` at run time (types aside), and the entry also requires Service,
 * transactions and conversions, which nothing uses (about 25 KB minified in every function with
 * entities). Any other name imported from 'electrodb' is undefined here: test/infra/electrodb-entry.test.ts
 * fails the build of the tests when the code starts importing one.
 */
const { Entity } = require('../../node_modules/electrodb/src/entity.js');

module.exports = { Entity };

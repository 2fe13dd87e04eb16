/**
 * Jest's stand-in for a package's index ("barrel") that re-exports hundreds of modules: the same
 * exports, each required the first time it is read. `import { Button } from 'antd'` evaluates all
 * of antd (about 1,500 modules) and `import { DeleteOutlined } from '@ant-design/icons'` every
 * icon (about 1,700) in each test file, since jest runs CommonJS without tree shaking: one to
 * three seconds a file. The bundler only ever takes what is used, and so does this.
 *
 * It reads the package's own compiled index (lib/index.js, the code `require('antd')` runs) for
 * its exports: `Object.defineProperty(exports, "Name", { get: () => _local.prop })` with
 * `var _local = _interopRequireDefault(require("./path"))`, re-exports of another barrel
 * (`Object.keys(_local).forEach`), and `exports.name = ...` assignments (read from the whole
 * index). The modules are the package's own files, so every import shares one instance of each.
 * jest.config.ts maps the package names here (moduleNameMapper); a name it cannot read would be
 * undefined, and the component using it would fail loudly.
 */
const path = require('node:path');
const fs = require('node:fs');

/** What `_interopRequireDefault` / `_interopRequireWildcard` give for a module. */
function interop(module, kind) {
  if (!kind || (module && module.__esModule)) return module;
  return kind === 'Default' ? { default: module } : { ...module, default: module };
}

/** Adds the exports of the barrel at `indexFile` to `target` as getters; returns `target`. */
function addLazyExports(target, indexFile) {
  const source = fs.readFileSync(indexFile, 'utf8');
  const resolve = (request) => require.resolve(request, { paths: [path.dirname(indexFile)] });
  const locals = new Map();
  for (const [, local, kind, request] of source.matchAll(
    /var (_\w+) = (?:_interopRequire(Default|Wildcard)\()?require\("([^"]+)"\)\)?(?:\.default)?;/g,
  )) {
    let loaded;
    locals.set(local, {
      file: resolve(request),
      load: () => (loaded ??= interop(require(resolve(request)), kind)),
    });
  }
  const define = (name, get) => {
    if (!Object.prototype.hasOwnProperty.call(target, name)) {
      Object.defineProperty(target, name, { enumerable: true, configurable: true, get });
    }
  };
  for (const [, name, local, property] of source.matchAll(
    /Object\.defineProperty\(exports, "(\w+)", \{\s*enumerable: true,\s*get: function \(\) \{\s*return (_\w+)(?:\.(\w+))?;/g,
  )) {
    const module = locals.get(local);
    if (module) define(name, () => (property ? module.load()[property] : module.load()));
  }
  for (const [, name] of source.matchAll(/\bexports\.(\w+) = (?!void 0)/g)) {
    define(name, () => require(indexFile)[name]);
  }
  for (const [, local] of source.matchAll(/Object\.keys\((_\w+)\)\.forEach/g)) {
    const module = locals.get(local);
    if (module) addLazyExports(target, module.file);
  }
  return target;
}

/**
 * The exports of a package's index file (named by its path, e.g. 'antd/lib/index.js': the bare
 * package name resolves to this stand-in), each required on first use.
 */
function lazyBarrel(indexPath) {
  return addLazyExports({ __esModule: true }, require.resolve(indexPath));
}

module.exports = { lazyBarrel };

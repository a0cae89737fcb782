// Vite plugin for the browser build: the browser needs only each endpoint's method and path at
// run time (its types come from the full contract at compile time), so a contract module
// (src/contract/<feature>.ts) is replaced by its endpoint maps reduced to { method, path }. The
// zod schemas stay on the server and out of the first page (docs/decisions/0010). A contract module
// that exports anything else at run time fails the build, loudly.
import type { Plugin } from 'vite';

const CONTRACT = /[\\/]src[\\/]contract[\\/][\w-]+\.ts$/;

interface Node {
  type: string;
  [key: string]: unknown;
}

const stringOf = (node: Node | undefined): string | null =>
  node?.type === 'Literal' && typeof node.value === 'string' ? node.value : null;

function propertyValue(object: Node, name: string): Node | undefined {
  for (const property of object.properties as Node[]) {
    const key = property.key as Node | undefined;
    if (property.type === 'Property' && (key?.name === name || key?.value === name))
      return property.value as Node;
  }
  return undefined;
}

/** `{ name: endpoint({ method, path, ... }), ... }` as `{ name: { method, path } }`, or null. */
function routesOf(object: Node): Record<string, { method: string; path: string }> | null {
  const routes: Record<string, { method: string; path: string }> = {};
  for (const property of object.properties as Node[]) {
    const key = property.key as Node;
    const call = property.value as Node;
    const callee = call.callee as Node | undefined;
    if (call.type !== 'CallExpression' || callee?.name !== 'endpoint') return null;
    const spec = (call.arguments as Node[])[0];
    const method = spec && stringOf(propertyValue(spec, 'method'));
    const path = spec && stringOf(propertyValue(spec, 'path'));
    if (!method || !path) return null;
    routes[String(key.name ?? key.value)] = { method, path };
  }
  return routes;
}

export function clientContracts(): Plugin {
  return {
    name: 'client-contracts',
    enforce: 'post',
    apply: (_config, env) => env.command === 'build' && !env.isSsrBuild,
    transform(code, id) {
      const file = id.split('?')[0] ?? id;
      // The contract modules are the ones that declare endpoints with endpoint() from ./endpoint.
      if (
        !CONTRACT.test(file) ||
        !/from ['"]\.\/endpoint['"]/.test(code) ||
        !/\bendpoint\(/.test(code)
      )
        return null;
      const program = this.parse(code) as unknown as Node;
      const exports: string[] = [];
      // Anything else exported at run time would vanish from the browser build, silently.
      const others: string[] = [];
      for (const statement of program.body as Node[]) {
        if (
          statement.type === 'ExportAllDeclaration' ||
          statement.type === 'ExportDefaultDeclaration'
        ) {
          others.push(statement.type === 'ExportAllDeclaration' ? 'export *' : 'export default');
          continue;
        }
        if (statement.type !== 'ExportNamedDeclaration') continue;
        const declaration = statement.declaration as Node | null;
        if (!declaration) {
          for (const specifier of (statement.specifiers as Node[] | undefined) ?? [])
            others.push(
              String((specifier.exported as Node).name ?? (specifier.exported as Node).value),
            );
          continue;
        }
        const declarators = (declaration.declarations as Node[] | undefined) ?? [];
        if (declarators.length === 0) others.push(String((declaration.id as Node | null)?.name));
        for (const declarator of declarators) {
          const init = declarator.init as Node | null;
          const routes = init?.type === 'ObjectExpression' ? routesOf(init) : null;
          const name = String((declarator.id as Node).name);
          if (routes) exports.push(`export const ${name} = ${JSON.stringify(routes)};`);
          else others.push(name);
        }
      }
      if (others.length > 0)
        this.error(
          `${file}: exports ${others.join(', ')} besides its endpoint maps; the browser build keeps ` +
            'only endpoint maps, so move them to a module without endpoints (e.g. path-params.ts)',
        );
      if (exports.length === 0) this.error(`${file}: no endpoint maps found for the browser`);
      return { code: exports.join('\n'), map: null };
    },
  };
}

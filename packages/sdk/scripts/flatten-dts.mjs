// Makes the bundled declarations self-contained: the API's types come from the server's zod schemas
// (`type Admin = z.infer<typeof admin>`), which would leave consumers needing zod, and `any` without it.
// Each type alias that mentions zod (or a server type the bundler had to rename, `Project$1`) is
// replaced by the plain type the compiler resolves it to; the schema declarations, the zod import and
// the helpers nothing refers to any more are dropped; and the result must compile on its own.
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import ts from 'typescript';

const dist = path.resolve(import.meta.dirname, '../dist');
// fleet-rules' declarations keep zod's types: they are zod schemas, for an app that has zod (a peer).
const files = readdirSync(dist, { recursive: true, encoding: 'utf8' })
  .filter((name) => /\.d\.c?ts$/.test(name) && !name.startsWith('fleet-rules.'))
  .map((name) => path.join(dist, name));

const compilerOptions = {
  strict: true,
  noEmit: true,
  skipLibCheck: false,
  target: ts.ScriptTarget.ES2022,
  module: ts.ModuleKind.ESNext,
  moduleResolution: ts.ModuleResolutionKind.Bundler,
  lib: ['lib.es2023.d.ts', 'lib.dom.d.ts'],
  types: [],
};
const flags =
  ts.NodeBuilderFlags.NoTruncation |
  ts.NodeBuilderFlags.InTypeAlias |
  ts.NodeBuilderFlags.MultilineObjectLiterals |
  ts.NodeBuilderFlags.UseSingleQuotesForStringLiteralType;

const program = ts.createProgram(files, compilerOptions);
const checker = program.getTypeChecker();
const printer = ts.createPrinter();

for (const file of files) {
  const source = program.getSourceFile(file);
  const zod = source.statements.find(
    (statement) => ts.isImportDeclaration(statement) && statement.moduleSpecifier.text === 'zod',
  );
  if (!zod) continue;
  const mentionsZod = (node) => /\bz\.|\btypeof\s|\b\w+\$\d+\b/.test(node.getText(source));
  const edits = [];
  for (const statement of source.statements) {
    if (statement === zod) edits.push({ node: statement, text: '' });
    else if (ts.isVariableStatement(statement) && mentionsZod(statement))
      edits.push({ node: statement, text: '' });
    else if (ts.isTypeAliasDeclaration(statement) && mentionsZod(statement.type)) {
      const resolved = checker.typeToTypeNode(checker.getTypeAtLocation(statement.name), statement, flags);
      edits.push({
        node: statement.type,
        text: printer.printNode(ts.EmitHint.Unspecified, resolved, source),
      });
    }
  }
  let text = source.text;
  for (const { node, text: replacement } of edits.sort(
    (x, y) => y.node.getStart(source) - x.node.getStart(source),
  )) {
    // A dropped statement takes its leading comment (the schema's doc) with it.
    const start = replacement === '' ? node.getFullStart() : node.getStart(source);
    text = text.slice(0, start) + replacement + text.slice(node.getEnd());
  }
  writeFileSync(file, withoutUnused(text));
}

/**
 * Drops the type aliases and interfaces that nothing mentions any more (the bundle exports by list),
 * and the names of dropped schemas from the import and export lists that still carry them.
 */
function withoutUnused(text) {
  for (;;) {
    const source = ts.createSourceFile('index.d.ts', text, ts.ScriptTarget.ES2022, true);
    const mentioned = (name, node) => {
      const rest = text.slice(0, node.getFullStart()) + text.slice(node.getEnd());
      return new RegExp(`(?<![\\w$])${name.replaceAll('$', '\\$')}(?![\\w$])`).test(rest);
    };
    const unused = source.statements.find((statement) => {
      if (!ts.isTypeAliasDeclaration(statement) && !ts.isInterfaceDeclaration(statement)) return false;
      return !mentioned(statement.name.text, statement);
    });
    if (unused) {
      text = text.slice(0, unused.getFullStart()) + text.slice(unused.getEnd());
      continue;
    }
    const stale = listedNames(source).find(({ local, list }) => !mentioned(local, list));
    if (!stale) return text;
    const kept = stale.list.elements.filter((element) => element !== stale.element);
    const replacement = kept.map((element) => element.getText(source)).join(', ');
    text = `${text.slice(0, stale.list.getStart(source))}{ ${replacement} }${text.slice(stale.list.getEnd())}`;
  }
}

/** The names in `import { a as b }` and in `export { b as c }` (without `from`), with their lists. */
function listedNames(source) {
  const names = [];
  for (const statement of source.statements) {
    const list = ts.isImportDeclaration(statement)
      ? statement.importClause?.namedBindings
      : ts.isExportDeclaration(statement) && !statement.moduleSpecifier
        ? statement.exportClause
        : undefined;
    if (!list || !(ts.isNamedImports(list) || ts.isNamedExports(list))) continue;
    for (const element of list.elements) {
      // An import's local name must be used in the file; an export's must be declared there.
      const local = ts.isImportSpecifier(element)
        ? element.name.text
        : (element.propertyName ?? element.name).text;
      names.push({ local, list, element });
    }
  }
  return names;
}

// The flattened files must compile without zod, the server, or anything else.
const check = ts.createProgram(files, { ...compilerOptions, noResolve: true });
const problems = ts.getPreEmitDiagnostics(check);
const leftovers = files.filter((file) => /from ['"](zod|@fuel\/server)/.test(readFileSync(file, 'utf8')));
if (problems.length > 0 || leftovers.length > 0) {
  const host = {
    getCanonicalFileName: (name) => name,
    getCurrentDirectory: () => dist,
    getNewLine: () => '\n',
  };
  console.error(ts.formatDiagnostics(problems, host));
  if (leftovers.length > 0) console.error(`Still importing zod or the server: ${leftovers.join(', ')}`);
  process.exit(1);
}
console.info(`flatten-dts: ${files.length} declaration files self-contained`);

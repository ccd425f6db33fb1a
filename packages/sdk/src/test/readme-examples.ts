import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import ts from 'typescript';

const sdk = path.resolve(import.meta.dirname, '../..');

/** One ```ts block of a guide: its code and the guide's line its first line is on. */
export interface Example {
  code: string;
  line: number;
}

/**
 * The ```ts blocks of a guide, in order: the kit's README by default, or the `## section` of another
 * Markdown file (a path from the kit's folder).
 */
export function readmeExamples(file = 'README.md', section?: string): Example[] {
  return codeBlocks(path.join(sdk, file), { section });
}

/**
 * The code blocks of one language in a Markdown file, in order; with `section`, only those under the
 * `## ` heading that starts with it (a guide's part: docs/INTEGRATIONS.md has one per audience).
 */
export function codeBlocks(
  file: string,
  { language = 'ts', section }: { language?: string; section?: string } = {},
) {
  const whole = readFileSync(file, 'utf8');
  const start = section ? whole.indexOf(`\n## ${section}`) : 0;
  if (start < 0) throw new Error(`${file} has no section ${section}`);
  const next = section ? whole.indexOf('\n## ', start + 1) : -1;
  const text = whole.slice(0, next < 0 ? undefined : next);
  const examples: Example[] = [];
  for (const match of text.matchAll(new RegExp(`^\`\`\`${language}\\n([\\s\\S]*?)^\`\`\`$`, 'gm'))) {
    if (match.index < start) continue;
    examples.push({ code: match[1]!, line: text.slice(0, match.index).split('\n').length + 1 });
  }
  return examples;
}

/**
 * The compiler's complaints about the examples, each as `README.md:<line>: <message>`. The examples
 * are checked as modules of an app with `strict` on, importing the kit by its package name (mapped to
 * its source), with `globals` declared as the values the README says they start from.
 */
export function typeErrors(
  examples: Example[],
  globals: Record<string, string>,
  file = 'README.md',
): string[] {
  const root = path.join(sdk, '__readme__');
  const files = new Map<string, string>([
    [
      path.join(root, 'globals.d.ts'),
      Object.entries(globals)
        .map(([name, type]) => `declare const ${name}: ${type};`)
        .join('\n'),
    ],
  ]);
  const names = examples.map((example, index) => {
    const name = path.join(root, `example-${index + 1}.ts`);
    files.set(name, example.code);
    return name;
  });
  const options: ts.CompilerOptions = {
    strict: true,
    noEmit: true,
    skipLibCheck: true,
    target: ts.ScriptTarget.ES2022,
    module: ts.ModuleKind.ESNext,
    moduleResolution: ts.ModuleResolutionKind.Bundler,
    lib: ['lib.es2023.d.ts', 'lib.dom.d.ts'],
    types: [],
    paths: {
      '@fuel/sdk': [path.join(sdk, 'src/index.ts')],
      '@fuel/sdk/chat': [path.join(sdk, 'src/chat.ts')],
      '@fuel/sdk/fleet': [path.join(sdk, 'src/fleet.ts')],
      '@fuel/sdk/fleet/*': [path.join(sdk, 'src/fleet/*')],
      '@fuel/sdk/notifications': [path.join(sdk, 'src/notifications.ts')],
    },
  };
  const host = ts.createCompilerHost(options);
  const { getSourceFile, fileExists, readFile } = host;
  host.fileExists = (name) => files.has(name) || fileExists(name);
  host.readFile = (name) => files.get(name) ?? readFile(name);
  host.getSourceFile = (name, language, ...rest) => {
    const text = files.get(name);
    return text === undefined
      ? getSourceFile(name, language, ...rest)
      : ts.createSourceFile(name, text, language, true);
  };
  const program = ts.createProgram([...files.keys()], options, host);
  return names.flatMap((name, index) => {
    const source = program.getSourceFile(name)!;
    const diagnostics = [
      ...program.getSyntacticDiagnostics(source),
      ...program.getSemanticDiagnostics(source),
    ];
    return diagnostics.map((diagnostic) => {
      const { line } = source.getLineAndCharacterOfPosition(diagnostic.start ?? 0);
      const message = ts.flattenDiagnosticMessageText(diagnostic.messageText, '\n');
      return `${file}:${examples[index]!.line + line}: ${message}`;
    });
  });
}

/** Writes each example to a file of its own, for `import()`; `remove()` deletes them. */
export function exampleFiles(examples: Example[]): { files: string[]; remove(): void } {
  const directory = mkdtempSync(path.join(tmpdir(), 'sdk-readme-'));
  const files = examples.map((example, index) => {
    const file = path.join(directory, `example-${index + 1}.ts`);
    writeFileSync(file, example.code);
    return file;
  });
  return { files, remove: () => rmSync(directory, { recursive: true, force: true }) };
}

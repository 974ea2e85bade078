// Jest's module runtime cannot load ES modules (without --experimental-vm-modules), and ts-jest
// leaves `.mjs` files as they are: the Node scripts' helpers a test uses (scripts/lib/*.mjs) are
// compiled to CommonJS on their way in, by TypeScript's transpiler (no type check, like ts-jest's
// isolatedModules). They must not use `import.meta`, which CommonJS has no equivalent of.
import ts from 'typescript';

export default {
  process(source, filename) {
    const { outputText, sourceMapText } = ts.transpileModule(source, {
      fileName: filename.replace(/\.mjs$/, '.js'),
      compilerOptions: {
        module: ts.ModuleKind.CommonJS,
        target: ts.ScriptTarget.ES2022,
        esModuleInterop: true,
        allowJs: true,
        sourceMap: true,
      },
    });
    return { code: outputText, map: sourceMapText };
  },
};

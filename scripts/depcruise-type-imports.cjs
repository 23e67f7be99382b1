// Babel plugin for dependency-cruiser only (.dependency-cruiser.babel.cjs): Babel strips type-only
// imports before dependency-cruiser reads a file, so an import circle made of types stays invisible.
// This plugin leaves a `typeOnlyImport('…')` call behind for each module a file reaches only through
// types (`import type`, imports used only as types, `export type … from`, `import('…').T`), which
// dependency-cruiser reads as an `exotic-require` dependency (options.exoticRequireStrings). Rules
// that are about the bundle (web → server) skip that type; the circle rules count it.
// See docs/decisions/003-dependency-rules-through-babel.md.
const MARKER = 'typeOnlyImport';

/** Babel's own test (preset-typescript) of whether an identifier sits in a type position. */
function isInType(path) {
  switch (path.parent.type) {
    case 'TSTypeReference':
    case 'TSExpressionWithTypeArguments':
    case 'TSClassImplements':
    case 'TSInterfaceHeritage':
    case 'TSTypeQuery':
      return true;
    case 'TSQualifiedName':
      return (
        path.parentPath.findParent((p) => p.type !== 'TSQualifiedName').type !== 'TSImportEqualsDeclaration'
      );
    case 'ExportSpecifier':
      return path.parent.exportKind === 'type' || path.parentPath.parent.exportKind === 'type';
    default:
      return false;
  }
}

function typeOnlySpecifier(specifier, scope) {
  if (specifier.node.importKind === 'type' || specifier.node.importKind === 'typeof') return true;
  const binding = scope.getBinding(specifier.node.local.name);
  return !!binding && binding.referencePaths.every(isInType);
}

module.exports = function typeImports({ types: t }) {
  return {
    name: 'depcruise-type-imports',
    visitor: {
      Program: {
        enter(program) {
          const typeSources = new Set();
          const valueSources = new Set();
          for (const statement of program.get('body')) {
            const { node } = statement;
            const source = node.source?.value;
            if (statement.isImportDeclaration()) {
              const specifiers = statement.get('specifiers');
              const typeOnly =
                node.importKind === 'type' ||
                node.importKind === 'typeof' ||
                (specifiers.length > 0 && specifiers.every((s) => typeOnlySpecifier(s, program.scope)));
              (typeOnly ? typeSources : valueSources).add(source);
            } else if (statement.isExportNamedDeclaration() && source !== undefined) {
              const typeOnly =
                node.exportKind === 'type' ||
                (node.specifiers.length > 0 && node.specifiers.every((s) => s.exportKind === 'type'));
              (typeOnly ? typeSources : valueSources).add(source);
            } else if (statement.isExportAllDeclaration()) {
              (node.exportKind === 'type' ? typeSources : valueSources).add(source);
            }
          }
          program.traverse({
            TSImportType(path) {
              const argument = path.node.argument;
              const value = argument.type === 'StringLiteral' ? argument.value : argument.literal?.value;
              if (typeof value === 'string') typeSources.add(value);
            },
            Import(path) {
              const [first] = path.parent.arguments;
              if (first?.type === 'StringLiteral') valueSources.add(first.value);
            },
          });
          for (const source of typeSources) {
            if (valueSources.has(source)) continue;
            program.pushContainer(
              'body',
              t.expressionStatement(t.callExpression(t.identifier(MARKER), [t.stringLiteral(source)])),
            );
          }
        },
      },
    },
  };
};

module.exports.MARKER = MARKER;

/** How dependency-cruiser reads TypeScript (docs/decisions/003-dependency-rules-through-babel.md). */
module.exports = {
  presets: [
    ['@babel/preset-typescript', { allExtensions: true, isTSX: true, onlyRemoveTypeImports: false }],
    ['@babel/preset-react', { runtime: 'automatic' }],
  ],
  plugins: [require('./scripts/depcruise-type-imports.cjs')],
};

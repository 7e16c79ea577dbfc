// css-tree's own subpath entry points (parser, walker, generator, utils) without its lexer data; the types are
// those @types/css-tree gives the package's main entry, which bundles all four plus ~100 KB of syntax data.
declare module 'css-tree/parser' {
  const parse: typeof import('css-tree').parse;
  export default parse;
}
declare module 'css-tree/walker' {
  const walk: typeof import('css-tree').walk;
  export default walk;
}
declare module 'css-tree/generator' {
  const generate: typeof import('css-tree').generate;
  export default generate;
}
declare module 'css-tree/utils' {
  export { List } from 'css-tree';
}

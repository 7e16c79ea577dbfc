// css-tree's own subpath entry points (parser, walker, generator, utils) without its lexer data; the types are
// those @types/css-tree gives the package's main entry, which bundles all four plus ~100 KB of syntax data.
declare module 'css-tree/parser' {
  import { parse } from 'css-tree';
  export default parse;
}
declare module 'css-tree/walker' {
  import { walk } from 'css-tree';
  export default walk;
}
declare module 'css-tree/generator' {
  import { generate } from 'css-tree';
  export default generate;
}
declare module 'css-tree/utils' {
  export { List } from 'css-tree';
}

// The custom-CSS div's style sheet (block catalogue §1, issue 14 §3): the author's CSS parsed with css-tree,
// every selector rewritten under the block's scope, and everything that could reach outside the block refused
// (decision 0065). Pure: the block runs it in the browser, and a server validator can run the same code.
import type { Atrule, CssNode, Declaration, List as CssList, Rule, Selector, StyleSheet } from 'css-tree';
import generate from 'css-tree/generator';
import parse from 'css-tree/parser';
import { List } from 'css-tree/utils';
import walk from 'css-tree/walker';

/** Longest style sheet the block takes; longer ones are refused whole. */
export const MAX_CUSTOM_CSS_LENGTH = 20_000;

export type CssRefusalReason =
  /** Longer than MAX_CUSTOM_CSS_LENGTH. */
  | 'tooLong'
  /** `@import` (loads another style sheet). */
  | 'import'
  /** Any other at-rule than @media, @supports and @container (font-face, keyframes, namespace, page…). */
  | 'atRule'
  /** `html`, `body`, `:root`, `:host`: the page itself, not the block. */
  | 'globalSelector'
  /** A selector that reaches beside or above the block (`~ p`, `+ p`, `:scope ~ p`, `&`, a misplaced :scope). */
  | 'escapingSelector'
  /** A url() (or image-set string) to another origin, or not http(s)/data:image. */
  | 'foreignUrl'
  /** `position: fixed` would pin over the whole page. */
  | 'fixedPosition'
  /** expression(), element(), behavior, -moz-binding: script or other elements in CSS. */
  | 'forbidden'
  /** A backslash escape in a name, which could spell any of the above in disguise. */
  | 'escapeSequence'
  /** A rule inside a rule (CSS nesting), which would sit outside the scope rewrite. */
  | 'nestedRule'
  /** Text the parser could not read as CSS. */
  | 'unparsed';

export interface CssRefusal {
  reason: CssRefusalReason;
  /** The refused text, shortened, for the editor to show. */
  text: string;
}

export interface ScopedCss {
  /** The sanitized style sheet, every selector under `scope`. */
  css: string;
  refused: CssRefusal[];
}

export interface ScopeOptions {
  /** The page's origin: url()s must resolve to it. */
  origin: string;
  /** Further origins whose images are allowed (e.g. the static asset host). */
  allowedOrigins?: readonly string[];
  /**
   * With a prefix, @keyframes are allowed and renamed `<prefix>-<name>` (and so are the animations that use
   * them), so the block's animations cannot replace the page's; without one they are refused.
   */
  keyframesPrefix?: string;
}

const GROUPING_AT_RULES = new Set(['media', 'supports', 'container']);
const KEYFRAMES_AT_RULES = new Set(['keyframes', '-webkit-keyframes']);
const ANIMATION_PROPERTIES = new Set([
  'animation',
  'animation-name',
  '-webkit-animation',
  '-webkit-animation-name',
]);
const KEYFRAMES_NAME = /^[a-zA-Z_][\w-]*$/;
const GLOBAL_TYPES = new Set(['html', 'body']);
const GLOBAL_PSEUDOS = new Set(['root', 'host', 'host-context']);
const FORBIDDEN_PROPERTIES = new Set(['behavior', '-moz-binding']);
const FORBIDDEN_FUNCTIONS = new Set(['expression', 'element', '-moz-element']);
/** Functions whose string arguments are image URLs. */
const URL_STRING_FUNCTIONS = new Set(['image-set', '-webkit-image-set', 'src']);

class Refused extends Error {
  constructor(readonly reason: CssRefusalReason) {
    super(reason);
  }
}

const shorten = (text: string) => (text.length > 80 ? `${text.slice(0, 77)}…` : text);

function textOf(node: CssNode): string {
  try {
    return shorten(generate(node));
  } catch {
    return '';
  }
}

function checkName(name: string): string {
  if (name.includes('\\')) throw new Refused('escapeSequence');
  return name.toLowerCase();
}

/** True when `value` loads only from the page's own origin, an allowed origin, or is an inline image. */
export function isAllowedCssUrl(value: string, options: ScopeOptions): boolean {
  const trimmed = value.trim();
  if (/^data:image\//i.test(trimmed)) return true;
  let url: URL;
  try {
    url = new URL(trimmed, options.origin);
  } catch {
    return false;
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') return false;
  return url.origin === new URL(options.origin).origin || (options.allowedOrigins ?? []).includes(url.origin);
}

function checkDeclaration(
  declaration: Declaration,
  options: ScopeOptions,
  keyframesName: (name: string) => string | undefined,
): void {
  const property = checkName(declaration.property);
  if (FORBIDDEN_PROPERTIES.has(property)) throw new Refused('forbidden');
  if (declaration.value.type === 'Raw') throw new Refused('unparsed');
  walk(declaration.value, (node) => {
    if (node.type === 'Url' && !isAllowedCssUrl(node.value, options)) throw new Refused('foreignUrl');
    if (node.type === 'Identifier') checkName(node.name);
    if (node.type === 'Raw') throw new Refused('unparsed');
    if (node.type === 'Function') {
      const name = checkName(node.name);
      if (FORBIDDEN_FUNCTIONS.has(name) || name === 'url') {
        throw new Refused(name === 'url' ? 'foreignUrl' : 'forbidden');
      }
      if (URL_STRING_FUNCTIONS.has(name)) {
        node.children.forEach((child) => {
          if (child.type === 'String' && !isAllowedCssUrl(child.value, options)) {
            throw new Refused('foreignUrl');
          }
        });
      }
    }
  });
  if (ANIMATION_PROPERTIES.has(property)) {
    walk(declaration.value, (node) => {
      if (node.type === 'Identifier') node.name = keyframesName(node.name) ?? node.name;
    });
  }
  if (property === 'position') {
    walk(declaration.value, (node) => {
      if (node.type === 'Identifier' && node.name.toLowerCase() === 'fixed')
        throw new Refused('fixedPosition');
    });
  }
}

/** The selector under the scope: `scope X` for a plain selector, `scope` itself for a leading `:scope`. */
function scopeSelector(selector: Selector, scopeNodes: () => CssNode[]): void {
  const nodes = selector.children.toArray();
  walk(selector, (node) => {
    if (node.type === 'TypeSelector') {
      const name = checkName(node.name).split('|').pop() ?? '';
      if (GLOBAL_TYPES.has(name)) throw new Refused('globalSelector');
    }
    if (node.type === 'PseudoClassSelector' || node.type === 'PseudoElementSelector') {
      const name = checkName(node.name);
      if (node.type === 'PseudoClassSelector' && GLOBAL_PSEUDOS.has(name))
        throw new Refused('globalSelector');
      if (node.type === 'PseudoClassSelector' && name === 'scope' && node !== nodes[0]) {
        throw new Refused('escapingSelector');
      }
    }
    if (node.type === 'NestingSelector') throw new Refused('escapingSelector');
    if (node.type === 'ClassSelector' || node.type === 'IdSelector') checkName(node.name);
  });
  const first = nodes[0];
  if (!first || first.type === 'Combinator') throw new Refused('escapingSelector');
  if (first.type === 'PseudoClassSelector' && first.name.toLowerCase() === 'scope') {
    const combinator = nodes.find((node) => node.type === 'Combinator');
    if (
      combinator &&
      combinator.type === 'Combinator' &&
      combinator.name !== ' ' &&
      combinator.name !== '>'
    ) {
      throw new Refused('escapingSelector');
    }
    selector.children = new List<CssNode>().fromArray([...scopeNodes(), ...nodes.slice(1)]);
    return;
  }
  selector.children = new List<CssNode>().fromArray([
    ...scopeNodes(),
    { type: 'Combinator', name: ' ' },
    ...nodes,
  ]);
}

function keep<T extends CssNode>(
  list: CssList<CssNode>,
  check: (node: CssNode) => T | null,
): CssList<CssNode> {
  const kept: CssNode[] = [];
  list.forEach((node) => {
    const result = check(node);
    if (result) kept.push(result);
  });
  return new List<CssNode>().fromArray(kept);
}

/**
 * Sanitizes `source` and rewrites every selector under `scope` (a selector such as `[data-custom-css="a1"]`).
 * What is refused is dropped, one rule, selector or declaration at a time, and listed in `refused`.
 */
export function scopeCustomCss(source: string, scope: string, options: ScopeOptions): ScopedCss {
  const refused: CssRefusal[] = [];
  if (source.length > MAX_CUSTOM_CSS_LENGTH) {
    return { css: '', refused: [{ reason: 'tooLong', text: shorten(source) }] };
  }
  const scopeAst = parse(scope, { context: 'selector' }) as Selector;
  const scopeNodes = () => scopeAst.children.toArray().map((node) => ({ ...node }));
  const refuse = (node: CssNode, error: unknown): null => {
    if (!(error instanceof Refused)) throw error;
    refused.push({ reason: error.reason, text: textOf(node) });
    return null;
  };

  const keyframes = new Map<string, string>();
  const keyframesName = (name: string) => keyframes.get(name);

  const checkDeclarations = (rule: Rule): Rule | null => {
    rule.block.children = keep(rule.block.children, (node) => {
      if (node.type !== 'Declaration') {
        return refuse(node, new Refused(node.type === 'Raw' ? 'unparsed' : 'nestedRule'));
      }
      try {
        checkDeclaration(node, options, keyframesName);
        return node;
      } catch (error) {
        return refuse(node, error);
      }
    });
    // A rule whose every declaration was refused says nothing: leave it out.
    return rule.block.children.isEmpty ? null : rule;
  };

  /** A keyframe (`from`, `to`, `50%`) holds declarations only. */
  const checkKeyframe = (node: CssNode): CssNode | null => {
    if (node.type !== 'Rule' || node.prelude.type !== 'SelectorList')
      return refuse(node, new Refused('unparsed'));
    let valid = true;
    node.prelude.children.forEach((selector) => {
      const parts = selector.type === 'Selector' ? selector.children.toArray() : [];
      const part = parts[0];
      valid &&=
        parts.length === 1 &&
        ((part?.type === 'TypeSelector' && ['from', 'to'].includes(part.name.toLowerCase())) ||
          part?.type === 'Percentage');
    });
    return valid ? checkDeclarations(node) : refuse(node, new Refused('unparsed'));
  };

  const checkKeyframes = (atrule: Atrule): Atrule | null => {
    const first = atrule.prelude?.type === 'AtrulePrelude' ? atrule.prelude.children.first : null;
    const name = first?.type === 'Identifier' ? first.name : first?.type === 'String' ? first.value : '';
    const renamed = keyframes.get(name);
    if (!options.keyframesPrefix || !renamed || !atrule.block) return refuse(atrule, new Refused('atRule'));
    atrule.prelude = {
      type: 'AtrulePrelude',
      children: new List<CssNode>().fromArray([{ type: 'Identifier', name: renamed }]),
    };
    atrule.block.children = keep(atrule.block.children, checkKeyframe);
    return atrule.block.children.isEmpty ? null : atrule;
  };

  const checkRule = (rule: Rule): Rule | null => {
    if (rule.prelude.type !== 'SelectorList') return refuse(rule, new Refused('unparsed'));
    const selectors: CssNode[] = [];
    rule.prelude.children.forEach((selector) => {
      if (selector.type !== 'Selector') return void refuse(selector, new Refused('unparsed'));
      const original = textOf(selector);
      try {
        scopeSelector(selector, scopeNodes);
        selectors.push(selector);
      } catch (error) {
        if (!(error instanceof Refused)) throw error;
        refused.push({ reason: error.reason, text: original });
      }
    });
    if (selectors.length === 0) return null;
    rule.prelude.children = new List<CssNode>().fromArray(selectors);
    return checkDeclarations(rule);
  };

  const checkTopLevel = (node: CssNode): CssNode | null => {
    if (node.type === 'Rule') return checkRule(node);
    if (node.type !== 'Atrule') return refuse(node, new Refused('unparsed'));
    const atrule: Atrule = node;
    try {
      const name = checkName(atrule.name);
      if (name === 'import') throw new Refused('import');
      if (KEYFRAMES_AT_RULES.has(name)) return checkKeyframes(atrule);
      if (!GROUPING_AT_RULES.has(name) || !atrule.block) throw new Refused('atRule');
    } catch (error) {
      return refuse(atrule, error);
    }
    atrule.block.children = keep(atrule.block.children, checkTopLevel);
    return atrule.block.children.isEmpty ? null : atrule;
  };

  let sheet: CssNode;
  try {
    sheet = parse(source, {
      parseValue: true,
      parseCustomProperty: true,
      parseRulePrelude: true,
      parseAtrulePrelude: true,
    });
  } catch {
    return { css: '', refused: [{ reason: 'unparsed', text: shorten(source) }] };
  }
  if (sheet.type !== 'StyleSheet')
    return { css: '', refused: [{ reason: 'unparsed', text: shorten(source) }] };
  const stylesheet: StyleSheet = sheet;
  // The names the sheet's own @keyframes declare, so animations that use them follow the renaming.
  walk(stylesheet, (node) => {
    if (node.type !== 'Atrule' || !KEYFRAMES_AT_RULES.has(node.name.toLowerCase())) return;
    const first = node.prelude?.type === 'AtrulePrelude' ? node.prelude.children.first : null;
    const name = first?.type === 'Identifier' ? first.name : first?.type === 'String' ? first.value : '';
    if (options.keyframesPrefix && KEYFRAMES_NAME.test(name))
      keyframes.set(name, `${options.keyframesPrefix}-${name}`);
  });
  stylesheet.children = keep(stylesheet.children, checkTopLevel);
  // '<' cannot start markup inside a <style> element once escaped; it is only ever legal inside strings.
  const css = generate(stylesheet).replace(/</g, '\\3c ');
  return { css, refused };
}

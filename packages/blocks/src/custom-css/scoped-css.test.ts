import { describe, expect, it } from 'vitest';
import { MAX_CUSTOM_CSS_LENGTH, isAllowedCssUrl, scopeCustomCss } from './scoped-css.ts';

const SCOPE = '[data-custom-css="b1"]';
const options = { origin: 'https://event.test', allowedOrigins: ['https://cdn.event.test'] };
const scoped = (css: string) => scopeCustomCss(css, SCOPE, options);
const reasons = (css: string) => scoped(css).refused.map((r) => r.reason);

describe('scopeCustomCss', () => {
  it('rewrites every selector under the block scope', () => {
    const { css, refused } = scoped('.title, p > span { color: red } a:hover{color:blue}');
    expect(refused).toEqual([]);
    expect(css).toBe(`${SCOPE} .title,${SCOPE} p>span{color:red}${SCOPE} a:hover{color:blue}`);
  });

  it('turns a leading :scope into the block itself, with descendant or child combinators only', () => {
    expect(scoped(':scope { padding: 8px } :scope > p { margin: 0 }').css).toBe(
      `${SCOPE}{padding:8px}${SCOPE}>p{margin:0}`,
    );
    expect(reasons(':scope ~ p { color: red }')).toEqual(['escapingSelector']);
    expect(reasons(':scope + p { color: red }')).toEqual(['escapingSelector']);
    expect(reasons('p :scope { color: red }')).toEqual(['escapingSelector']);
  });

  it('scopes rules inside @media, @supports and @container', () => {
    expect(scoped('@media (min-width: 400px) { .a { color: red } }').css).toBe(
      `@media (min-width:400px){${SCOPE} .a{color:red}}`,
    );
    expect(scoped('@supports (display: grid) { @media print { b { c: d } } }').css).toBe(
      `@supports (display:grid){@media print{${SCOPE} b{c:d}}}`,
    );
  });

  it.each([
    ['html', 'html { background: red }'],
    ['body', 'body { display: none }'],
    ['BODY in capitals', 'BODY div { display: none }'],
    [':root', ':root { --x: 1 }'],
    [':host', ':host { color: red }'],
    ['html inside :is()', ':is(html) .x { color: red }'],
    ['body inside :has()', 'div:has(body) { color: red }'],
    ['a namespaced html', '*|html { color: red }'],
  ])('refuses the page itself: %s', (_case, css) => {
    const result = scoped(css);
    expect(result.refused.map((r) => r.reason)).toEqual(['globalSelector']);
    expect(result.css).toBe('');
  });

  it.each([
    ['a sibling combinator first', '~ p { color: red }'],
    ['an adjacent combinator first', '+ p { color: red }'],
    ['a child combinator first', '> p { color: red }'],
    ['a nesting selector', '& p { color: red }'],
  ])('refuses selectors that escape the block: %s', (_case, css) => {
    expect(reasons(css)).toEqual(['escapingSelector']);
  });

  it('refuses escaped names that could spell a global selector or url()', () => {
    expect(reasons('\\68tml { color: red }')).toEqual(['escapeSequence']);
    expect(reasons(':r\\6f ot { color: red }')).toEqual(['escapeSequence']);
    const result = scoped('.a { background: \\75rl(https://evil.test/x.png); color: red }');
    expect(result.refused).toHaveLength(1);
    expect(result.css).toBe(`${SCOPE} .a{color:red}`);
    expect(result.css).not.toContain('evil');
  });

  it('drops only the refused selector of a list and keeps the others', () => {
    const result = scoped('body, .ok { color: red }');
    expect(result.css).toBe(`${SCOPE} .ok{color:red}`);
    expect(result.refused).toEqual([{ reason: 'globalSelector', text: 'body' }]);
  });

  it('refuses @import in every spelling and other at-rules', () => {
    expect(reasons('@import url("https://evil.test/x.css");')).toEqual(['import']);
    expect(reasons("@IMPORT 'x.css';")).toEqual(['import']);
    expect(reasons('@font-face { font-family: x; src: url(/a.woff) }')).toEqual(['atRule']);
    expect(reasons('@namespace svg url(http://www.w3.org/2000/svg);')).toEqual(['atRule']);
    expect(scoped('@import "x.css"; .a { color: red }').css).toBe(`${SCOPE} .a{color:red}`);
  });

  it('keeps same-origin and allowed-origin urls, refuses foreign ones', () => {
    const result = scoped(
      [
        '.a { background: url(/img/a.png) }',
        '.b { background: url("https://event.test/b.png") }',
        '.c { background: url(https://cdn.event.test/c.png) }',
        '.d { background-image: url(data:image/png;base64,AAAA) }',
        '.e { background: url(https://evil.test/track.png) }',
        '.f { background: url("//evil.test/x.png") }',
        '.g { background: image-set("https://evil.test/x.png" 1x) }',
        '.h { --u: url(https://evil.test/x.png) }',
        '.i { background: url(javascript:alert(1)) }',
      ].join('\n'),
    );
    expect(result.refused.map((r) => r.reason)).toEqual([
      'foreignUrl',
      'foreignUrl',
      'foreignUrl',
      'foreignUrl',
      // An unquoted url with '(' inside is a bad url token: refused as unreadable.
      'unparsed',
    ]);
    expect(result.css).not.toContain('evil');
    expect(result.css).not.toContain('javascript');
    expect(reasons('.i { background: url("javascript:alert(1)") }')).toEqual(['foreignUrl']);
    expect(result.css).toContain('url(/img/a.png)');
    expect(result.css).toContain('url(https://cdn.event.test/c.png)');
    expect(result.css).toContain('url(data:image/png;base64,AAAA)');
  });

  it('refuses position: fixed, script in CSS and rules nested in rules', () => {
    expect(reasons('.a { position: fixed; top: 0 }')).toEqual(['fixedPosition']);
    expect(scoped('.a { position: FIXED; top: 0 }').css).toBe(`${SCOPE} .a{top:0}`);
    expect(scoped('.a { position: sticky }').css).toBe(`${SCOPE} .a{position:sticky}`);
    expect(reasons('.a { width: expression(alert(1)) }')).toEqual(['forbidden']);
    expect(reasons('.a { behavior: url(/x.htc) }')).toEqual(['forbidden']);
    expect(reasons('.a { -moz-binding: url(/x.xml) }')).toEqual(['forbidden']);
    expect(reasons('.a { background: element(#secret) }')).toEqual(['forbidden']);
    expect(reasons('.a { color: red; & body { color: blue } }')).toEqual(['nestedRule']);
  });

  it('renames @keyframes under a prefix, with the animations that use them, and refuses them without one', () => {
    const css = [
      '@keyframes spin { from { transform: rotate(0) } 50%, to { transform: rotate(1turn) } }',
      '.a { animation: spin 1s infinite; animation-name: spin, pageOwn }',
      '@keyframes "glow" { to { opacity: .5; background: url(https://evil.test/x.png) } }',
      '@keyframes bad { .x { color: red } }',
    ].join('\n');
    const result = scopeCustomCss(css, SCOPE, { ...options, keyframesPrefix: 'cc-b1' });
    expect(result.css).toBe(
      '@keyframes cc-b1-spin{from{transform:rotate(0)}50%,to{transform:rotate(1turn)}}' +
        `${SCOPE} .a{animation:cc-b1-spin 1s infinite;animation-name:cc-b1-spin,pageOwn}` +
        '@keyframes cc-b1-glow{to{opacity:.5}}',
    );
    expect(result.refused.map((r) => r.reason)).toEqual(['foreignUrl', 'unparsed']);
    expect(reasons('@keyframes spin { to { opacity: 0 } }')).toEqual(['atRule']);
  });

  it('cannot close the <style> element it is written into', () => {
    const { css } = scoped('.a::after { content: "</style><script>alert(1)</script>" }');
    expect(css).not.toContain('<');
    expect(css).toContain('content:');
  });

  it('refuses a style sheet longer than the limit whole', () => {
    const long = `.a{color:red}${' '.repeat(MAX_CUSTOM_CSS_LENGTH)}`;
    expect(scoped(long)).toEqual({ css: '', refused: [{ reason: 'tooLong', text: expect.any(String) }] });
  });

  it('keeps ordinary author CSS intact', () => {
    const { css, refused } = scoped(
      '.card { display: flex; gap: 8px; color: var(--c, #fff); transition: opacity .2s } .card:not(.on) { opacity: .5 }',
    );
    expect(refused).toEqual([]);
    expect(css).toBe(
      `${SCOPE} .card{display:flex;gap:8px;color:var(--c,#fff);transition:opacity .2s}${SCOPE} .card:not(.on){opacity:.5}`,
    );
  });
});

describe('isAllowedCssUrl', () => {
  it('allows relative, same-origin and listed origins and inline images only', () => {
    expect(isAllowedCssUrl('a.png', options)).toBe(true);
    expect(isAllowedCssUrl('https://cdn.event.test/a.png', options)).toBe(true);
    expect(isAllowedCssUrl('data:image/gif;base64,R0', options)).toBe(true);
    expect(isAllowedCssUrl('data:text/html,<b>', options)).toBe(false);
    expect(isAllowedCssUrl('http://event.test/a.png', options)).toBe(false);
    expect(isAllowedCssUrl('ftp://event.test/a.png', options)).toBe(false);
  });
});

// The markdown block's rules (block spec §5): raw HTML allowed, leading spaces after newlines stripped,
// and everything sanitized before it reaches the page.
import DOMPurify, { type DOMPurify as Purifier } from 'dompurify';
import { marked } from 'marked';

/** Authors indent content in the editor's textarea; the spec strips the spaces that follow each newline. */
export const stripLeadingSpaces = (content: string): string => content.replace(/\n[ \t]+/g, '\n');

/** Targets that stay in this browsing context; any other (`_blank`, a window name) may open a new one. */
const SAME_CONTEXT_TARGETS = new Set(['', '_self', '_parent', '_top']);
const NEW_WINDOW_REL = ['noopener', 'noreferrer'];

/**
 * Our own DOMPurify instance (hooks on the shared default one would change every other caller), with
 * one hook on the sanitized element: whatever other attributes say (a title or data-* holding
 * "rel="), an element whose target may open a new window gets rel with noopener and noreferrer, added
 * to the author's rel tokens ("opener" dropped).
 */
let purifier: Purifier | undefined;
function markdownPurifier(): Purifier {
  if (purifier) return purifier;
  const instance = DOMPurify(window);
  instance.addHook('afterSanitizeAttributes', (node) => {
    if (!(node instanceof window.Element) || !node.hasAttribute('target')) return;
    const target = (node.getAttribute('target') ?? '').trim().toLowerCase();
    if (SAME_CONTEXT_TARGETS.has(target)) return;
    const tokens = (node.getAttribute('rel') ?? '')
      .split(/\s+/)
      .filter((token) => token !== '' && token.toLowerCase() !== 'opener');
    for (const token of NEW_WINDOW_REL) if (!tokens.includes(token)) tokens.push(token);
    node.setAttribute('rel', tokens.join(' '));
  });
  purifier = instance;
  return instance;
}

/**
 * Markdown (with raw HTML) to safe HTML. DOMPurify drops scripts, event handlers (onerror=...) and
 * javascript: URLs; links that open a new window also get rel="noopener noreferrer".
 */
export function renderMarkdown(content: string): string {
  const html = marked.parse(stripLeadingSpaces(content), { async: false, gfm: true, breaks: true });
  return markdownPurifier().sanitize(html, { ADD_ATTR: ['target'] });
}

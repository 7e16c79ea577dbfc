// The markdown block's rules (block spec §5): raw HTML allowed, leading spaces after newlines stripped,
// and everything sanitized before it reaches the page.
import DOMPurify from 'dompurify';
import { marked } from 'marked';

/** Authors indent content in the editor's textarea; the spec strips the spaces that follow each newline. */
export const stripLeadingSpaces = (content: string): string => content.replace(/\n[ \t]+/g, '\n');

/**
 * Markdown (with raw HTML) to safe HTML. DOMPurify drops scripts, event handlers (onerror=...) and
 * javascript: URLs; links that open a new window also get rel="noopener".
 */
export function renderMarkdown(content: string): string {
  const html = marked.parse(stripLeadingSpaces(content), { async: false, gfm: true, breaks: true });
  return DOMPurify.sanitize(html, { ADD_ATTR: ['target'] }).replace(
    /<a ([^>]*target="_blank"[^>]*)>/g,
    (whole, attributes: string) => (attributes.includes('rel=') ? whole : `<a ${attributes} rel="noopener">`),
  );
}

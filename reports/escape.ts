/**
 * Escaping for every text a report writes (claims and evidence are untrusted): XML/HTML, and Markdown tables.
 */

const XML_ENTITIES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };

/** Text safe inside XML/HTML element content and quoted attributes; drops control characters XML 1.0 forbids. */
export function escapeXml(text: string): string {
  return text
    .replace(/[\u0000-\u0008\u000b\u000c\u000e-\u001f\ufffe\uffff]/g, '')
    .replace(/[&<>"']/g, (ch) => XML_ENTITIES[ch]);
}

/**
 * Text safe inline in Markdown (table cells, list items after their marker): HTML-escaped, newlines as spaces, and
 * the inline-markup characters backslashed (emphasis, code, links, tables, strikethrough).
 */
export function escapeMarkdown(text: string): string {
  return escapeXml(text)
    .replace(/[\r\n]+/g, ' ')
    .replace(/([\\`*_[\]|~])/g, '\\$1');
}

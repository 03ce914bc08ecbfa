import { DOMParser, onErrorStopParsing, ParseError, XMLSerializer, type Document, type Element, type Node } from '@xmldom/xmldom';
import { WHITELABEL_LIMITS } from '../../src/api/contract';
import { cssReachesOutside } from './css-references';

/**
 * An uploaded SVG logo is rebuilt from an allow-list before it is stored (and served besides with a
 * sandboxing policy, routes/files-cache.ts): static drawing elements only, so no script, no foreign
 * object, no embedded image or animation; no event handler; no reference outside the file itself
 * (href only to `#…`; in CSS, read with its escapes undone, url() only to `#…` and no @import or other
 * address: css-references.ts). The SVG is parsed as the XML it is (xmldom: no scripting, no external
 * entities), held to WHITELABEL_LIMITS' depth, element and attribute counts as it is parsed, and
 * anything not on the list is dropped with its content.
 */

const SVG_NAMESPACE = 'http://www.w3.org/2000/svg';
const XLINK_NAMESPACE = 'http://www.w3.org/1999/xlink';

const ELEMENTS = new Set(
  [
    'svg', 'g', 'defs', 'title', 'desc', 'symbol', 'use', 'style',
    'path', 'rect', 'circle', 'ellipse', 'line', 'polyline', 'polygon', 'text', 'tspan',
    'linearGradient', 'radialGradient', 'stop', 'clipPath', 'mask', 'pattern', 'marker',
    'filter', 'feGaussianBlur', 'feOffset', 'feBlend', 'feColorMatrix', 'feFlood', 'feComposite', 'feMerge', 'feMergeNode', 'feDropShadow',
  ],
);

/** An attribute name that is plain (no namespace) or one of the few namespaced ones a drawing needs. */
const ATTRIBUTE_NAME = /^(?:[A-Za-z][A-Za-z0-9_.-]*|xmlns|xmlns:xlink|xlink:href|xml:space)$/;
/** Any attribute may be CSS (style, and the presentation attributes a browser reads as CSS values). */
const keepAttribute = (name: string, value: string): boolean => {
  if (!ATTRIBUTE_NAME.test(name) || /^on/i.test(name)) return false;
  if (/^(xlink:)?href$/i.test(name)) return value.trim().startsWith('#');
  return !cssReachesOutside(value);
};

const ELEMENT_NODE = 1;
const TEXT_NODE = 3;
const CDATA_NODE = 4;

/** Every piece of text under a node, in order (what a sheet is read from, whatever splits it). */
const textUnder = (node: Node): string => {
  let text = '';
  for (let child = node.firstChild; child; child = child.nextSibling) {
    if (child.nodeType === TEXT_NODE || child.nodeType === CDATA_NODE) text += child.nodeValue ?? '';
    else if (child.nodeType === ELEMENT_NODE) text += textUnder(child);
  }
  return text;
};

/** Copies `from` into `into` (a node of `doc`), keeping only what the lists allow. */
const copyChildren = (doc: Document, from: Node, into: Element): void => {
  if (into.localName === 'style') {
    // A sheet is checked and kept as one text: split into pieces (text, CDATA, child elements) it could
    // hide a reference that no piece holds alone. One with an outside reference goes whole: CSS is
    // not rebuilt piece by piece.
    const sheet = textUnder(from);
    if (!cssReachesOutside(sheet)) into.appendChild(doc.createTextNode(sheet));
    return;
  }
  for (let child = from.firstChild; child; child = child.nextSibling) {
    if (child.nodeType === TEXT_NODE || child.nodeType === CDATA_NODE) {
      into.appendChild(doc.createTextNode(child.nodeValue ?? ''));
      continue;
    }
    if (child.nodeType !== ELEMENT_NODE) continue;
    const element = child as Element;
    if (element.namespaceURI !== SVG_NAMESPACE || !ELEMENTS.has(element.localName ?? '')) continue;
    const copy = doc.createElementNS(SVG_NAMESPACE, element.localName ?? 'g');
    copyAttributes(element, copy);
    copyChildren(doc, element, copy);
    into.appendChild(copy);
  }
};

const copyAttributes = (from: Element, into: Element): void => {
  for (let i = 0; i < from.attributes.length; i += 1) {
    const attribute = from.attributes.item(i);
    if (!attribute || attribute.name.startsWith('xmlns')) continue;
    if (!keepAttribute(attribute.name, attribute.value)) continue;
    if (attribute.name === 'xlink:href') into.setAttributeNS(XLINK_NAMESPACE, 'xlink:href', attribute.value);
    else into.setAttribute(attribute.name, attribute.value);
  }
};

/** The parser's own tree builder, which the bounded one below extends (xmldom exports no name for it). */
interface TreeBuilder {
  startElement(...args: unknown[]): void;
  endElement(...args: unknown[]): void;
}
type TreeBuilderClass = new (...args: unknown[]) => TreeBuilder;
const DefaultTreeBuilder = (new DOMParser() as unknown as { domHandler: TreeBuilderClass }).domHandler;

/** The attributes the parser hands startElement (its fourth argument). */
const attributeCount = (attributes: unknown): number => {
  const length = (attributes as { length?: unknown } | null)?.length;
  return typeof length === 'number' ? length : 0;
};

/**
 * A tree builder that stops the parse (a ParseError, which xmldom passes on) as soon as an element
 * would nest deeper, number more or carry more attributes than the limits: the tree never grows past
 * them, nothing that walks it later can overflow the stack, and rebuilding it stays cheap.
 */
const boundedTreeBuilder = (found: { tooComplex: boolean }): TreeBuilderClass =>
  class extends DefaultTreeBuilder {
    private depth = 0;
    private elements = 0;
    private attributes = 0;

    override startElement(...args: unknown[]): void {
      const own = attributeCount(args[3]);
      this.depth += 1;
      this.elements += 1;
      this.attributes += own;
      const limits = WHITELABEL_LIMITS;
      if (this.depth > limits.svg_depth || this.elements > limits.svg_elements || this.attributes > limits.svg_attributes || own > limits.svg_element_attributes) {
        found.tooComplex = true;
        throw new ParseError('the SVG is beyond the depth, element or attribute limits');
      }
      super.startElement(...args);
    }

    override endElement(...args: unknown[]): void {
      this.depth -= 1;
      super.endElement(...args);
    }
  };

export type SanitisedSvg = { ok: true; svg: string } | { ok: false; problem: 'unreadable' | 'tooComplex' };

/**
 * The SVG rebuilt from what the lists allow; `unreadable` when it does not parse or its root is no
 * SVG, `tooComplex` when its elements nest deeper, number more or carry more attributes than
 * WHITELABEL_LIMITS allows.
 */
export const sanitiseSvg = (text: string): SanitisedSvg => {
  const found = { tooComplex: false };
  let root: Element | null;
  try {
    root = new DOMParser({ onError: onErrorStopParsing, domHandler: boundedTreeBuilder(found) }).parseFromString(text, 'image/svg+xml').documentElement;
  } catch {
    return { ok: false, problem: found.tooComplex ? 'tooComplex' : 'unreadable' };
  }
  if (!root || root.namespaceURI !== SVG_NAMESPACE || root.localName !== 'svg') return { ok: false, problem: 'unreadable' };
  const doc = new DOMParser().parseFromString(`<svg xmlns="${SVG_NAMESPACE}" xmlns:xlink="${XLINK_NAMESPACE}"/>`, 'image/svg+xml');
  const clean = doc.documentElement;
  if (!clean) return { ok: false, problem: 'unreadable' };
  copyAttributes(root, clean);
  copyChildren(doc, root, clean);
  return { ok: true, svg: new XMLSerializer().serializeToString(clean) };
};

import { DOMParser, onErrorStopParsing, XMLSerializer, type Document, type Element, type Node } from '@xmldom/xmldom';

/**
 * An uploaded SVG logo is rebuilt from an allow-list before it is stored (and served besides with a
 * sandboxing policy, routes/files-cache.ts): static drawing elements only, so no script, no foreign
 * object, no embedded image or animation; no event handler; no reference outside the file itself
 * (href only to `#…`, url() only to `#…`, no @import). The SVG is parsed as the XML it is (xmldom: no
 * scripting, no external entities), and anything not on the list is dropped with its content.
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
/** url(…) to anything but a fragment of this file, an @import, or a script scheme anywhere. */
const OUTSIDE = /url\s*\(\s*(?!['"]?#)|@import|javascript:|expression\s*\(/i;

const keepAttribute = (name: string, value: string): boolean => {
  if (!ATTRIBUTE_NAME.test(name) || /^on/i.test(name)) return false;
  if (/^(xlink:)?href$/i.test(name)) return value.trim().startsWith('#');
  return !OUTSIDE.test(value);
};

const ELEMENT_NODE = 1;
const TEXT_NODE = 3;
const CDATA_NODE = 4;

/** Copies `from` into `into` (a node of `doc`), keeping only what the lists allow. */
const copyChildren = (doc: Document, from: Node, into: Element): void => {
  for (let child = from.firstChild; child; child = child.nextSibling) {
    if (child.nodeType === TEXT_NODE || child.nodeType === CDATA_NODE) {
      const text = child.nodeValue ?? '';
      // A <style> sheet with an outside reference goes whole: CSS is not rebuilt piece by piece.
      if (into.localName === 'style' && OUTSIDE.test(text)) continue;
      into.appendChild(doc.createTextNode(text));
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

/** The SVG rebuilt from what the lists allow; null when it does not parse or its root is no SVG. */
export const sanitiseSvg = (text: string): string | null => {
  let root: Element | null;
  try {
    root = new DOMParser({ onError: onErrorStopParsing }).parseFromString(text, 'image/svg+xml').documentElement;
  } catch {
    return null;
  }
  if (!root || root.namespaceURI !== SVG_NAMESPACE || root.localName !== 'svg') return null;
  const doc = new DOMParser().parseFromString(`<svg xmlns="${SVG_NAMESPACE}" xmlns:xlink="${XLINK_NAMESPACE}"/>`, 'image/svg+xml');
  const clean = doc.documentElement;
  if (!clean) return null;
  copyAttributes(root, clean);
  copyChildren(doc, root, clean);
  return new XMLSerializer().serializeToString(clean);
};

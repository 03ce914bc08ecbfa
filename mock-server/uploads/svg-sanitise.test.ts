import { describe, expect, it } from 'vitest';
import { WHITELABEL_LIMITS } from '../../src/api/contract';
import { CSS_MAX_ESCAPES } from './css-references';
import { sanitiseSvg, type SanitisedSvg } from './svg-sanitise';

/** The rebuilt SVG's text (the test fails when it was refused). */
const cleaned = (text: string): string => {
  const result: SanitisedSvg = sanitiseSvg(text);
  if (!result.ok) throw new Error(`refused: ${result.problem}`);
  return result.svg;
};

const svg = (inner: string, attributes = '') => `<svg xmlns="http://www.w3.org/2000/svg" xmlns:xlink="http://www.w3.org/1999/xlink" width="600" height="600"${attributes}>${inner}</svg>`;

describe('SVG logos rebuilt from the allow-list', () => {
  it('keeps a drawing: shapes, gradients by fragment, text, inline styles without outside references', () => {
    const clean = cleaned(
      svg('<defs><linearGradient id="g"><stop offset="0" stop-color="#fff"/></linearGradient></defs><style>.a{fill:red}</style><rect class="a" fill="url(#g)" width="10" height="10"/><text x="1" y="2">A &amp; B</text><use xlink:href="#g"/>', ' viewBox="0 0 600 600"'),
    );
    expect(clean).toContain('viewBox="0 0 600 600"');
    expect(clean).toContain('fill="url(#g)"');
    expect(clean).toContain('<style>.a{fill:red}</style>');
    expect(clean).toContain('A &amp; B');
    expect(clean).toContain('xlink:href="#g"');
  });

  it.each([
    ['a script', '<script>alert(1)</script>'],
    ['a CDATA script', '<script><![CDATA[alert(1)]]></script>'],
    ['an event handler', '<rect onload="alert(1)" width="1" height="1"/>'],
    ['an upper-case handler', '<rect ONCLICK="alert(1)" width="1" height="1"/>'],
    ['a foreign object', '<foreignObject><iframe src="javascript:alert(1)"/></foreignObject>'],
    ['an animation that sets a link', '<a><set attributeName="href" to="javascript:alert(1)"/></a>'],
    ['an outside image', '<image href="https://evil.example/x.png" width="1" height="1"/>'],
    ['a javascript link', '<use xlink:href="javascript:alert(1)"/>'],
    ['an outside url()', '<rect fill="url(https://evil.example/x.svg#a)" width="1" height="1"/>'],
    ['a style import', '<style>@import url(https://evil.example/a.css);</style>'],
    ['an outside url() in a style attribute', '<rect style="fill:url(//evil.example/a)" width="1" height="1"/>'],
  ])('removes %s', (_name, inner) => {
    const clean = cleaned(svg(inner));
    expect(clean).toMatch(/^<svg xmlns="http:\/\/www.w3.org\/2000\/svg"/);
    expect(clean).not.toMatch(/script|alert|onload|onclick|foreignObject|evil\.example|@import|<set/i);
  });

  it('drops handlers on the root element and keeps its size', () => {
    expect(cleaned(svg('', ' onload="alert(1)"'))).toBe('<svg xmlns="http://www.w3.org/2000/svg" xmlns:xlink="http://www.w3.org/1999/xlink" width="600" height="600"/>');
  });

  it('refuses what is not well-formed SVG', () => {
    for (const text of ['<svg xmlns="http://www.w3.org/2000/svg"><rect', '<html xmlns="http://www.w3.org/1999/xhtml"><body/></html>', 'not xml at all']) {
      expect(sanitiseSvg(text), text).toEqual({ ok: false, problem: 'unreadable' });
    }
  });
});

describe('CSS read as a browser reads it (issue 38: escapes passed the sanitiser)', () => {
  const sheet = (css: string) => svg(`<style>${css}</style><rect class="a" width="1" height="1"/>`);

  it('keeps sheets and style attributes without outside references, escapes and comments included', () => {
    expect(cleaned(sheet('.a{fill:#00f;font-family:"\\5FAE\\8F6F"}/* note */'))).toContain('<style>.a{fill:#00f;font-family:"\\5FAE\\8F6F"}/* note */</style>');
    expect(cleaned(svg('<rect style="fill:u\\72l(#g)" width="1" height="1"/>'))).toContain('style="fill:u\\72l(#g)"');
  });

  it.each([
    ['an escaped url() in a sheet', '<style>.a{fill:u\\72l(https://evil.example/a)}</style>'],
    ['an escaped url() with a six-digit escape and its space', '<style>.a{fill:\\000075 rl(//evil.example/a)}</style>'],
    ['an escaped letter that is no hex digit', '<style>.a{fill:u\\rl(//evil.example/a)}</style>'],
    ['an escaped @import', '<style>@\\69mport "https://evil.example/a.css";</style>'],
    ['an @import without url()', '<style>@import "//evil.example/a.css";</style>'],
    ['image-set() with a bare address', '<style>.a{fill:image-set("https://evil.example/a.png" 1x)}</style>'],
    ['-webkit-image-set()', '<style>.a{background:-webkit-image-set("//evil.example/a.png" 1x)}</style>'],
    ['a url() behind a comment opened inside a string', '<style>.a{content:"/*"}.b{fill:url(//evil.example/a)}.c{content:"*/"}</style>'],
    ['a url() split between text and CDATA', '<style>.a{fill:u<![CDATA[rl(//evil.example/a)}]]></style>'],
    ['a url() split by a child element', '<style>.a{fill:u<g>rl(//evil.example/a)}</g></style>'],
    ['an escaped url() in a style attribute', '<rect style="fill:u\\72l(//evil.example/a)" width="1" height="1"/>'],
    ['image-set() in a style attribute', '<rect style="fill:image-set(&quot;//evil.example/a&quot; 1x)" width="1" height="1"/>'],
    ['an escaped url() in a presentation attribute', '<rect fill="\\75 rl(//evil.example/a)" width="1" height="1"/>'],
  ])('drops %s', (_name, inner) => {
    const clean = cleaned(svg(inner));
    expect(clean).toMatch(/^<svg xmlns="http:\/\/www.w3.org\/2000\/svg"/);
    expect(clean).not.toMatch(/evil\.example/);
  });
});

describe('SVG nesting and size held to the limits while parsing (issue 38: a 60,000-deep SVG answered 500)', () => {
  const nested = (depth: number): string => svg(`${'<g>'.repeat(depth)}${'</g>'.repeat(depth)}`);

  it('keeps a drawing at the depth limit and refuses one level deeper, and a 60,000-deep one, as tooComplex', () => {
    // The root <svg> is the first level.
    expect(cleaned(nested(WHITELABEL_LIMITS.svg_depth - 1))).toContain('<g>');
    expect(sanitiseSvg(nested(WHITELABEL_LIMITS.svg_depth))).toEqual({ ok: false, problem: 'tooComplex' });
    expect(sanitiseSvg(nested(60_000))).toEqual({ ok: false, problem: 'tooComplex' });
  });

  it('keeps as many elements as the limit and refuses one more, side by side', () => {
    const flat = (count: number) => svg('<rect width="1" height="1"/>'.repeat(count - 1));
    expect(cleaned(flat(WHITELABEL_LIMITS.svg_elements))).toContain('<rect');
    expect(sanitiseSvg(flat(WHITELABEL_LIMITS.svg_elements + 1))).toEqual({ ok: false, problem: 'tooComplex' });
  });

  it('keeps an element with as many attributes as the limit and refuses one more (25,000 on one took seconds to rebuild)', () => {
    const element = (count: number) => svg(`<rect ${Array.from({ length: count }, (_, i) => `data-a${i}="1"`).join(' ')}/>`);
    const most = WHITELABEL_LIMITS.svg_element_attributes;
    expect(cleaned(element(most))).toContain(`data-a${most - 1}="1"`);
    expect(sanitiseSvg(element(most + 1))).toEqual({ ok: false, problem: 'tooComplex' });
    expect(sanitiseSvg(element(25_000))).toEqual({ ok: false, problem: 'tooComplex' });
  });

  it('keeps as many attributes in all as the limit and refuses one more', () => {
    // The root's four attributes count too (its two namespace declarations, width and height).
    const spread = (count: number) => {
      const perElement = WHITELABEL_LIMITS.svg_element_attributes;
      const full = Math.floor(count / perElement);
      const rest = count % perElement;
      const rect = (n: number) => `<rect ${Array.from({ length: n }, (_, i) => `data-a${i}="1"`).join(' ')}/>`;
      return svg(`${rect(perElement).repeat(full)}${rest > 0 ? rect(rest) : ''}`);
    };
    expect(cleaned(spread(WHITELABEL_LIMITS.svg_attributes - 4))).toContain('<rect');
    expect(sanitiseSvg(spread(WHITELABEL_LIMITS.svg_attributes - 3))).toEqual({ ok: false, problem: 'tooComplex' });
  });
});

describe('CSS too costly to read', () => {
  it(`drops a sheet of more than ${CSS_MAX_ESCAPES} escapes unread, and keeps one at the limit`, () => {
    const escapes = (count: number) => svg(`<style>.a{font-family:"${'\\41'.repeat(count)}"}</style>`);
    expect(cleaned(escapes(CSS_MAX_ESCAPES))).toContain('<style>');
    expect(cleaned(escapes(CSS_MAX_ESCAPES + 1))).not.toContain('<style>');
  });
});

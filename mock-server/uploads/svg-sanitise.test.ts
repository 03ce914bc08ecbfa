import { describe, expect, it } from 'vitest';
import { sanitiseSvg } from './svg-sanitise';

const svg = (inner: string, attributes = '') => `<svg xmlns="http://www.w3.org/2000/svg" xmlns:xlink="http://www.w3.org/1999/xlink" width="600" height="600"${attributes}>${inner}</svg>`;

describe('SVG logos rebuilt from the allow-list', () => {
  it('keeps a drawing: shapes, gradients by fragment, text, inline styles without outside references', () => {
    const clean = sanitiseSvg(
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
    const clean = sanitiseSvg(svg(inner)) ?? '';
    expect(clean).toMatch(/^<svg xmlns="http:\/\/www.w3.org\/2000\/svg"/);
    expect(clean).not.toMatch(/script|alert|onload|onclick|foreignObject|evil\.example|@import|<set/i);
  });

  it('drops handlers on the root element and keeps its size', () => {
    expect(sanitiseSvg(svg('', ' onload="alert(1)"'))).toBe('<svg xmlns="http://www.w3.org/2000/svg" xmlns:xlink="http://www.w3.org/1999/xlink" width="600" height="600"/>');
  });

  it('refuses what is not well-formed SVG', () => {
    expect(sanitiseSvg('<svg xmlns="http://www.w3.org/2000/svg"><rect')).toBeNull();
    expect(sanitiseSvg('<html xmlns="http://www.w3.org/1999/xhtml"><body/></html>')).toBeNull();
    expect(sanitiseSvg('not xml at all')).toBeNull();
  });
});

import { describe, expect, it } from 'vitest';
import { safeUrl } from './safeUrl';

describe('safeUrl', () => {
  it.each(['https://docs.example.com/terms', 'http://example.com', 'mailto:help@example.com', '/profile-whitelabel'])(
    'keeps %s',
    (url) => expect(safeUrl(url)).toBe(url),
  );
  it.each(['javascript:alert(1)', ' JavaScript:alert(1)', 'java\tscript:alert(1)', 'data:text/html,<script>x</script>', 'vbscript:x', '//evil.example', '', null, 42])(
    'drops %s',
    (url) => expect(safeUrl(url)).toBe(''),
  );
});

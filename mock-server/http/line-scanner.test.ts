import { describe, expect, it } from 'vitest';
import { createLineScanner } from './line-scanner';

const bytes = (text: string): Buffer => Buffer.from(text, 'latin1');

describe('createLineScanner', () => {
  it('counts CR, LF and CRLF as one line end each, a CRLF split between chunks included', () => {
    const scanner = createLineScanner(10);
    expect(scanner.scan(bytes('a\nb\r\nc\rd\r'))).toBeNull();
    expect(scanner.line()).toBe(5);
    expect(scanner.scan(bytes('\ne\n'))).toBeNull();
    expect(scanner.line()).toBe(6);
  });

  it('takes a line of exactly the bound and points at the first byte past it, across chunks', () => {
    const scanner = createLineScanner(10);
    expect(scanner.scan(bytes('0123456789\n012345'))).toBeNull();
    expect(scanner.scan(bytes('6789X'))).toEqual({ problem: 'lineTooLong', at: 4, line: 2 });
  });

  it('finds a NUL byte, and a line too long before it first', () => {
    expect(createLineScanner(10).scan(bytes('ab\ncd\u0000ef'))).toEqual({ problem: 'binary', at: 5, line: 2 });
    expect(createLineScanner(3).scan(bytes('abcdef\u0000'))).toEqual({ problem: 'lineTooLong', at: 3, line: 1 });
  });
});
